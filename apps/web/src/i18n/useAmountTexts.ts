import { useTranslation } from 'react-i18next';

import { coinValue, roundWeight } from '@hearth/rules';

import { useCachedTexts } from './cachedTexts.ts';

/**
 * Weights and prices as every item screen shows them (spec §9): pounds to 2 decimals, a price
 * under 1 gp in sp or cp ("0.25 lb", "5 sp", "15 gp").
 */
export function useAmountTexts() {
  // Lists show a price and a weight on every row, most of them the same few.
  const t = useCachedTexts(useTranslation().t);
  return {
    /** Pounds: "0.25 lb". */
    weight: (pounds: number) => t('amounts.weight', { weight: roundWeight(pounds) }),
    /** A price in gold pieces: "2 sp", "15 gp". */
    value: (gp: number) => {
      const { amount, unit } = coinValue(gp);
      return t(`amounts.${unit}`, { amount });
    },
  };
}
