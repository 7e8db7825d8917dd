import type { BaseItemFilterRules, ItemRules, ItemVariantRules } from './catalogue.ts';

/**
 * Magic items that stand for several SRD items: variants (a Belt of Giant Strength by giant, a
 * +1/+2/+3 weapon) and items made over a base weapon or armor (a Flame Tongue longsword). An
 * inventory line names its choice in `item_data.variant` and `item_data.base`.
 */

/** What an inventory line chose of an item with variants or a base item. */
export interface MagicItemChoice {
  readonly variant?: string | null;
  readonly base?: string | null;
}

/** Whether a catalogue item may be the base of a magic item with this filter. */
export function fitsBaseItem(filter: BaseItemFilterRules, item: ItemRules): boolean {
  if (item.magical || item.base_item) return false;
  if (filter.exclude?.includes(item.id)) return false;
  if (filter.ids && !filter.ids.includes(item.id)) return false;
  if (filter.type === 'weapon') {
    const weapon = item.weapon;
    if (item.type !== 'weapon' || !weapon) return false;
    if (filter.categories && !filter.categories.includes(weapon.category)) return false;
    if (filter.subtypes && !filter.subtypes.includes(item.subtype ?? '')) return false;
    if (filter.damage_types && !filter.damage_types.includes(weapon.damage.type)) return false;
  } else {
    const armor = item.armor;
    if (item.type !== 'armor' || !armor) return false;
    if (filter.categories && !filter.categories.includes(armor.category)) return false;
  }
  return (filter.properties ?? []).every((property) => item.properties.includes(property));
}

/** Every catalogue item a magic item may be made over, in catalogue order. */
export function baseItemCandidates(
  item: Pick<ItemRules, 'base_item'>,
  items: Iterable<ItemRules>,
): ItemRules[] {
  const filter = item.base_item;
  if (!filter) return [];
  return [...items].filter((candidate) => fitsBaseItem(filter, candidate));
}

/** The chosen variant, or undefined when the item has none or the choice is not one of them. */
export function chosenVariant(
  item: Pick<ItemRules, 'variants'>,
  choice: MagicItemChoice | null | undefined,
): ItemVariantRules | undefined {
  if (!item.variants || !choice?.variant) return undefined;
  return item.variants.find((variant) => variant.id === choice.variant);
}

/**
 * The concrete item's name: the entry's `name_pattern` with `{title}`, `{variant}` and `{base}`
 * filled in, or the title followed by the variant and base in parentheses.
 *
 * @example magicItemName(beltOfGiantStrength, 'Hill') // 'Belt of Giant Strength (Hill)'
 * @example magicItemName(weaponPlusN, '+1', 'Longsword') // '+1 Longsword' ({variant} {base})
 */
export function magicItemName(
  item: Pick<ItemRules, 'title' | 'name_pattern'>,
  variantTitle?: string,
  baseTitle?: string,
): string {
  if (variantTitle === undefined && baseTitle === undefined) return item.title;
  if (item.name_pattern) {
    return item.name_pattern
      .replaceAll('{title}', item.title)
      .replaceAll('{variant}', variantTitle ?? '')
      .replaceAll('{base}', baseTitle ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\(\s*\)/g, '')
      .trim();
  }
  const parts = [variantTitle, baseTitle].filter((part): part is string => Boolean(part));
  return `${item.title} (${parts.join(', ')})`;
}

/**
 * Every concrete item an entry stands for: each variant, over each base item it may be made
 * over. An entry with neither stands for itself.
 */
export function expandMagicItem(
  item: ItemRules,
  items: Iterable<ItemRules>,
): { name: string; variant?: ItemVariantRules; base?: ItemRules }[] {
  const variants: (ItemVariantRules | undefined)[] = item.variants
    ? [...item.variants]
    : [undefined];
  const bases: (ItemRules | undefined)[] = item.base_item
    ? baseItemCandidates(item, items)
    : [undefined];
  return variants.flatMap((variant) =>
    bases.map((base) => ({
      name: magicItemName(item, variant?.title, base?.title),
      ...(variant ? { variant } : {}),
      ...(base ? { base } : {}),
    })),
  );
}
