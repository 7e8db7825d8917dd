import type { Breakdown, Term } from './breakdown.ts';
import { sumOf } from './breakdown.ts';
import type { ProficiencyLevel } from './skills.ts';
import type { Ability } from './tables.ts';

/**
 * Saving throws and skills in a Wild Shape form (SRD 5.2): the character keeps its own
 * proficiencies with its own Proficiency Bonus, now over the form's Strength, Dexterity and
 * Constitution, gains the beast's proficiencies, and uses the stat block's modifier where that
 * is higher.
 */

/** The term label of a number taken from the beast's stat block. */
export const STAT_BLOCK = 'stat-block';

/** A saving throw or skill in a form, with both numbers the rule compares. */
export interface ShapedCheck {
  /** The modifier in effect. */
  mod: Breakdown;
  /** Where the modifier in effect comes from: the character's own or the stat block's. */
  from: 'character' | typeof STAT_BLOCK;
  /** The character's own modifier with the form's scores (what `mod` is when it is higher). */
  own: Breakdown;
  /** The stat block's modifier, when the stat block has one. */
  statBlock?: number;
  /** The proficiency level in `own`: the character's, or 1 when gained from the beast. */
  proficiency: ProficiencyLevel;
}

/** What one check of the derived sheet becomes in a form. */
export interface CheckInForm {
  /** The character's own modifier as the sheet derived it. */
  breakdown: Breakdown;
  ability: Ability;
  /** The modifier of the ability in the form, and `beast:<id>` when the form gives it. */
  abilityMod: number;
  abilitySource?: string;
  /** The character's own proficiency level in it. */
  proficiency: ProficiencyLevel;
  proficiencyBonus: number;
  /** The stat block's modifier, when it lists one; `beastProficient` when that is a
   * proficiency of the beast (which the character gains). */
  statBlock?: number;
  beastProficient: boolean;
  /** `beast:<id>`: the source of the terms the form gives. */
  beastSource: string;
}

/** Terms that make the modifier a stat block states; other terms (bonuses, exhaustion) add to
 * either side alike, so the two are compared without them. */
const isModifierTerm = (term: Term) =>
  term.label.startsWith('ability.') ||
  term.label === 'proficiency' ||
  term.label === 'expertise' ||
  term.label === 'half-proficiency';

const total = (terms: readonly Term[]) => terms.reduce((sum, term) => sum + term.value, 0);

const withNotes = (breakdown: Breakdown, from: Breakdown): Breakdown =>
  from.disadvantage ? { ...breakdown, disadvantage: [...from.disadvantage] } : breakdown;

/**
 * A breakdown with its ability term (`ability.dex`) set to another modifier, every other term
 * kept: the character's initiative, save or skill over the form's score.
 */
export function withAbilityTerm(
  breakdown: Breakdown,
  ability: Ability,
  mod: number,
  source?: string,
): Breakdown {
  const label = `ability.${ability}`;
  const term: Term = source ? { label, value: mod, source } : { label, value: mod };
  const found = breakdown.terms.some((existing) => existing.label === label);
  const terms = found
    ? breakdown.terms.map((existing) => (existing.label === label ? term : existing))
    : [term, ...breakdown.terms];
  return withNotes(sumOf(terms), breakdown);
}

/**
 * A saving throw or skill in the form. Own modifier: the form's physical ability (or the
 * character's mental one), the character's proficiency, or the beast's gained with the
 * character's Proficiency Bonus (which replaces half proficiency), and the character's bonuses.
 * When the stat block's modifier is higher than the own one, it replaces the own ability and
 * proficiency terms; bonuses and exhaustion still apply. A tie keeps the character's own.
 *
 * @example shapedCheck(druidPerception, wolf) // +5 from the stat block when the druid has +3
 */
export function shapedCheck(input: CheckInForm): ShapedCheck {
  const rebased = withAbilityTerm(
    input.breakdown,
    input.ability,
    input.abilityMod,
    input.abilitySource,
  );
  const gains = input.proficiency === 0 && input.beastProficient;
  let terms = rebased.terms;
  if (gains) {
    const gained: Term = {
      label: 'proficiency',
      value: input.proficiencyBonus,
      source: input.beastSource,
    };
    const kept = terms.filter((term) => term.label !== 'half-proficiency');
    const at = kept.findIndex((term) => term.label === `ability.${input.ability}`) + 1;
    terms = [...kept.slice(0, at), gained, ...kept.slice(at)];
  }
  const own = withNotes(sumOf(terms), input.breakdown);
  const proficiency: ProficiencyLevel = gains ? 1 : input.proficiency;
  const statBlock = input.statBlock;
  const base = { own, proficiency, ...(statBlock !== undefined ? { statBlock } : {}) };
  if (statBlock === undefined || statBlock <= total(terms.filter(isModifierTerm))) {
    return { mod: own, from: 'character', ...base };
  }
  const mod = sumOf([
    { label: STAT_BLOCK, value: statBlock, source: input.beastSource },
    ...terms.filter((term) => !isModifierTerm(term)),
  ]);
  return { mod: withNotes(mod, input.breakdown), from: STAT_BLOCK, ...base };
}
