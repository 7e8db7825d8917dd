import type { Breakdown } from './breakdown.ts';
import type { Character } from './character.ts';
import { CHARACTER_FIELDS } from './character.ts';
import { conditionsInEffect, exhaustionLevel } from './conditions.ts';
import { deathSaveState } from './death-saves.ts';
import type { DerivedCharacter } from './derive.ts';
import {
  conditionProblems,
  deathSaveProblems,
  hitPointProblems,
  spellSlotProblems,
} from './sheet-problems.ts';

/** The sheet's hit points: the stored state against the derived maximum. */
export function hitPointView(
  character: Pick<Character, 'hp'>,
  max: Breakdown,
  recommended: number,
): DerivedCharacter['hp'] {
  return {
    current: character.hp.current,
    max,
    temp: character.hp.temp,
    // SRD 5.2: half the hit points or fewer (see isBloodied).
    bloodied: character.hp.current <= max.value / 2,
    recommended,
    differsFromRecommended: recommended !== character.hp.max,
  };
}

/** The sheet's death saves: shown at 0 hit points. */
export function deathSaveView(
  character: Pick<Character, 'hp' | 'saving_death'>,
): DerivedCharacter['deathSaves'] {
  return {
    ...character.saving_death,
    state: deathSaveState(character.saving_death),
    shown: character.hp.current === 0,
  };
}

/** What a player changes at the table, turn after turn. */
const LIVE_FIELDS = new Set<keyof Character>(['hp', 'saving_death', 'conditions', 'spell_slots']);

/** Whether the live fields break a rule (then the sheet's problems depend on them). */
function hasLiveProblems(character: Character, sheet: DerivedCharacter): boolean {
  return (
    hitPointProblems(character.hp, sheet.hp.max.value).length > 0 ||
    deathSaveProblems(character.saving_death).length > 0 ||
    conditionProblems(character.conditions).length > 0 ||
    spellSlotProblems(character.spell_slots, sheet.spellSlots, sheet.pactSlots).length > 0
  );
}

/**
 * The sheet after a change of only what a player changes turn after turn at the table — current
 * and temporary hit points, death saves, conditions, used spell slots — made from the sheet
 * before it instead of a whole `deriveCharacter`: on a sheet, nothing else reads them. `previous`
 * must be the sheet of `before` over the same catalogue and items. Undefined when the change
 * touched any other field (fields are compared by identity, as transitions keep what they leave
 * alone), the hit point maximum or the exhaustion level (which every d20 test reads), or when
 * either state breaks a rule (the sheet's problems would change): derive in full then. Tests
 * compare it with `deriveCharacter` over generated characters and changes.
 */
export function rederiveLiveState(
  previous: DerivedCharacter,
  before: Character,
  after: Character,
): DerivedCharacter | undefined {
  for (const field of CHARACTER_FIELDS) {
    if (!LIVE_FIELDS.has(field) && before[field] !== after[field]) return undefined;
  }
  if (before.hp.max !== after.hp.max || before.hp.max_mod !== after.hp.max_mod) return undefined;
  if (exhaustionLevel(before) !== exhaustionLevel(after)) return undefined;
  if (hasLiveProblems(before, previous) || hasLiveProblems(after, previous)) return undefined;
  return {
    ...previous,
    hp: hitPointView(after, previous.hp.max, previous.hp.recommended),
    deathSaves: deathSaveView(after),
    conditions:
      before.conditions === after.conditions
        ? previous.conditions
        : conditionsInEffect(after.conditions),
  };
}
