import type { SpellFilters } from '@hearth/rules';

/** Spell schools (spec §9: 8). */
export const SCHOOLS = [
  'abjuration',
  'conjuration',
  'divination',
  'enchantment',
  'evocation',
  'illusion',
  'necromancy',
  'transmutation',
] as const;

/** Casting times as the spec's action types (action, bonus, reaction, time): "time" is every
 * casting time of a minute or more. */
export const CASTING_GROUPS = {
  action: ['action'],
  bonus: ['bonus'],
  reaction: ['reaction'],
  time: ['minute', '10-minutes', 'hour', '8-hours', '12-hours', '24-hours'],
} as const;
export type CastingGroup = keyof typeof CASTING_GROUPS;
export const CASTING_GROUP_IDS = Object.keys(CASTING_GROUPS) as CastingGroup[];

/** Range types (spec §9): self, touch, ranged. */
export const RANGE_KINDS = ['self', 'touch', 'ranged'] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

export const COMPONENTS = ['V', 'S', 'M'] as const;
export type Component = (typeof COMPONENTS)[number];

/** What the filter panel holds; empty lists and null mean "any". */
export interface FilterState {
  levels: number[];
  schools: string[];
  ritual: boolean | null;
  concentration: boolean | null;
  castingTimes: CastingGroup[];
  ranges: RangeKind[];
  components: Component[];
  classes: string[];
  /** Browse every class's spells instead of the casting class's list. */
  allClasses: boolean;
}

export const NO_FILTERS: FilterState = {
  levels: [],
  schools: [],
  ritual: null,
  concentration: null,
  castingTimes: [],
  ranges: [],
  components: [],
  classes: [],
  allClasses: false,
};

/** How many filters are on (the badge on the Filters button). */
export function activeFilterCount(state: FilterState): number {
  return (
    state.levels.length +
    state.schools.length +
    (state.ritual === null ? 0 : 1) +
    (state.concentration === null ? 0 : 1) +
    state.castingTimes.length +
    state.ranges.length +
    state.components.length +
    state.classes.length +
    (state.allClasses ? 1 : 0)
  );
}

/** The rules' filters for the panel's state and the (settled) search text. */
export function toSpellFilters(state: FilterState, query: string): SpellFilters {
  return {
    ...(query.trim() ? { query } : {}),
    levels: state.levels,
    schools: state.schools,
    ...(state.ritual === null ? {} : { ritual: state.ritual }),
    ...(state.concentration === null ? {} : { concentration: state.concentration }),
    castingTimes: state.castingTimes.flatMap((group) => CASTING_GROUPS[group]),
    ranges: state.ranges,
    components: state.components,
    classes: state.classes,
  };
}
