import type { CharacterBeast, CharacterBeastType } from '@hearth/contract';

/** What a beast is to a character, in the order the list shows the groups (contract's order). */
export const BEAST_TYPES: readonly CharacterBeastType[] = [
  'wildshape',
  'companion',
  'familiar',
  'summon',
  'mount',
];

export type BeastChange = Partial<Pick<CharacterBeast, 'active' | 'pin' | 'notes'>>;

/**
 * A change applied to the list as the server will apply it (platform §4): activating a beast
 * deactivates the others of its type, so at most one per type is active.
 */
export function withBeastChange(
  list: readonly CharacterBeast[],
  id: string,
  change: BeastChange,
): CharacterBeast[] {
  const changed = list.find((beast) => beast.id === id);
  if (!changed) return [...list];
  return list.map((beast) => {
    if (beast.id === id) return { ...beast, ...change };
    if (change.active === true && beast.type === changed.type && beast.active) {
      return { ...beast, active: false };
    }
    return beast;
  });
}

/** Pinned first, then by sort order; the server's order (oldest first) breaks ties. */
export function inListOrder(list: readonly CharacterBeast[]): CharacterBeast[] {
  return list
    .map((beast, index) => ({ beast, index }))
    .sort(
      (a, b) =>
        Number(b.beast.pin) - Number(a.beast.pin) ||
        a.beast.sort_order - b.beast.sort_order ||
        a.index - b.index,
    )
    .map(({ beast }) => beast);
}

export interface BeastGroup {
  type: string;
  beasts: CharacterBeast[];
}

/**
 * The character's beasts by type, in the types' order (a type unknown here comes last), each
 * group pinned first.
 */
export function groupByType(list: readonly CharacterBeast[]): BeastGroup[] {
  const rank = (type: string) => {
    const index = BEAST_TYPES.indexOf(type as CharacterBeastType);
    return index === -1 ? BEAST_TYPES.length : index;
  };
  const types = [...new Set(list.map((beast) => beast.type))].sort((a, b) => rank(a) - rank(b));
  return types.map((type) => ({
    type,
    beasts: inListOrder(list.filter((beast) => beast.type === type)),
  }));
}
