import type {
  ChargesRules,
  ItemRules,
  ItemSpellRules,
  ItemVariantRules,
  MagicItemChoice,
} from '@hearth/rules';
import { chosenVariant, fitsBaseItem, magicItemName, parseItemSource } from '@hearth/rules';

/** A catalogue item by id, as the screens look them up (undefined when not on the device). */
export type ItemLookup = (id: string) => ItemRules | undefined;

/**
 * What adding an item has to ask: which variant (unless the plain item is one itself, a Potion of
 * Healing), which base weapon or armor.
 */
export function choiceNeeded(
  item: Pick<ItemRules, 'variants' | 'base_item' | 'variant_optional'>,
): {
  variant: boolean;
  base: boolean;
} {
  return {
    variant: (item.variants?.length ?? 0) > 0 && !item.variant_optional,
    base: item.base_item !== undefined,
  };
}

/**
 * One inventory line's concrete item as the screens describe it: the entry with the line's
 * variant and base, named as the SRD names it (`+1 Longsword`). What the variant gives replaces
 * the entry's; a variant the entry lacks or a base that does not fit is left out, as the rules'
 * `resolveConcreteItem` does, so the screens name what the sheet computes.
 */
export interface ConcreteItem {
  entry: ItemRules;
  variant: ItemVariantRules | undefined;
  base: ItemRules | undefined;
  name: string;
  rarity: string | undefined;
  attunement: boolean | string;
  charges: ChargesRules | undefined;
  spells: readonly ItemSpellRules[];
}

export function concreteOf(
  entry: ItemRules,
  choice: MagicItemChoice | null | undefined,
  lookup: ItemLookup,
): ConcreteItem {
  const variant = chosenVariant(entry, choice);
  const candidate = entry.base_item && choice?.base ? lookup(choice.base) : undefined;
  const base =
    entry.base_item && candidate && fitsBaseItem(entry.base_item, candidate)
      ? candidate
      : undefined;
  return {
    entry,
    variant,
    base,
    // The pattern names the base (`{variant} {base}`): without one, the entry's title says more.
    name:
      entry.base_item && !base
        ? magicItemName({ title: entry.title }, variant?.title)
        : magicItemName(entry, variant?.title, base?.title),
    rarity: variant?.rarity ?? entry.rarity,
    attunement: variant?.attunement ?? entry.attunement,
    charges: variant?.charges ?? entry.charges,
    spells: variant?.spells ?? entry.spells ?? [],
  };
}

/**
 * The concrete item's name for an item source of the sheet's breakdowns (`item:<id>`, or
 * `item:<id>/<variant or ->/<base or ->` for a line with a choice; the part after `item:` will
 * do); the id itself when the item is not in the device's catalogue.
 */
export function itemSourceTitle(ref: string, lookup: ItemLookup): string {
  const { id, ...choice } = parseItemSource(ref);
  const entry = lookup(id);
  if (!entry) return id;
  return concreteOf(entry, choice, lookup).name;
}
