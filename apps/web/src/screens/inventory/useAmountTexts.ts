import { useTranslation } from 'react-i18next';

import type { CoinUnit } from '@hearth/rules';

/** Pounds and coins as the inventory shows them ("2.5 lb", "5 sp"). */
export function useAmountTexts() {
  const { t } = useTranslation('inventory');
  return {
    weight: (pounds: number) => t('item.weight', { weight: pounds }),
    value: ({ amount, unit }: { amount: number; unit: CoinUnit }) =>
      t('item.value', { amount, unit: t(`coins.${unit}`) }),
  };
}
