import type { SpellRules } from './catalogue.ts';

/** What the spells page filters by (spec: level, school, ritual, concentration, casting time,
 * range, components, class) and the search text. Empty lists mean "any". */
export interface SpellFilters {
  query?: string;
  levels?: readonly number[];
  schools?: readonly string[];
  ritual?: boolean;
  concentration?: boolean;
  castingTimes?: readonly string[];
  /** Range kinds: self, touch, ranged (spec §9), or the catalogue's own (sight, unlimited…). */
  ranges?: readonly string[];
  /** Components the spell must have: V, S, M. */
  components?: readonly ('V' | 'S' | 'M')[];
  classes?: readonly string[];
}

/** Folds case and accents, so "misil" finds "Misil" and "cafe" finds "Café". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function rangeKind(spell: SpellRules): string | undefined {
  const type = spell.range?.type;
  return type === 'miles' ? 'ranged' : type;
}

function hasComponent(spell: SpellRules, component: 'V' | 'S' | 'M'): boolean {
  const components = spell.components;
  if (!components) return false;
  if (component === 'V') return components.verbal;
  if (component === 'S') return components.somatic;
  return components.material !== null;
}

/** Whether a spell passes every filter set. */
export function spellPassesFilters(
  spell: SpellRules,
  filters: SpellFilters,
  folded?: string,
): boolean {
  if (filters.levels?.length && !filters.levels.includes(spell.level)) return false;
  if (filters.schools?.length && !filters.schools.includes(spell.school)) return false;
  if (filters.ritual !== undefined && spell.ritual !== filters.ritual) return false;
  if (filters.concentration !== undefined && spell.concentration !== filters.concentration)
    return false;
  if (
    filters.castingTimes?.length &&
    !filters.castingTimes.some(
      (time) => spell.casting_time === time || spell.alternative_casting_time === time,
    )
  ) {
    return false;
  }
  if (filters.ranges?.length && !filters.ranges.includes(rangeKind(spell) ?? '')) return false;
  if (filters.components?.length && !filters.components.every((c) => hasComponent(spell, c))) {
    return false;
  }
  if (filters.classes?.length && !filters.classes.some((cls) => spell.classes.includes(cls))) {
    return false;
  }
  if (filters.query) {
    const query = foldText(filters.query.trim());
    if (query && !(folded ?? foldText(spell.title)).includes(query)) return false;
  }
  return true;
}

/** A spell list prepared for fast filtering: titles folded once. */
export interface SpellIndex {
  spells: readonly SpellRules[];
  folded: readonly string[];
}

export function indexSpells(spells: Iterable<SpellRules>): SpellIndex {
  const list = [...spells].sort((a, b) => a.level - b.level || a.title.localeCompare(b.title));
  return { spells: list, folded: list.map((spell) => foldText(spell.title)) };
}

/**
 * The spells passing the filters, by level then title.
 *
 * @example filterSpells(index, { levels: [1], schools: ['evocation'], query: 'missile' })
 */
export function filterSpells(index: SpellIndex, filters: SpellFilters): SpellRules[] {
  const found: SpellRules[] = [];
  for (let at = 0; at < index.spells.length; at += 1) {
    const spell = index.spells[at]!;
    if (spellPassesFilters(spell, filters, index.folded[at])) found.push(spell);
  }
  return found;
}
