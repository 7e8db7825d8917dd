import { useTranslation } from 'react-i18next';

import { useCachedTexts } from '../../i18n/cachedTexts.ts';
import { useAmountTexts } from '../../i18n/useAmountTexts.ts';

/** A slug as words, for a value the texts do not know yet ("gaming-set" → "gaming set"). */
const words = (slug: string) => slug.replace(/-/g, ' ');

/**
 * The items page's words for catalogue values: types, subtypes, properties, rarities,
 * masteries, damage types, and prices and weights as every item screen shows them.
 */
export function useItemTexts() {
  const { t } = useTranslation('items');
  // Looked up once per value and language: the list repeats the same types on every row.
  const translate = useCachedTexts(t);
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
