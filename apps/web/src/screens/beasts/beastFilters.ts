// Types only: the content package's runtime holds the catalogue compiler (Node only).
import type { Beast } from '@hearth/content';
import { challengeRatingText } from '@hearth/rules';

import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';

/** Every challenge rating (platform §9: 0 to 30 with 1/8, 1/4 and 1/2). */
export const CHALLENGE_RATINGS: readonly number[] = [
  0,
  0.125,
  0.25,
  0.5,
  ...Array.from({ length: 30 }, (_, index) => index + 1),
];

/** Sizes 0 Tiny … 5 Gargantuan (platform §9's size filter). */
export const SIZES = [0, 1, 2, 3, 4, 5] as const;
export const SENSES = ['blindsight', 'darkvision'] as const;
export const SPEEDS = ['fly', 'swim', 'climb', 'burrow'] as const;

export type Sense = (typeof SENSES)[number];
export type SpeedMode = (typeof SPEEDS)[number];

/** What the bestiary filter panel holds; empty lists and null mean "any". */
export interface BeastFilterState {
  /** The lowest and highest challenge rating shown. */
  crMin: number | null;
  crMax: number | null;
  /** Any of the sizes picked. */
  sizes: number[];
  /** Any of the creature types picked. */
  types: string[];
  /** Every sense picked (a form that sees in the dark and by blindsight). */
  senses: Sense[];
  /** Every speed picked (a form that both swims and climbs). */
  speeds: SpeedMode[];
  /** For a druid: only the forms it may take as a Wild Shape now. */
  wildShapeOnly: boolean;
}

export const NO_BEAST_FILTERS: BeastFilterState = {
  crMin: null,
  crMax: null,
  sizes: [],
  types: [],
  senses: [],
  speeds: [],
  wildShapeOnly: false,
};

/** How many filters are on (the badge on the Filters button). */
export function activeBeastFilterCount(state: BeastFilterState): number {
  return (
    (state.crMin === null ? 0 : 1) +
    (state.crMax === null ? 0 : 1) +
    state.sizes.length +
    state.types.length +
    state.senses.length +
    state.speeds.length +
    (state.wildShapeOnly ? 1 : 0)
  );
}

export type BeastEntry = Pick<Beast, 'id' | 'title' | 'type' | 'size' | 'cr' | 'speed' | 'senses'>;

/**
 * The beasts matching the search (by name, folded) and every filter, by challenge rating then
 * title. `canTake` says whether a druid may take a beast as a Wild Shape now.
 */
export function filterBeasts<B extends BeastEntry>(
  beasts: readonly B[],
  state: BeastFilterState,
  query: string,
  canTake?: (beast: B) => boolean,
): B[] {
  const needle = searchNeedle(query);
  return beasts
    .filter(
      (beast) =>
        titleMatches(beast, needle) &&
        (state.crMin === null || beast.cr >= state.crMin) &&
        (state.crMax === null || beast.cr <= state.crMax) &&
        (state.sizes.length === 0 || state.sizes.includes(beast.size)) &&
        (state.types.length === 0 || state.types.includes(beast.type)) &&
        state.senses.every((sense) => (beast.senses[sense] ?? 0) > 0) &&
        state.speeds.every((mode) => (beast.speed[mode] ?? 0) > 0) &&
        (!state.wildShapeOnly || !canTake || canTake(beast)),
    )
    .sort((a, b) => a.cr - b.cr || a.title.localeCompare(b.title));
}

export interface CrGroup<B> {
  cr: number;
  /** As stat blocks write it: 1/8, 1/4, 1/2, 1… */
  label: string;
  beasts: B[];
}

/** Beasts grouped by challenge rating (platform §9), lowest first; the input's order within. */
export function groupByChallenge<B extends Pick<Beast, 'cr'>>(beasts: readonly B[]): CrGroup<B>[] {
  const groups = new Map<number, B[]>();
  for (const beast of beasts) groups.set(beast.cr, [...(groups.get(beast.cr) ?? []), beast]);
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([cr, list]) => ({ cr, label: challengeRatingText(cr), beasts: list }));
}

/** The creature types worth offering as chips: those some beast has. */
export function typeOptions(beasts: readonly Pick<Beast, 'type'>[]): string[] {
  return [...new Set(beasts.map((beast) => beast.type))].sort();
}
