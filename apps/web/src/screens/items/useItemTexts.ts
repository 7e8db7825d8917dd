import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';

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
    /** An item's price; the SRD lists none for magic items, which are not free for that. */
    price: (item: Pick<Item, 'value' | 'magical'>) =>
      item.magical && item.value === 0 ? translate('amounts.noPrice') : amounts.value(item.value),
    /** An item's weight; a magic weapon or armor made from any of several weighs as its base. */
    itemWeight: (item: Pick<Item, 'weight' | 'base_item'>) =>
      item.base_item && item.weight === 0
        ? translate('amounts.baseWeight')
        : amounts.weight(item.weight),
  };
}

export type ItemTexts = ReturnType<typeof useItemTexts>;
