import { useTranslation } from 'react-i18next';

import { coinValue, roundWeight } from '@hearth/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A slug as words, for a value the texts do not know yet ("gaming-set" → "gaming set"). */
const words = (slug: string) => slug.replace(/-/g, ' ');

/**
 * The items page's words for catalogue values: types, subtypes, properties, rarities,
 * masteries, damage types, and prices and weights as spec §9 shows them (under 1 gp in sp or
 * cp, pounds to 2 decimals).
 */
export function useItemTexts() {
  const { t } = useTranslation('items');
  const translate = t as unknown as Translate;
  const label = (group: string) => (value: string) =>
    translate(`${group}.${value}`, { defaultValue: words(value) });
  return {
    type: label('types'),
    subtype: label('subtypes'),
    property: label('properties'),
    rarity: label('rarities'),
    mastery: label('masteries'),
    damageType: label('damageTypes'),
    /** A price in gold pieces: "2 sp", "15 gp". */
    value: (gp: number) => {
      const { amount, unit } = coinValue(gp);
      return translate(`coins.${unit}`, { amount });
    },
    /** Pounds: "0.25 lb". */
    weight: (pounds: number) => translate('weight', { weight: roundWeight(pounds) }),
  };
}

export type ItemTexts = ReturnType<typeof useItemTexts>;
