import type { Character, SpellStatus } from './character.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';

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
}

/**
 * Whether a status flag may be switched on for a spell (spec §4): Book for wizards' levelled
 * spells not yet prepared; Pact with Pact of the Tome for cantrips and level-1 rituals not
 * already at will, prepared or in the pact book, within the quota. Turning a flag off is always
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

/**
 * Spell counts (spec §5): prepared spells and cantrips match their allowances, a wizard's book
 * holds its minimum, the pact book holds exactly its 3 cantrips and 2 rituals.
 */
export function validateSpellCounts(
  character: Character,
  context: StatusContext & {
    preparedAllowance: number;
    cantripAllowance: number;
    wizardLevel: number;
  },
): Problem[] {
  const problems: Problem[] = [];
  let prepared = 0;
  let cantrips = 0;
  // A wizard's prepared levelled spells are in the book too (Book marks the unprepared ones).
  let book = 0;
  for (const [id, status] of Object.entries(character.spells)) {
    const level = context.spells.get(id)?.level;
    if (level === undefined || status.mechanic || status.pact || status.atwill) continue;
    if (status.prepared && level === 0) cantrips += 1;
    if (status.prepared && level > 0) prepared += 1;
    if (status.book) book += 1;
  }
  if (prepared !== context.preparedAllowance) {
    problems.push(
      problem('spells', 'spells.prepared', {
        chosen: prepared,
        allowed: context.preparedAllowance,
      }),
    );
  }
  if (cantrips !== context.cantripAllowance) {
    problems.push(
      problem('spells', 'spells.cantrips', { chosen: cantrips, allowed: context.cantripAllowance }),
    );
  }
  const minimum = spellbookMinimum(context.wizardLevel);
  if (context.wizard && book + prepared < minimum) {
    problems.push(problem('spells', 'spells.spellbook', { chosen: book + prepared, minimum }));
  }
  if (context.pactOfTheTome) {
    const taken = pactCounts(character, context.spells);
    if (taken.cantrips !== PACT_CANTRIPS || taken.rituals !== PACT_RITUALS) {
      problems.push(
        problem('spells', 'spells.pact', { cantrips: taken.cantrips, rituals: taken.rituals }),
      );
    }
  }
  return problems;
}
