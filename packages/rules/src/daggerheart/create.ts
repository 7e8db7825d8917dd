import type { DhCatalogue, DhDomain, DhTrait } from './catalogue.ts';
import { DH_TRAITS } from './catalogue.ts';
import type { DhCharacter, DhExperience, DhInventoryLine } from './character.ts';
import { DH_BOUNDS, DH_CONSTANTS } from './character.ts';
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

const unknown = (id: string): DhProblem => ({ code: 'unknown-entry', params: { id } });

function isTraitSpread(traits: DhDraft['traits']): boolean {
  const values = DH_TRAITS.map((trait) => traits[trait]);
  if (values.every((value) => value === null)) return true;
  const sorted = [...values].sort((a, b) => (b ?? 0) - (a ?? 0));
  return (
    values.every((value) => value !== null) &&
    sorted.every((value, index) => value === DH_CONSTANTS.traitSpread[index])
  );
}

function spellcastOf(draft: DhDraft, catalogue: DhCatalogue): DhTrait | null {
  const classEntry = draft.class === null ? undefined : catalogue.classes.get(draft.class);
  const subclass = classEntry?.subclasses.find((entry) => entry.id === draft.subclass);
  return subclass?.spellcast_trait ?? null;
}

function weaponProblems(
  draft: DhDraft,
  catalogue: DhCatalogue,
  slot: 'primary' | 'secondary',
): DhProblem[] {
  const id = draft[slot];
  if (id === null) return slot === 'primary' ? [{ code: 'primary-required' }] : [];
  const weapon = catalogue.weapons.get(id);
  if (!weapon) return [unknown(id)];
  const problems: DhProblem[] = [];
  if (weapon.type !== slot) problems.push({ code: 'wrong-weapon-slot', params: { id, slot } });
  if (weapon.tier > 1) problems.push({ code: 'weapon-above-tier', params: { id } });
  if (weapon.magic && spellcastOf(draft, catalogue) === null) {
    problems.push({ code: 'magic-weapon-without-spellcast', params: { id } });
  }
  if (slot === 'secondary' && draft.primary !== null) {
    if (catalogue.weapons.get(draft.primary)?.burden === 2) {
      problems.push({ code: 'primary-two-handed' });
    }
  }
  return problems;
}

function cardProblems(draft: DhDraft, catalogue: DhCatalogue): DhProblem[] {
  const problems: DhProblem[] = [];
  if (draft.cards.length > DH_CONSTANTS.startingCards) {
    problems.push({ code: 'too-many-cards', params: { limit: DH_CONSTANTS.startingCards } });
  }
  if (new Set(draft.cards).size !== draft.cards.length) problems.push({ code: 'card-duplicate' });
  const domains: readonly DhDomain[] =
    draft.class === null ? [] : (catalogue.classes.get(draft.class)?.domains ?? []);
  for (const id of draft.cards) {
    const card = catalogue.cards.get(id);
    if (card?.type !== 'domain') problems.push(unknown(id));
    else if (card.level !== 1) problems.push({ code: 'card-level', params: { id } });
    else if (!domains.includes(card.domain)) problems.push({ code: 'card-domain', params: { id } });
  }
  return problems;
}

function ancestryProblems(draft: DhDraft, catalogue: DhCatalogue): DhProblem[] {
  const problems: DhProblem[] = [];
  // One ancestry, or a mixed pair: the first feature of one and the second of another.
  if (draft.ancestries.length > 2) problems.push({ code: 'too-many-ancestries' });
  if (draft.ancestries.length === 2 && draft.ancestries[0] === draft.ancestries[1]) {
    problems.push({ code: 'mixed-ancestry-same' });
  }
  for (const id of draft.ancestries) {
    if (catalogue.cards.get(id)?.type !== 'ancestry') problems.push(unknown(id));
  }
  return problems;
}

/**
 * What keeps a wizard step from being right (spec §5): the name and the primary weapon are
 * required; other steps may be skipped, but what is chosen must fit.
 *
 * @example dhStepProblems(emptyDhDraft(), catalogue, 'name') // [{ code: 'name-required' }]
 */
export function dhStepProblems(
  draft: DhDraft,
  catalogue: DhCatalogue,
  step: DhWizardStep,
): DhProblem[] {
  switch (step) {
    case 'class':
      return draft.class !== null && !catalogue.classes.has(draft.class)
        ? [unknown(draft.class)]
        : [];
    case 'subclass': {
      if (draft.subclass === null) return [];
      const classEntry = draft.class === null ? undefined : catalogue.classes.get(draft.class);
      return classEntry?.subclasses.some((entry) => entry.id === draft.subclass)
        ? []
        : [{ code: 'subclass-not-of-class', params: { id: draft.subclass } }];
    }
    case 'ancestry':
      return ancestryProblems(draft, catalogue);
    case 'community':
      return draft.community !== null && catalogue.cards.get(draft.community)?.type !== 'community'
        ? [unknown(draft.community)]
        : [];
    case 'traits':
      return isTraitSpread(draft.traits) ? [] : [{ code: 'traits-spread' }];
    case 'domains':
      return cardProblems(draft, catalogue);
    case 'armor': {
      if (draft.armor === null) return [];
      const armor = catalogue.armor.get(draft.armor);
      if (!armor) return [unknown(draft.armor)];
      return armor.tier > 1 ? [{ code: 'armor-above-tier', params: { id: armor.id } }] : [];
    }
    case 'primary':
    case 'secondary':
      return weaponProblems(draft, catalogue, step);
    case 'experiences': {
      const { min, max } = DH_BOUNDS.experienceMod;
      const problems: DhProblem[] = [];
      if (draft.experiences.length > DH_CONSTANTS.experienceSlots) {
        problems.push({ code: 'too-many-experiences' });
      }
      if (draft.experiences.some((experience) => experience.mod < min || experience.mod > max)) {
        problems.push({ code: 'experience-mod' });
      }
      return problems;
    }
    case 'name':
      return draft.name.trim() === '' ? [{ code: 'name-required' }] : [];
  }
}

/** Next (and Create) is allowed when this step and every one before it is right (spec §5). */
export function canAdvanceDh(draft: DhDraft, catalogue: DhCatalogue, step: DhWizardStep): boolean {
  const upTo = DH_WIZARD_STEPS.indexOf(step);
  return DH_WIZARD_STEPS.slice(0, upTo + 1).every(
    (earlier) => dhStepProblems(draft, catalogue, earlier).length === 0,
  );
}

/** SRD "Character Creation", step 6: what every new character carries. */
const STARTING_GEAR = [
  { id: 'torch', name: 'Torch' },
  { id: 'rope', name: '50 feet of rope' },
  { id: 'basic-supplies', name: 'Basic supplies' },
];

/** A handful of gold: one fist (SRD "Gold"). */
const STARTING_GOLD = DH_CONSTANTS.gold.fist;

/**
 * The new character from a finished draft: level 1, 2 Hope, the chosen cards all in the
 * loadout, the starting gear and a handful of gold, five experience slots.
 *
 * @example createDhCharacter(draft, catalogue, Date.now()).id // the timestamp as a string
 */
export function createDhCharacter(
  draft: DhDraft,
  _catalogue: DhCatalogue,
  now: number,
): DhCharacter {
  const experiences = Array.from(
    { length: DH_CONSTANTS.experienceSlots },
    (_, index) => draft.experiences[index] ?? { text: '', mod: 0 },
  ).map((experience) => ({ text: experience.text.trim(), mod: experience.mod }));
  const cards = [...new Set(draft.cards)].slice(0, DH_CONSTANTS.startingCards);
  const inventory: DhInventoryLine[] = STARTING_GEAR.map((line) => ({
    ...line,
    kind: 'custom',
    ref: null,
    quantity: 1,
  }));
  if (draft.classItem) {
    inventory.push({
      id: 'class-item',
      kind: 'custom',
      ref: null,
      name: draft.classItem,
      quantity: 1,
    });
  }
  const trait = (key: DhTrait) => draft.traits[key] ?? 0;
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
    traits: Object.fromEntries(DH_TRAITS.map((key) => [key, trait(key)])) as Record<
      DhTrait,
      number
    >,
    experiences,
    cards: { active: [...cards], all: cards },
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
    gold: STARTING_GOLD,
    inventory,
    levels: [],
    conditions: [],
    shortRestsInRow: 0,
    fate: 'alive',
    createdAt: now,
    updatedAt: now,
  };
}
