import { sumOf } from '../dnd5e/breakdown.ts';
import type { DhCatalogue } from './catalogue.ts';
import { DH_TRAITS } from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import type { DhSheet, DhTraitLine } from './sheet.ts';

/**
 * The tier of a level (SRD "Leveling Up"): 1 at level 1, 2 at 2–4, 3 at 5–7, 4 at 8–10.
 *
 * @example dhTierOf(5) // 3
 */
export function dhTierOf(level: number): 1 | 2 | 3 | 4 {
  if (level >= 8) return 4;
  if (level >= 5) return 3;
  if (level >= 2) return 2;
  return 1;
}

/** First version: the shapes only. */
export function deriveDhSheet(character: DhCharacter, _catalogue: DhCatalogue): DhSheet {
  const traits = Object.fromEntries(
    DH_TRAITS.map((trait) => [
      trait,
      { value: sumOf([{ label: 'base', value: character.traits[trait] }]), marked: false },
    ]),
  ) as DhSheet['traits'] satisfies Record<string, DhTraitLine>;
  const hopeMax = DH_CONSTANTS.maxHope - character.scars;
  const available = hopeMax - character.hopeBlocked;
  return {
    level: character.level,
    tier: dhTierOf(character.level),
    proficiency: sumOf([{ label: 'base', value: 1 }]),
    traits,
    evasion: sumOf([]),
    armorScore: sumOf([]),
    thresholds: { major: sumOf([]), severe: sumOf([]) },
    hp: { max: sumOf([]), filled: character.hpFilled },
    stress: { max: sumOf([{ label: 'base', value: DH_CONSTANTS.baseStress }]), filled: 0 },
    armorSlots: { max: 0, filled: 0 },
    hope: {
      max: hopeMax,
      blocked: character.hopeBlocked,
      filled: Math.min(character.hopeFilled, available),
      available,
    },
    experiences: character.experiences.map((experience) => ({
      text: experience.text,
      value: sumOf([{ label: 'mod', value: experience.mod }]),
    })),
    spellcastTrait: null,
    domains: [],
    cards: { active: [], vault: [], limit: DH_CONSTANTS.loadoutLimit },
    weapons: { primary: null, secondary: null },
    armor: null,
    features: [],
    gold: { chests: 0, pouches: 0, fists: 0, coins: 0 },
    mustRestLong: character.shortRestsInRow >= 3,
    deathMoveDue: false,
    vulnerable: false,
    problems: [],
  };
}
