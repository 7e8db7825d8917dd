import type {
  ChargesRules,
  ItemRules,
  ItemSpellRules,
  ItemVariantRules,
  MagicItemChoice,
} from '@hearth/rules';
import { chosenVariant, magicItemName } from '@hearth/rules';

/** A catalogue item by id, as the screens look them up (undefined when not on the device). */
export type ItemLookup = (id: string) => ItemRules | undefined;

/** What adding an item has to ask: which variant, which base weapon or armor. */
export function choiceNeeded(item: Pick<ItemRules, 'variants' | 'base_item'>): {
  variant: boolean;
  base: boolean;
} {
  return { variant: (item.variants?.length ?? 0) > 0, base: item.base_item !== undefined };
}

/**
 * One inventory line's concrete item as the screens describe it: the entry with the line's
 * variant and base, named as the SRD names it (`+1 Longsword`). What the variant gives replaces
 * the entry's; a choice that names nothing known falls back to the entry's own.
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
  const base = entry.base_item && choice?.base ? lookup(choice.base) : undefined;
  return {
    entry,
    variant,
    base,
    name: magicItemName(entry, variant?.title, base?.title),
    rarity: variant?.rarity ?? entry.rarity,
    attunement: variant?.attunement ?? entry.attunement,
    charges: variant?.charges ?? entry.charges,
    spells: variant?.spells ?? entry.spells ?? [],
  };
}

/**
 * What a breakdown's item source names: `item:<id>` or, for a line with a choice,
 * `item:<id>/<variant or ->/<base or ->` (the rules engine's format).
 */
export function parseItemSource(ref: string): { id: string; choice: MagicItemChoice } {
  const [id = '', variant, base] = ref.split('/');
  const part = (value: string | undefined) => (value && value !== '-' ? value : undefined);
  return { id, choice: { variant: part(variant), base: part(base) } };
}

/**
 * The concrete item's name for the part of a breakdown source after `item:`; the id itself
 * when the item is not in the device's catalogue.
 */
export function itemSourceTitle(ref: string, lookup: ItemLookup): string {
  const { id, choice } = parseItemSource(ref);
  const entry = lookup(id);
  if (!entry) return id;
  return concreteOf(entry, choice, lookup).name;
}
