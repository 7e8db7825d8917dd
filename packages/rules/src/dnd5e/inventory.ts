/**
 * Inventories and how items are shown (spec platform §3, character §9): which inventories the
 * character carries, coin values and weights for display.
 */

/**
 * Inventories whose items are on the character: they weigh on it and their worn and attuned
 * items work. A mount's saddlebags, a cart or a stash at the inn do neither.
 */
const CARRIED_TYPES: ReadonlySet<string> = new Set(['body', 'backpack', 'other']);

export function isCarriedInventory(type: string): boolean {
  return CARRIED_TYPES.has(type);
}

export type CoinUnit = 'cp' | 'sp' | 'gp';

/**
 * A value in gold pieces as the sheet shows it: under 1 gp in silver or copper pieces (spec
 * §9), the smallest coin that says it whole; otherwise gold, to two decimals.
 *
 * @example coinValue(0.2) // { amount: 2, unit: 'sp' }
 * @example coinValue(0.05) // { amount: 5, unit: 'cp' }
 */
export function coinValue(gp: number): { amount: number; unit: CoinUnit } {
  const value = Math.max(0, gp);
  if (value >= 1 || value === 0) return { amount: roundTo2(value), unit: 'gp' };
  const cp = Math.round(value * 100);
  if (cp % 10 === 0) return { amount: cp / 10, unit: 'sp' };
  return { amount: cp, unit: 'cp' };
}

/** Pounds as shown: rounded to 2 decimals (spec §9). */
export function roundWeight(pounds: number): number {
  return roundTo2(pounds);
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The five coins of SRD 5.2, from the smallest up. */
export const PURSE_COINS = ['cp', 'sp', 'ep', 'gp', 'pp'] as const;
export type PurseCoin = (typeof PURSE_COINS)[number];

/** What one coin is worth in copper pieces (SRD 5.2: 1 pp = 10 gp = 20 ep = 100 sp = 1000 cp). */
export const COIN_IN_COPPER: Readonly<Record<PurseCoin, number>> = {
  cp: 1,
  sp: 10,
  ep: 50,
  gp: 100,
  pp: 1000,
};

/** SRD 5.2: fifty coins of any kind weigh a pound. */
export const COINS_PER_POUND = 50;

/** How many of each coin. */
export type Purse = Readonly<Record<PurseCoin, number>>;

export const EMPTY_PURSE: Purse = { cp: 0, sp: 0, ep: 0, gp: 0, pp: 0 };

/**
 * Which coin a catalogue item is, read from its type and worth (a coin item worth 0.1 gp is the
 * silver piece), so the purse needs no list of item ids; undefined for anything else.
 *
 * @example coinOf({ type: 'coin', value: 0.5 }) // 'ep'
 */
export function coinOf(item: { type: string; value: number } | undefined): PurseCoin | undefined {
  if (item?.type !== 'coin') return undefined;
  const copper = Math.round(item.value * 100);
  return PURSE_COINS.find((coin) => COIN_IN_COPPER[coin] === copper);
}

/**
 * What the purse is worth in gold pieces, counted in copper so no fraction is lost
 * (3 sp and 7 cp are 0.37 gp, not 0.37000000000000005).
 *
 * @example purseValue({ cp: 7, sp: 3, ep: 1, gp: 15, pp: 2 }) // 35.87
 */
export function purseValue(purse: Purse): number {
  const copper = PURSE_COINS.reduce(
    (sum, coin) => sum + Math.max(0, purse[coin]) * COIN_IN_COPPER[coin],
    0,
  );
  return copper / 100;
}

/** How many coins the purse holds, of every kind together. */
export function coinCount(purse: Purse): number {
  return PURSE_COINS.reduce((sum, coin) => sum + Math.max(0, purse[coin]), 0);
}

/**
 * What the coins weigh (SRD 5.2: 50 coins of any kind weigh 1 lb), to 2 decimals.
 *
 * @example purseWeight({ cp: 0, sp: 0, ep: 0, gp: 105, pp: 0 }) // 2.1
 */
export function purseWeight(purse: Purse): number {
  return roundTo2(coinCount(purse) / COINS_PER_POUND);
}

/** The catalogue's coin items by coin (what a new stack of coppers is made of). */
export function coinItemIds(
  items: Iterable<{ id: string; type: string; value: number }>,
): Partial<Record<PurseCoin, string>> {
  const ids: Partial<Record<PurseCoin, string>> = {};
  for (const item of items) {
    const coin = coinOf(item);
    if (coin && !ids[coin]) ids[coin] = item.id;
  }
  return ids;
}

/** A stack of an item as kept in an inventory, as far as the purse reads it. */
export interface CoinStackSource {
  id: string;
  item_id: string | null;
  quantity: number;
  container_id: string | null;
}

/** The purse of one inventory: its loose coins by kind, and the stacks they are kept in. */
export interface PurseView {
  coins: Purse;
  /** Each coin's stacks, oldest first; a coin without stacks has an empty list. */
  stacks: Readonly<Record<PurseCoin, readonly { id: string; quantity: number }[]>>;
}

/**
 * The coins lying loose in an inventory (not in a pouch or chest: those are listed with their
 * container), summed by kind. `itemOf` reads an item's catalogue entry.
 */
export function purseOf(
  items: readonly CoinStackSource[],
  itemOf: (itemId: string) => { type: string; value: number } | undefined,
): PurseView {
  const stacks: Record<PurseCoin, { id: string; quantity: number }[]> = {
    cp: [],
    sp: [],
    ep: [],
    gp: [],
    pp: [],
  };
  for (const item of items) {
    if (item.container_id !== null || item.item_id === null) continue;
    const coin = coinOf(itemOf(item.item_id));
    if (coin) stacks[coin].push({ id: item.id, quantity: Math.max(0, item.quantity) });
  }
  const coins = Object.fromEntries(
    PURSE_COINS.map((coin) => [coin, stacks[coin].reduce((sum, stack) => sum + stack.quantity, 0)]),
  ) as Record<PurseCoin, number>;
  return { coins, stacks };
}

/** How the stacks of one coin change so the purse holds `target` of it. */
export interface CoinCountChange {
  /** New quantities of existing stacks. */
  updates: { id: string; quantity: number }[];
  /** Coins to add as a new stack (there was none to add them to). */
  add: number;
}

/**
 * Sets how many of a coin the purse holds: more coins join the first stack (or make a new one),
 * fewer are taken from the newest stacks first, none going below 0.
 *
 * @example coinCountChange([{ id: 'a', quantity: 10 }, { id: 'b', quantity: 5 }], 8)
 * // { updates: [{ id: 'b', quantity: 0 }, { id: 'a', quantity: 8 }], add: 0 }
 */
export function coinCountChange(
  stacks: readonly { id: string; quantity: number }[],
  target: number,
): CoinCountChange {
  const wanted = Math.max(0, Math.trunc(target));
  const held = stacks.reduce((sum, stack) => sum + Math.max(0, stack.quantity), 0);
  if (wanted === held) return { updates: [], add: 0 };
  const [first] = stacks;
  if (wanted > held) {
    return first
      ? { updates: [{ id: first.id, quantity: first.quantity + wanted - held }], add: 0 }
      : { updates: [], add: wanted - held };
  }
  let excess = held - wanted;
  const updates: { id: string; quantity: number }[] = [];
  for (const stack of [...stacks].reverse()) {
    if (excess === 0) break;
    const taken = Math.min(Math.max(0, stack.quantity), excess);
    if (taken === 0) continue;
    updates.push({ id: stack.id, quantity: stack.quantity - taken });
    excess -= taken;
  }
  return { updates, add: 0 };
}
