import { useTranslation } from 'react-i18next';

import { useAmountTexts } from '../../i18n/useAmountTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A slug as words, for a value the texts do not know yet ("gaming-set" → "gaming set"). */
const words = (slug: string) => slug.replace(/-/g, ' ');

/**
 * The items page's words for catalogue values: types, subtypes, properties, rarities,
 * masteries, damage types, and prices and weights as every item screen shows them.
 */
export function useItemTexts() {
  const { t } = useTranslation('items');
  const translate = t as unknown as Translate;
  const amounts = useAmountTexts();
  const label = (group: string) => (value: string) =>
    translate(`${group}.${value}`, { defaultValue: words(value) });
  return {
    type: label('types'),
    subtype: label('subtypes'),
    property: label('properties'),
    rarity: label('rarities'),
    mastery: label('masteries'),
    damageType: label('damageTypes'),
    ...amounts,
  };
}

export type ItemTexts = ReturnType<typeof useItemTexts>;
