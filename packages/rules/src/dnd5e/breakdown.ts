/**
 * Every derived number carries the terms that make it, each with where it comes from, so the
 * sheet can explain any number on a tap (`AC 16 = 10 base + 2 DEX + 2 shield + 1 ring + 1 ac_mod`)
 * and tests can assert why a number is what it is.
 */
export interface Term {
  /** What the term is, as a key the sheet translates: `base`, `ability.dex`, `proficiency`… */
  label: string;
  value: number;
  /** Where it comes from when that is an entry: `item:shield`, `feature:barbarian-unarmored-defense`. */
  source?: string;
}

/**
 * Why a d20 test is rolled with disadvantage (untrained armor, armor that hampers Stealth):
 * a reason key the sheet translates and the entry it comes from.
 */
export interface RollNote {
  reason: string;
  source?: string;
}

export interface Breakdown {
  value: number;
  terms: Term[];
  /** For d20 tests: what gives the roll disadvantage, when anything does. */
  disadvantage?: RollNote[];
}

/** A number made of terms that add up; zero-valued terms are kept only when they explain. */
export function sumOf(terms: readonly Term[]): Breakdown {
  return { value: terms.reduce((sum, term) => sum + term.value, 0), terms: [...terms] };
}

/**
 * A breakdown whose value is then changed by a rule that is not a sum (a cap, a floor):
 * the rule becomes one more term making up the difference.
 */
export function adjusted(breakdown: Breakdown, value: number, label: string): Breakdown {
  if (value === breakdown.value) return breakdown;
  return { value, terms: [...breakdown.terms, { label, value: value - breakdown.value }] };
}
