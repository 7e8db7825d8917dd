import type { Character, SpellStatus } from './character.ts';
import type { Problem } from './problems.ts';
import { warning } from './problems.ts';

/** What the status rules need to know of a spell. */
export interface SpellFacts {
  id: string;
  level: number;
  ritual: boolean;
}

/** Pact of the Tome's book: exactly 3 cantrips and 2 level-1 rituals (spec §5). */
export const PACT_CANTRIPS = 3;
export const PACT_RITUALS = 2;

/** Wizard's spellbook minimum: 6 plus 2 per Wizard level beyond the first (spec §5). */
export function spellbookMinimum(wizardLevel: number): number {
  return wizardLevel < 1 ? 0 : 6 + 2 * (wizardLevel - 1);
}

/** How many of the pact book's cantrips and rituals are taken. */
export function pactCounts(character: Character, spells: ReadonlyMap<string, SpellFacts>) {
  let cantrips = 0;
  let rituals = 0;
  for (const [id, status] of Object.entries(character.spells)) {
    if (!status.pact) continue;
    const level = spells.get(id)?.level;
    if (level === 0) cantrips += 1;
    else if (level === 1) rituals += 1;
  }
  return { cantrips, rituals };
}

export interface StatusContext {
  wizard: boolean;
  pactOfTheTome: boolean;
  /** Every spell the character may hold, to count the pact book's quota. */
  spells: ReadonlyMap<string, SpellFacts>;
  /** The spells features give the character (the sheet's `grantedSpells`): already theirs. */
  granted?: ReadonlySet<string>;
}

/**
 * Whether a status flag may be switched on for a spell (spec §4): Book for wizards' levelled
 * spells not yet prepared; Pact with Pact of the Tome for cantrips and level-1 rituals not
 * already at will, prepared, given by a feature or in the pact book, within the quota. Turning a flag off is always
 * allowed; Prepared and Extra are plain toggles (allowances are checked by the spell counts).
 */
export function canSetStatus(
  character: Character,
  spell: SpellFacts,
  flag: 'prepared' | 'book' | 'pact' | 'extra',
  context: StatusContext,
): boolean {
  const status: SpellStatus = character.spells[spell.id] ?? {};
  if (status[flag]) return true;
  if (flag === 'book') return context.wizard && spell.level >= 1 && !status.prepared;
  if (flag === 'pact') {
    if (!context.pactOfTheTome || status.atwill || status.prepared) return false;
    // A spell a feature gives is the character's already; a pact book place would be wasted.
    if (status.mechanic || context.granted?.has(spell.id)) return false;
    const taken = pactCounts(character, context.spells);
    if (spell.level === 0) return taken.cantrips < PACT_CANTRIPS;
    return spell.level === 1 && spell.ritual && taken.rituals < PACT_RITUALS;
  }
  return true;
}

/** Switches a flag when the rules allow it; the character is unchanged otherwise. */
export function setSpellStatus(
  character: Character,
  spell: SpellFacts,
  flag: 'prepared' | 'book' | 'pact' | 'extra',
  value: boolean,
  context: StatusContext,
): Character {
  if (value && !canSetStatus(character, spell, flag, context)) return character;
  const status = { ...(character.spells[spell.id] ?? {}), [flag]: value };
  return { ...character, spells: { ...character.spells, [spell.id]: status } };
}

/** What one casting class allows (from its table row at the character's level). */
export interface SpellAllowance {
  classId: string;
  prepared: number;
  cantrips: number;
  /** Wizards: the fewest spells the spellbook may hold. */
  spellbookMinimum?: number;
}

/** How many spells count against one casting class. */
export interface ClassSpellCount {
  prepared: number;
  cantrips: number;
  /** A wizard's spellbook: its unprepared Book spells plus its prepared levelled spells. */
  book: number;
}

/**
 * The spells counting against each casting class: a spell counts for the class it names
 * (`class`), else for the first casting class. Spells a feature grants, pact-book, at-will and
 * extra spells count against none.
 */
export function classSpellCounts(
  character: Character,
  spells: ReadonlyMap<string, SpellFacts>,
  classIds: readonly string[],
): Map<string, ClassSpellCount> {
  const counts = new Map(classIds.map((id) => [id, { prepared: 0, cantrips: 0, book: 0 }]));
  const fallback = classIds[0];
  for (const [id, status] of Object.entries(character.spells)) {
    const level = spells.get(id)?.level;
    if (level === undefined || status.mechanic || status.pact || status.atwill || status.extra)
      continue;
    const owner = counts.get(status.class ?? '') ?? counts.get(fallback ?? '');
    if (!owner) continue;
    if (status.prepared && level === 0) owner.cantrips += 1;
    if (status.prepared && level > 0) owner.prepared += 1;
    // A wizard's prepared levelled spells are in the book too (Book marks the unprepared ones).
    if ((status.book || status.prepared) && level > 0) owner.book += 1;
  }
  return counts;
}

/**
 * Spell counts (spec §5): each casting class's prepared spells and cantrips match its
 * allowance, a wizard's book holds its minimum, the pact book holds exactly its 3 cantrips and
 * 2 rituals. Spells a feature grants, pact-book, at-will and extra spells count against none of
 * these. A spell counts for the class it names (`class`), else for the first casting class.
 * Until the counts match these are warnings: the player has spells to choose.
 */
export function validateSpellCounts(
  character: Character,
  context: {
    spells: ReadonlyMap<string, SpellFacts>;
    pactOfTheTome: boolean;
    classes: readonly SpellAllowance[];
  },
): Problem[] {
  const problems: Problem[] = [];
  const counts = classSpellCounts(
    character,
    context.spells,
    context.classes.map((cls) => cls.classId),
  );
  for (const allowance of context.classes) {
    const count = counts.get(allowance.classId)!;
    const path = `spells.${allowance.classId}`;
    if (count.prepared !== allowance.prepared) {
      problems.push(
        warning(path, 'spells.prepared', { chosen: count.prepared, allowed: allowance.prepared }),
      );
    }
    if (count.cantrips !== allowance.cantrips) {
      problems.push(
        warning(path, 'spells.cantrips', { chosen: count.cantrips, allowed: allowance.cantrips }),
      );
    }
    const minimum = allowance.spellbookMinimum;
    if (minimum !== undefined && count.book < minimum) {
      problems.push(warning(path, 'spells.spellbook', { chosen: count.book, minimum }));
    }
  }
  if (context.pactOfTheTome) {
    const taken = pactCounts(character, context.spells);
    if (taken.cantrips !== PACT_CANTRIPS || taken.rituals !== PACT_RITUALS) {
      problems.push(
        warning('spells.pact', 'spells.pact', { cantrips: taken.cantrips, rituals: taken.rituals }),
      );
    }
  }
  return problems;
}
