import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { gainTemporaryHitPoints, heal, setHitPointMaximum, takeDamage } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import type { HpDrawerEntry } from './hpEntry.ts';
import { useHitPointActions } from './useHitPointActions.ts';

interface HpDrawerProps {
  onClose: () => void;
  character: Character;
  sheet: DerivedCharacter;
  entry: HpDrawerEntry;
  onEntryChange: (entry: HpDrawerEntry) => void;
}

/**
 * The damage and heal drawer (spec §4): the amount offered first is twice the total level;
 * damage takes temporary HP first, and a critical hit counts twice at 0 HP; healing clears
 * death saves; the maximum and its adjustment can be changed, with the recommended maximum as
 * a hint. Every change can be undone from its toast.
 */
export function HpDrawer({ onClose, character, sheet, entry, onEntryChange }: HpDrawerProps) {
  const { t } = useTranslation('character');
  const run = useHitPointActions(character);
  const { amount, critical } = entry;
  const setAmount = (value: number) => onEntryChange({ ...entry, amount: value });
  const setCritical = (value: boolean) => onEntryChange({ ...entry, critical: value });
  const apply = (action: 'damage' | 'heal' | 'temp') => {
    run((current) =>
      action === 'damage'
        ? takeDamage(current, amount, { critical })
        : action === 'heal'
          ? heal(current, amount)
          : gainTemporaryHitPoints(current, amount),
    );
    // A critical hit is one attack: the next damage is an ordinary one unless marked again.
    if (action === 'damage' && critical) setCritical(false);
  };
  return (
    <Drawer open onClose={onClose} title={t('hp.title')}>
      <div className="hp-drawer">
        <p className="hp-drawer__now" data-testid="hp-drawer-now">
          <strong>{sheet.hp.current}</strong> / {sheet.hp.max.value}
          {sheet.hp.temp > 0 && (
            <span className="hp-drawer__temp">
              +{sheet.hp.temp} {t('hp.temp')}
            </span>
          )}
        </p>
        <NumberField label={t('hp.amount')} value={amount} min={0} onValueChange={setAmount} />
        <SwitchField label={t('hp.critical')} checked={critical} onCheckedChange={setCritical} />
        <div className="hp-drawer__actions">
          <button type="button" className="button button--danger" onClick={() => apply('damage')}>
            {t('hp.damage')}
          </button>
          <button type="button" className="button button--primary" onClick={() => apply('heal')}>
            {t('hp.heal')}
          </button>
          <button type="button" className="button hp-drawer__wide" onClick={() => apply('temp')}>
            {t('hp.setTemp')}
          </button>
        </div>
        <h3 className="eyebrow">{t('hp.maximum')}</h3>
        <div className="hp-drawer__maximum">
          <NumberField
            label={t('hp.base')}
            value={character.hp.max}
            min={1}
            onValueChange={(value) => run((current) => setHitPointMaximum(current, 'max', value))}
          />
          <NumberField
            label={t('hp.adjustment')}
            value={character.hp.max_mod}
            allowNegative
            onValueChange={(value) =>
              run((current) => setHitPointMaximum(current, 'max_mod', value))
            }
          />
        </div>
        {sheet.hp.differsFromRecommended && (
          <p className="field__hint">{t('hp.recommended', { value: sheet.hp.recommended })}</p>
        )}
      </div>
    </Drawer>
  );
}
