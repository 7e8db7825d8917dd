import type { ItemRules, ItemVariantRules, RulesCatalogue } from './catalogue.ts';
import type { MagicItemChoice } from './magic-items.ts';
import { chosenVariant, fitsBaseItem, magicItemName } from './magic-items.ts';
import type { Problem } from './problems.ts';
import { warning } from './problems.ts';

/**
 * The concrete item an inventory line holds: a catalogue entry with the variant and base item
 * the line chose (`item_data.variant`, `item_data.base`) laid over it. A +1 longsword is the
 * `magic-weapon` entry with the `plus-1` variant over the `longsword`: the longsword's weapon
 * stats, properties, mastery and weight, the entry's value plus the longsword's, the variant's
 * rarity and mechanics added to the entry's.
 */
export interface ConcreteItem {
  /** The item as every rule reads it (attacks, AC, weight, attunement, training). */
  rules: ItemRules;
  /** The catalogue entry. */
  entry: ItemRules;
  /** The variant applied (a known one), if any. */
  variant?: ItemVariantRules;
  /** The base item applied (a known one that fits), if any. */
  base?: ItemRules;
  /**
   * Where its effects come from in the sheet's breakdowns: `item:<id>`, or for a line whose
   * variant or base applied `item:<id>/<variant id or ->/<base id or ->` (see {@link itemSource}).
   */
  source: string;
  /** A variant or base the line names that could not be applied (it is ignored). */
  ignored: { variant?: string; base?: string };
}

/**
 * The breakdown source of an item's effects (`Term.source`, `GrantSource`): `item:<catalogue
 * id>` for a plain item; for a line whose chosen variant or base applies,
 * `item:<catalogue id>/<variant id or ->/<base id or ->` — `item:magic-weapon/plus-1/longsword`,
 * `item:belt-of-giant-strength/hill/-`. {@link parseItemSource} reads it back; the app names it
 * with `magicItemName`.
 */
export function itemSource(entryId: string, variantId?: string, baseId?: string): string {
  if (variantId === undefined && baseId === undefined) return `item:${entryId}`;
  return `item:${entryId}/${variantId ?? '-'}/${baseId ?? '-'}`;
}

/**
 * The catalogue id, variant and base an item source names (the part after `item:`, or the
 * whole `item:…` source). Catalogue ids never contain `/`, so a plain id reads as itself.
 *
 * @example parseItemSource('item:magic-weapon/plus-1/longsword') // { id: 'magic-weapon', variant: 'plus-1', base: 'longsword' }
 */
export function parseItemSource(source: string): { id: string; variant?: string; base?: string } {
  const bare = source.startsWith('item:') ? source.slice('item:'.length) : source;
  const [id = '', variant, base] = bare.split('/');
  return {
    id,
    ...(variant && variant !== '-' ? { variant } : {}),
    ...(base && base !== '-' ? { base } : {}),
  };
}

function build(
  entry: ItemRules,
  choice: MagicItemChoice | null | undefined,
  catalogue: RulesCatalogue,
): ConcreteItem {
  const ignored: ConcreteItem['ignored'] = {};
  const variant = chosenVariant(entry, choice);
  if (choice?.variant && !variant) ignored.variant = choice.variant;
  let base: ItemRules | undefined;
  if (choice?.base) {
    const candidate = catalogue.items.get(choice.base);
    if (entry.base_item && candidate && fitsBaseItem(entry.base_item, candidate)) base = candidate;
    else ignored.base = choice.base;
  }
  const source = itemSource(entry.id, variant?.id, base?.id);
  if (!variant && !base) return { rules: entry, entry, source, ignored };
  const mechanics = [...(entry.mechanics ?? []), ...(variant?.mechanics ?? [])];
  const rules: ItemRules = {
    ...entry,
    // The pattern names the base (`{variant} {base}`): without one, the entry's title says more.
    title:
      entry.base_item && !base
        ? magicItemName({ title: entry.title }, variant?.title)
        : magicItemName(entry, variant?.title, base?.title),
    value: (variant?.value ?? entry.value) + (base?.value ?? 0),
    weight: variant?.weight ?? base?.weight ?? entry.weight,
    ...(base
      ? {
          properties: base.properties,
          ...(base.subtype !== undefined ? { subtype: base.subtype } : {}),
          ...(base.mastery !== undefined ? { mastery: base.mastery } : {}),
          ...(base.weapon ? { weapon: base.weapon } : {}),
          ...(base.armor ? { armor: base.armor } : {}),
          made_from: base.id,
        }
      : {}),
    ...(variant?.rarity !== undefined ? { rarity: variant.rarity } : {}),
    ...(variant?.attunement !== undefined ? { attunement: variant.attunement } : {}),
    ...(variant?.charges ? { charges: variant.charges } : {}),
    ...(variant?.spells ? { spells: variant.spells } : {}),
    ...(mechanics.length > 0 ? { mechanics } : {}),
  };
  return {
    rules,
    entry,
    ...(variant ? { variant } : {}),
    ...(base ? { base } : {}),
    source,
    ignored,
  };
}

// Per catalogue (its maps are built once per version), per entry, per choice: the sheet derives
// on every change, and a concrete item is the same object each time.
const cache = new WeakMap<RulesCatalogue, WeakMap<ItemRules, Map<string, ConcreteItem>>>();

/**
 * The concrete item of a line holding `entry` with `choice`, cached per (entry, variant, base).
 * A variant the entry does not have, and a base that is unknown or does not fit its
 * `base_item`, are left out (`ignored`; {@link concreteItemProblems} words them): the line
 * then reads as the entry alone on that side. A line without a variant on an entry with
 * variants (lines stored before variants existed) is the entry itself.
 */
export function resolveConcreteItem(
  entry: ItemRules,
  choice: MagicItemChoice | null | undefined,
  catalogue: RulesCatalogue,
): ConcreteItem {
  const key = `${choice?.variant ?? ''}/${choice?.base ?? ''}`;
  let byEntry = cache.get(catalogue);
  if (!byEntry) {
    byEntry = new WeakMap();
    cache.set(catalogue, byEntry);
  }
  let byChoice = byEntry.get(entry);
  if (!byChoice) {
    byChoice = new Map();
    byEntry.set(entry, byChoice);
  }
  let found = byChoice.get(key);
  if (!found) {
    found = build(entry, choice, catalogue);
    byChoice.set(key, found);
  }
  return found;
}

/**
 * Warnings for what a line chose that does not apply: a variant the item does not have, a base
 * that is unknown or that the item cannot be made from. The line keeps working without it.
 *
 * @param path Where the warnings point: `items.<inventory item id>`.
 */
export function concreteItemProblems(concrete: ConcreteItem, path: string): Problem[] {
  const problems: Problem[] = [];
  const { variant, base } = concrete.ignored;
  if (variant !== undefined) {
    problems.push(warning(path, 'item.variant-unknown', { item: concrete.entry.title, variant }));
  }
  if (base !== undefined) {
    problems.push(warning(path, 'item.base-unfit', { item: concrete.entry.title, base }));
  }
  return problems;
}

/** The concrete item's rules (see {@link resolveConcreteItem}). */
export function concreteItem(
  entry: ItemRules,
  choice: MagicItemChoice | null | undefined,
  catalogue: RulesCatalogue,
): ItemRules {
  return resolveConcreteItem(entry, choice, catalogue).rules;
}
