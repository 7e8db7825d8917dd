import type { DhCatalogue, DhTrait } from './catalogue.ts';
import type { DhCharacter, DhExperience } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import type { DhProblem } from './sheet.ts';

/** The wizard's steps in the spec's order (§2). */
export const DH_WIZARD_STEPS = [
  'class',
  'subclass',
  'ancestry',
  'community',
  'traits',
  'domains',
  'armor',
  'primary',
  'secondary',
  'experiences',
  'name',
] as const;
export type DhWizardStep = (typeof DH_WIZARD_STEPS)[number];

export interface DhDraft {
  class: string | null;
  subclass: string | null;
  ancestries: string[];
  community: string | null;
  traits: Record<DhTrait, number | null>;
  cards: string[];
  armor: string | null;
  primary: string | null;
  secondary: string | null;
  experiences: DhExperience[];
  name: string;
  avatar: string | null;
  classItem: string | null;
}

export function emptyDhDraft(): DhDraft {
  const [agl, str, fns, ins, pre, knw] = DH_CONSTANTS.traitSpread;
  return {
    class: null,
    subclass: null,
    ancestries: [],
    community: null,
    traits: { AGL: agl, STR: str, FNS: fns, INS: ins, PRE: pre, KNW: knw },
    cards: [],
    armor: null,
    primary: null,
    secondary: null,
    experiences: [
      { text: '', mod: DH_CONSTANTS.startingExperienceMod },
      { text: '', mod: DH_CONSTANTS.startingExperienceMod },
    ],
    name: '',
    avatar: null,
    classItem: null,
  };
}

export function dhStepProblems(
  draft: DhDraft,
  _catalogue: DhCatalogue,
  step: DhWizardStep,
): DhProblem[] {
  if (step === 'name' && draft.name.trim() === '') return [{ code: 'name-required' }];
  if (step === 'primary' && draft.primary === null) return [{ code: 'primary-required' }];
  return [];
}

export function canAdvanceDh(draft: DhDraft, catalogue: DhCatalogue, step: DhWizardStep): boolean {
  const upTo = DH_WIZARD_STEPS.indexOf(step);
  return DH_WIZARD_STEPS.slice(0, upTo + 1).every(
    (earlier) => dhStepProblems(draft, catalogue, earlier).length === 0,
  );
}

export function createDhCharacter(
  draft: DhDraft,
  _catalogue: DhCatalogue,
  now: number,
): DhCharacter {
  const experiences = Array.from(
    { length: DH_CONSTANTS.experienceSlots },
    (_, index) => draft.experiences[index] ?? { text: '', mod: 0 },
  );
  return {
    id: String(now),
    schema: 1,
    name: draft.name.trim(),
    avatar: draft.avatar,
    class: draft.class ?? '',
    subclass: draft.subclass ?? '',
    ancestries: [...draft.ancestries],
    community: draft.community,
    level: 1,
    traits: {
      AGL: draft.traits.AGL ?? 0,
      STR: draft.traits.STR ?? 0,
      FNS: draft.traits.FNS ?? 0,
      INS: draft.traits.INS ?? 0,
      PRE: draft.traits.PRE ?? 0,
      KNW: draft.traits.KNW ?? 0,
    },
    experiences,
    cards: { active: draft.cards.slice(0, DH_CONSTANTS.startingCards), all: [...draft.cards] },
    hpFilled: 0,
    stressFilled: 0,
    armorFilled: 0,
    hopeFilled: DH_CONSTANTS.startingHope,
    hopeBlocked: 0,
    scars: 0,
    mods: { hp: 0, stress: 0, evasion: 0, armor: 0, treshold1: 0, treshold2: 0 },
    equippedArmor: draft.armor,
    equippedPrimaryWeapon: draft.primary,
    equippedSecondaryWeapon: draft.secondary,
    gold: 10,
    inventory: [],
    levels: [],
    conditions: [],
    shortRestsInRow: 0,
    fate: 'alive',
    createdAt: now,
    updatedAt: now,
  };
}
