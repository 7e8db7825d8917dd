import { useTranslation } from 'react-i18next';

import type { Purse as Coins } from '@hearth/rules';
import { PURSE_COINS, purseValue, purseWeight } from '@hearth/rules';

import { useAmountTexts } from '../../i18n/useAmountTexts.ts';

interface PurseProps {
  inventoryName: string;
  coins: Coins;
  onEdit: () => void;
}

/**
 * An inventory's loose coins as a purse (cp, sp, ep, gp, pp): how many of each, what they are
 * worth together in gold and what they weigh (50 coins to the pound), with a way to recount them (offline too: new counts go through the outbox).
 */
export function Purse({ inventoryName, coins, onEdit }: PurseProps) {
  const { t } = useTranslation('inventory');
  const amounts = useAmountTexts();
  return (
    <section className="purse" aria-label={t('purse.of', { name: inventoryName })}>
      <div className="purse__header">
        <h3 className="eyebrow purse__title">{t('purse.title')}</h3>
        <button type="button" className="button purse__edit" onClick={onEdit}>
          {t('purse.edit')}
        </button>
      </div>
      <dl className="purse__coins">
        {PURSE_COINS.map((coin) => (
          <div key={coin} className="purse__coin" data-coin={coin}>
            <dt title={t(`purse.names.${coin}`)}>{t(`purse.short.${coin}`)}</dt>
            <dd data-testid={`purse-${coin}`}>{coins[coin]}</dd>
          </div>
        ))}
      </dl>
      <p className="purse__total" data-testid="purse-total">
        {t('purse.total', {
          value: amounts.value(purseValue(coins)),
          weight: amounts.weight(purseWeight(coins)),
        })}
      </p>
    </section>
  );
}
