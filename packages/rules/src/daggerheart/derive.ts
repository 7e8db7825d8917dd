import type { Breakdown, Term } from '../dnd5e/breakdown.ts';
import { adjusted, sumOf } from '../dnd5e/breakdown.ts';
import {
  DH_ACHIEVEMENT_LEVELS,
  levelsTaking,
  multiclassOf,
  takenAdvancements,
  traitRaises,
} from './advancements.ts';
import type { DhCatalogue, DhDomain, DhModifierTarget, DhTrait } from './catalogue.ts';
import { DH_TRAITS } from './catalogue.ts';
import type { DhCharacter } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import { equipmentOf, weaponLine } from './derive-equipment.ts';
import type { DhFeatureSource, DhModifierContext } from './features.ts';
import { featureSources, modifierTerms, resolveCharacter } from './features.ts';
import type { DhSheet, DhSheetFeature, DhTraitLine } from './sheet.ts';
import { dhTierOf } from './tier.ts';

export { dhTierOf } from './tier.ts';

function advancementTerms(levels: readonly number[], value = 1): Term[] {
  return levels.map((level) => ({ label: 'advancement', value, source: `level-up:${level}` }));
}

function modTerm(value: number): Term[] {
  return value === 0 ? [] : [{ label: 'mod', value, source: 'mod' }];
}

function proficiencyOf(character: DhCharacter, sources: readonly DhFeatureSource[]): Breakdown {
  const achievements = DH_ACHIEVEMENT_LEVELS.filter((level) => level <= character.level);
  // A proficiency modifier worth "the Proficiency" would read itself: it counts as nothing.
  const context = { proficiency: 0, level: character.level, tier: dhTierOf(character.level) };
  return sumOf([
    { label: 'base', value: 1 },
    ...achievements.map((level) => ({
      label: 'tier-achievement',
      value: 1,
      source: `tier-achievement:${level}`,
    })),
    ...advancementTerms(levelsTaking(character, 'proficiency')),
    ...modifierTerms(sources, ['proficiency'], context),
  ]);
}

function traitsOf(
  character: DhCharacter,
  sources: readonly DhFeatureSource[],
  context: DhModifierContext,
): Record<DhTrait, DhTraitLine> {
  const raises = traitRaises(character);
  const tier = dhTierOf(character.level);
  const line = (trait: DhTrait): DhTraitLine => {
    const own = raises.filter((raise) => raise.trait === trait);
    return {
      value: sumOf([
        { label: 'base', value: character.traits[trait] ?? 0 },
        ...advancementTerms(own.map((raise) => raise.level)),
        ...modifierTerms(sources, [trait, 'traits'], context),
      ]),
      // Marks clear with the tier achievements of levels 5 and 8 (SRD "Leveling Up").
      marked: own.some((raise) => dhTierOf(raise.level) === tier),
    };
  };
  return Object.fromEntries(DH_TRAITS.map((trait) => [trait, line(trait)])) as Record<
    DhTrait,
    DhTraitLine
  >;
}

function atLeast(breakdown: Breakdown, floor: number): Breakdown {
  return breakdown.value < floor ? adjusted(breakdown, floor, 'floor') : breakdown;
}

/**
 * The second system's sheet, every number with the terms that make it (SRD 1.0 and spec
 * character §9). Never throws: ids the catalogue lacks come back as `unknown-entry` problems.
 *
 * @example deriveDhSheet(guardianInGambeson, catalogue).evasion.value // 10 = 9 class + 1 Flexible
 */
export function deriveDhSheet(character: DhCharacter, catalogue: DhCatalogue): DhSheet {
  const level = character.level;
  const tier = dhTierOf(level);
  const resolved = resolveCharacter(character, catalogue);
  const equipment = equipmentOf(character, catalogue, tier);
  const sources = featureSources(character, resolved, equipment);
  const proficiency = proficiencyOf(character, sources);
  const context: DhModifierContext = { proficiency: proficiency.value, level, tier };
  const modifiers = (...targets: DhModifierTarget[]) => modifierTerms(sources, targets, context);
  const { classEntry, subclass, multiclass } = resolved;

  const traits = traitsOf(character, sources, context);
  const evasion = sumOf([
    ...(classEntry
      ? [{ label: 'class', value: classEntry.evasion, source: `class:${classEntry.id}` }]
      : []),
    ...advancementTerms(levelsTaking(character, 'evasion')),
    ...modifiers('evasion'),
    ...modTerm(character.mods.evasion),
  ]);

  const armor = equipment.armor;
  const rawArmorScore = sumOf([
    ...(armor ? [{ label: 'armor', value: armor.score, source: `armor:${armor.id}` }] : []),
    ...modifiers('armor-score'),
    ...modTerm(character.mods.armor),
  ]);
  const armorScore = atLeast(
    rawArmorScore.value > DH_CONSTANTS.maxArmorScore
      ? adjusted(rawArmorScore, DH_CONSTANTS.maxArmorScore, 'cap')
      : rawArmorScore,
    0,
  );

  // Without armor the base thresholds are the level and twice the level (SRD "Armor").
  const levelTerm: Term = { label: 'level', value: level, source: 'level' };
  const thresholds = {
    major: sumOf([
      ...(armor
        ? [{ label: 'armor', value: armor.thresholds[0], source: `armor:${armor.id}` }]
        : []),
      levelTerm,
      ...modifiers('thresholds', 'major-threshold'),
      ...modTerm(character.mods.treshold1),
    ]),
    severe: sumOf([
      armor
        ? { label: 'armor', value: armor.thresholds[1], source: `armor:${armor.id}` }
        : { label: 'unarmored', value: level, source: 'level' },
      levelTerm,
      ...modifiers('thresholds', 'severe-threshold'),
      ...modTerm(character.mods.treshold2),
    ]),
  };

  const hpMax = atLeast(
    sumOf([
      ...(classEntry
        ? [{ label: 'class', value: classEntry.hp, source: `class:${classEntry.id}` }]
        : []),
      ...advancementTerms(levelsTaking(character, 'hp')),
      ...modifiers('hp'),
      ...modTerm(character.mods.hp),
    ]),
    0,
  );
  const stressMax = atLeast(
    sumOf([
      { label: 'base', value: DH_CONSTANTS.baseStress },
      ...advancementTerms(levelsTaking(character, 'stress')),
      ...modifiers('stress'),
      ...modTerm(character.mods.stress),
    ]),
    0,
  );
  const armorSlotsMax = armorScore.value;
  const hpFilled = clampCount(character.hpFilled, hpMax.value);
  const stressFilled = clampCount(character.stressFilled, stressMax.value);

  const hopeMax = Math.max(0, DH_CONSTANTS.maxHope - character.scars);
  const hopeBlocked = clampCount(character.hopeBlocked, hopeMax);
  const hopeAvailable = hopeMax - hopeBlocked;

  const multiclassTaken = multiclassOf(character);
  const domains: DhDomain[] = [...(classEntry?.domains ?? [])];
  if (multiclassTaken && !domains.includes(multiclassTaken.domain)) {
    domains.push(multiclassTaken.domain);
  }

  const weaponContext = { proficiency, traits, sources, context };
  const features: DhSheetFeature[] = sources.flatMap((source) =>
    source.features.map((feature) => ({
      kind: source.kind,
      source: source.source,
      ...(source.step ? { step: source.step } : {}),
      ...(feature.title === undefined ? {} : { title: feature.title }),
      description: feature.description,
    })),
  );

  const gold = Math.max(0, character.gold);
  return {
    level,
    tier,
    proficiency,
    traits,
    evasion,
    armorScore,
    thresholds,
    hp: { max: hpMax, filled: hpFilled },
    stress: { max: stressMax, filled: stressFilled },
    armorSlots: { max: armorSlotsMax, filled: clampCount(character.armorFilled, armorSlotsMax) },
    hope: {
      max: hopeMax,
      blocked: hopeBlocked,
      filled: clampCount(character.hopeFilled, hopeAvailable),
      available: hopeAvailable,
    },
    experiences: experiencesOf(character),
    spellcastTrait: subclass?.spellcast_trait ?? multiclass?.subclass?.spellcast_trait ?? null,
    domains,
    cards: {
      active: resolved.activeCards,
      vault: resolved.vaultCards,
      limit: DH_CONSTANTS.loadoutLimit,
    },
    weapons: {
      primary: equipment.primary ? weaponLine(equipment.primary, 'primary', weaponContext) : null,
      secondary: equipment.secondary
        ? weaponLine(equipment.secondary, 'secondary', weaponContext)
        : null,
    },
    armor,
    features,
    gold: {
      chests: Math.floor(gold / DH_CONSTANTS.gold.chest),
      pouches: Math.floor((gold % DH_CONSTANTS.gold.chest) / DH_CONSTANTS.gold.pouch),
      fists: Math.floor((gold % DH_CONSTANTS.gold.pouch) / DH_CONSTANTS.gold.fist),
      coins: gold % DH_CONSTANTS.gold.fist,
    },
    mustRestLong: character.shortRestsInRow >= 3,
    deathMoveDue: hpMax.value > 0 && hpFilled >= hpMax.value && character.fate === 'alive',
    vulnerable: stressMax.value > 0 && stressFilled >= stressMax.value,
    problems: [
      ...resolved.problems,
      ...equipment.problems,
      ...(resolved.activeCards.length > DH_CONSTANTS.loadoutLimit
        ? [
            {
              code: 'too-many-active-cards',
              params: { count: resolved.activeCards.length, limit: DH_CONSTANTS.loadoutLimit },
            },
          ]
        : []),
      ...(equipmentNeedsSpellcast(equipment) &&
      !(subclass?.spellcast_trait ?? multiclass?.subclass?.spellcast_trait)
        ? [{ code: 'magic-weapon-without-spellcast' }]
        : []),
    ],
  };
}

function equipmentNeedsSpellcast(equipment: ReturnType<typeof equipmentOf>): boolean {
  return Boolean(equipment.primary?.magic || equipment.secondary?.magic);
}

function clampCount(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

/** The five slots; each experience advancement naming a slot adds +1 to it. */
function experiencesOf(character: DhCharacter): DhSheet['experiences'] {
  const raises = takenAdvancements(character).flatMap(({ level, advancement }) =>
    advancement.kind === 'experiences'
      ? advancement.experiences.map((slot) => ({ slot, level }))
      : [],
  );
  return Array.from({ length: DH_CONSTANTS.experienceSlots }, (_, slot) => {
    const experience = character.experiences[slot] ?? { text: '', mod: 0 };
    return {
      text: experience.text,
      value: sumOf([
        { label: 'mod', value: experience.mod, source: 'mod' },
        ...advancementTerms(
          raises.filter((raise) => raise.slot === slot).map((raise) => raise.level),
        ),
      ]),
    };
  });
}
