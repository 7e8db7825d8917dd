import type { ItemRules } from './catalogue.ts';

/**
 * Why an item cannot go into a container: it is no container, a vessel for liquids (a flask,
 * a waterskin), or made for particular items only (a quiver for arrows).
 */
export type ContainerRefusal = 'not-a-container' | 'liquids-only' | 'made-for-others';

/**
 * Whether a container takes items at all: vessels for liquids hold what no inventory lists.
 */
export function takesItems(container: Pick<ItemRules, 'container'> | undefined): boolean {
  return container?.container !== undefined && container.container.liquids_only !== true;
}

/**
 * Why `container` refuses the item `heldItemId` names (its catalogue id, or for a custom
 * item the catalogue item it is based on, null when none), or undefined when it fits.
 */
export function containerRefusal(
  container: Pick<ItemRules, 'container'> | undefined,
  heldItemId: string | null,
): ContainerRefusal | undefined {
  const rules = container?.container;
  if (!rules) return 'not-a-container';
  if (rules.liquids_only) return 'liquids-only';
  if (rules.holds && (heldItemId === null || !rules.holds.includes(heldItemId))) {
    return 'made-for-others';
  }
  return undefined;
}

/** So many of a catalogue item, as a preset lists it. */
export interface PresetLine {
  readonly item_id: string;
  readonly quantity: number;
}

/** A preset's lines sorted for adding: what goes into its pack's container, what stays loose. */
export interface PackedLines {
  /** The container the pack comes in (a Backpack; a Diplomat's Pack's Chest); absent when none. */
  container?: string;
  /** What goes inside that container. */
  inside: PresetLine[];
  /** Everything else, the container itself included, in the preset's order. */
  loose: PresetLine[];
}

type ContainerLookup = (itemId: string) => Pick<ItemRules, 'container'> | undefined;

/**
 * The container a pack's items come in: its one container that takes anything, such as a
 * Backpack or a Chest (a Map or Scroll Case is made for other things, a Waterskin for liquids).
 */
export function packContainer(
  lines: readonly PresetLine[],
  itemOf: ContainerLookup,
): string | undefined {
  const general = lines.filter((line) => {
    const rules = itemOf(line.item_id);
    return takesItems(rules) && !rules?.container?.holds;
  });
  return general.length === 1 && general[0]!.quantity === 1 ? general[0]!.item_id : undefined;
}

const totals = (lines: readonly PresetLine[]) => {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.item_id, (sums.get(line.item_id) ?? 0) + line.quantity);
  return sums;
};

/**
 * Sorts a preset's lines so that a pack's contents go into the container it comes with (SRD 5.2:
 * an Explorer's Pack is a Backpack holding a Bedroll, Rations, Torches…). `packs` are the
 * catalogue's equipment packs; the preset holds one when it has every item of it in at least the
 * pack's quantity: a pack itself, or class starting equipment with its pack unpacked (a
 * Fighter's Chain Mail and Greatsword stay loose beside the Backpack). The largest pack held
 * wins; with none, every line stays loose.
 *
 * @example
 * packLines(explorersPack.items, [explorersPack], itemOf)
 * // { container: 'backpack', inside: [bedroll ×1, oil ×2, …], loose: [backpack ×1] }
 */
export function packLines(
  lines: readonly PresetLine[],
  packs: readonly { readonly items: readonly PresetLine[] }[],
  itemOf: ContainerLookup,
): PackedLines {
  const held = totals(lines);
  let chosen: { container: string; items: readonly PresetLine[]; size: number } | undefined;
  for (const pack of packs) {
    const container = packContainer(pack.items, itemOf);
    if (!container) continue;
    const needs = totals(pack.items);
    const whole = [...needs].every(([itemId, quantity]) => (held.get(itemId) ?? 0) >= quantity);
    const size = [...needs.values()].reduce((sum, quantity) => sum + quantity, 0);
    if (whole && (!chosen || size > chosen.size)) chosen = { container, items: pack.items, size };
  }
  if (!chosen) return { inside: [], loose: lines.map((line) => ({ ...line })) };
  const container = chosen.container;
  const inside = [...totals(chosen.items)]
    .filter(([itemId]) => itemId !== container)
    .map(([item_id, quantity]) => ({ item_id, quantity }));
  const left = new Map(inside.map((line) => [line.item_id, line.quantity]));
  const loose: PresetLine[] = [];
  for (const line of lines) {
    const taken = Math.min(line.quantity, left.get(line.item_id) ?? 0);
    left.set(line.item_id, (left.get(line.item_id) ?? 0) - taken);
    if (line.quantity - taken > 0)
      loose.push({ item_id: line.item_id, quantity: line.quantity - taken });
  }
  return { container, inside, loose };
}
