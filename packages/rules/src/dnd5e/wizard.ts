import type { AbilityMethod, Scores } from './ability-methods.ts';
import {
  ABILITY_METHODS,
  STARTING_SCORES,
  validateAbilityMethod,
  validateBackgroundBonus,
} from './ability-methods.ts';
import { countIncreases } from './ability-scores.ts';
import type { BackgroundRules, ClassRules, RulesCatalogue } from './catalogue.ts';
import type { Character, HitPoints } from './character.ts';
import { validateChoice, validateLanguages } from './choices.ts';
import { deriveCharacter } from './derive.ts';
import { firstLevelHitPoints } from './level-hit-points.ts';
import {
  backgroundBonusKey,
  backgroundToolKey,
  classSkillsKey,
  classToolsKey,
  LANGUAGES_OPTION,
  speciesSizeKey,
} from './paths.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import { SKILL_IDS } from './skills.ts';
import type { Ability } from './tables.ts';
import { ABILITIES, STANDARD_ARRAY } from './tables.ts';

/** The creation wizard's steps, in order (spec §2). */
export const WIZARD_STEPS = [
  'class',
  'background',
  'equipment',
  'species',
  'languages',
  'abilities',
  'hp',
  'name',
  'finish',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What the wizard has gathered so far: the creation form of spec §7 plus the method. */
export interface CreationDraft {
  name: string;
  specie: string | null;
  background: string | null;
  /** One class at level 1. */
  classes: { id: string; level: number }[];
  /** Scores as the ability method produced them (before the background's increase). */
  attributes: Scores;
  abilityMethod: AbilityMethod;
  /** Languages (`lang`), class skills and tools, background increase and tool, species size. */
  options: Record<string, string[]>;
  hp: HitPoints;
  /** Starting equipment: one option of the class and one of the background. */
  presets: string[];
}

function toolsOfKind(catalogue: RulesCatalogue, kind: string): string[] {
  return [...catalogue.items.values()]
    .filter((item) => item.type === 'tool' && item.subtype === kind)
    .map((item) => item.id);
}

function classStep(draft: CreationDraft, catalogue: RulesCatalogue): Problem[] {
  const id = draft.classes[0]?.id;
  const cls = id ? catalogue.classes.get(id) : undefined;
  if (!cls || draft.classes.length !== 1) return [problem('classes', 'wizard.class')];
  const { skills, tool_choice: tools } = cls.proficiencies;
  const problems = validateChoice(
    classSkillsKey(cls.id),
    draft.options[classSkillsKey(cls.id)] ?? [],
    skills.count,
    skills.from === 'ALL' ? SKILL_IDS : skills.from,
  );
  if (tools) {
    const offered = Array.isArray(tools.from)
      ? tools.from
      : toolsOfKind(catalogue, tools.from as string);
    problems.push(
      ...validateChoice(
        classToolsKey(cls.id),
        draft.options[classToolsKey(cls.id)] ?? [],
        tools.count,
        offered,
      ),
    );
  }
  return problems;
}

function backgroundStep(draft: CreationDraft, catalogue: RulesCatalogue): Problem[] {
  const background = draft.background ? catalogue.backgrounds.get(draft.background) : undefined;
  if (!background) return [problem('background', 'wizard.background')];
  const key = backgroundBonusKey(background.id);
  const chosen = draft.options[key] ?? [];
  const problems = validateBackgroundBonus(
    draft.attributes,
    countIncreases(chosen),
    background.abilities,
  );
  if (chosen.some((id) => !(ABILITIES as readonly string[]).includes(id))) {
    problems.push(problem(key, 'choice.not-offered'));
  }
  if (typeof background.tool !== 'string') {
    const toolKey = backgroundToolKey(background.id);
    problems.push(
      ...validateChoice(
        toolKey,
        draft.options[toolKey] ?? [],
        1,
        toolsOfKind(catalogue, background.tool.choose),
      ),
    );
  }
  return problems;
}

function equipmentStep(draft: CreationDraft, catalogue: RulesCatalogue): Problem[] {
  const problems: Problem[] = [];
  const chosen = draft.presets.map((id) => catalogue.presets.get(id));
  if (chosen.some((preset) => !preset)) problems.push(problem('presets', 'choice.not-offered'));
  const offered = [...catalogue.presets.values()];
  const needsOne = (path: string, field: 'class_id' | 'background_id', id: string | undefined) => {
    if (!id || !offered.some((preset) => preset[field] === id)) return;
    const picked = chosen.filter((preset) => preset?.[field] !== undefined);
    if (picked.length !== 1 || picked[0]?.[field] !== id)
      problems.push(problem(path, 'wizard.equipment'));
  };
  needsOne('presets.class', 'class_id', draft.classes[0]?.id);
  needsOne('presets.background', 'background_id', draft.background ?? undefined);
  return problems;
}

function speciesStep(draft: CreationDraft, catalogue: RulesCatalogue): Problem[] {
  const species = draft.specie ? catalogue.species.get(draft.specie) : undefined;
  if (!species) return [problem('specie', 'wizard.species')];
  if (species.sizes.length < 2) return [];
  const key = speciesSizeKey(species.id);
  return validateChoice(key, draft.options[key] ?? [], 1, species.sizes.map(String));
}

/**
 * What is wrong with one step of the wizard (spec §5 wizard step validity): a class, a
 * background and a species chosen with their own choices made; one starting-equipment option of
 * each; Common plus at most two languages; scores valid for the method; a maximum HP of at
 * least 1; a name.
 */
export function wizardStepProblems(
  step: WizardStep,
  draft: CreationDraft,
  catalogue: RulesCatalogue,
): Problem[] {
  switch (step) {
    case 'class':
      return classStep(draft, catalogue);
    case 'background':
      return backgroundStep(draft, catalogue);
    case 'equipment':
      return equipmentStep(draft, catalogue);
    case 'species':
      return speciesStep(draft, catalogue);
    case 'languages':
      return validateLanguages(draft.options[LANGUAGES_OPTION] ?? []);
    case 'abilities':
      return validateAbilityMethod(draft.abilityMethod, draft.attributes);
    case 'hp':
      return Number.isInteger(draft.hp.max) && draft.hp.max >= 1
        ? []
        : [problem('hp.max', 'number.range', { min: 1 })];
    case 'name':
      return draft.name.trim() === '' ? [problem('name', 'wizard.name')] : [];
    case 'finish':
      return [];
  }
}

/** Next (and Create, on the last step) is enabled only when every step up to this one is valid. */
export function canAdvance(
  step: WizardStep,
  draft: CreationDraft,
  catalogue: RulesCatalogue,
): boolean {
  const last = WIZARD_STEPS.indexOf(step);
  return WIZARD_STEPS.slice(0, last + 1).every(
    (each) => wizardStepProblems(each, draft, catalogue).length === 0,
  );
}

/** The wizard's starting point: nothing chosen, every score 8, the standard array method. */
export function emptyDraft(): CreationDraft {
  return {
    name: '',
    specie: null,
    background: null,
    classes: [],
    attributes: { ...STARTING_SCORES },
    abilityMethod: ABILITY_METHODS.array,
    options: { [LANGUAGES_OPTION]: [] },
    hp: { current: 0, max: 0, max_mod: 0, temp: 0 },
    presets: [],
  };
}

/** Abilities in the order a class wants them: its primary ones, CON, then the rest. */
function abilityPriority(cls: ClassRules | undefined): Ability[] {
  const first = cls ? [...cls.primary_abilities] : [];
  const order = [...first, 'con', 'dex', 'wis', 'str', 'cha', 'int'] as Ability[];
  return [...new Set(order)];
}

/**
 * The scores the wizard proposes for a method: the standard array (or point buy's
 * 15/15/15/8/8/8) placed by the class's priorities; 8s for custom entry to edit.
 */
export function suggestedScores(method: AbilityMethod, cls?: ClassRules): Scores {
  const order = abilityPriority(cls);
  const scores: Scores = { ...STARTING_SCORES };
  if (method === ABILITY_METHODS.array) {
    order.forEach((ability, index) => (scores[ability] = STANDARD_ARRAY[index]!));
  } else if (method === ABILITY_METHODS.pointBuy) {
    order.slice(0, 3).forEach((ability) => (scores[ability] = 15));
  }
  return scores;
}

/**
 * The background increase the wizard proposes: +2 and +1 to the two of the background's
 * abilities the class wants most, or +1/+1/+1 when +2 would pass 20.
 */
export function suggestedBackgroundBonus(
  background: BackgroundRules,
  scores: Scores,
  cls?: ClassRules,
): string[] {
  const order = abilityPriority(cls);
  const ranked = [...background.abilities].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const [first, second] = ranked as [Ability, Ability, Ability];
  if (scores[first] + 2 <= 20 && scores[second] + 1 <= 20) return [first, first, second];
  return [...background.abilities];
}

/** The maximum HP the wizard proposes at level 1: the hit die plus the CON modifier (spec §9). */
export function suggestedFirstLevelHp(cls: ClassRules, constitution: number): number {
  return firstLevelHitPoints(cls.hit_die, constitution);
}

/** The first `count` of what a choice offers: the wizard's proposal until the player picks. */
function firstOf(offered: readonly string[], count: number): string[] {
  return offered.slice(0, count);
}

/**
 * A complete draft from the player's picks (class, background, species, method, name), with
 * every other choice filled by the wizard's proposals: the class's first skills the background
 * does not already give and its first tools, the
 * suggested scores and background increase, the first tool of the background's kind, option A
 * of each starting equipment, Medium size where offered, level-1 HP from the hit die.
 */
export function suggestedDraft(
  catalogue: RulesCatalogue,
  picks: {
    classId: string;
    backgroundId: string;
    speciesId: string;
    method: AbilityMethod;
    name: string;
  },
): CreationDraft {
  const cls = catalogue.classes.get(picks.classId);
  const background = catalogue.backgrounds.get(picks.backgroundId);
  const species = catalogue.species.get(picks.speciesId);
  const draft = emptyDraft();
  draft.name = picks.name;
  draft.specie = picks.speciesId;
  draft.background = picks.backgroundId;
  draft.classes = [{ id: picks.classId, level: 1 }];
  draft.abilityMethod = picks.method;
  draft.attributes = suggestedScores(picks.method, cls);
  if (cls) {
    const { skills, tool_choice: tools } = cls.proficiencies;
    // Skills the background already gives would be wasted picks: propose the others first.
    const given = new Set<string>(background?.skills ?? []);
    const offered = skills.from === 'ALL' ? SKILL_IDS : skills.from;
    draft.options[classSkillsKey(cls.id)] = firstOf(
      [
        ...offered.filter((skill) => !given.has(skill)),
        ...offered.filter((skill) => given.has(skill)),
      ],
      skills.count,
    );
    if (tools) {
      const offered = Array.isArray(tools.from)
        ? tools.from
        : toolsOfKind(catalogue, tools.from as string);
      draft.options[classToolsKey(cls.id)] = firstOf(offered, tools.count);
    }
  }
  let constitution = draft.attributes.con;
  if (background) {
    const bonus = suggestedBackgroundBonus(background, draft.attributes, cls);
    draft.options[backgroundBonusKey(background.id)] = bonus;
    constitution += bonus.filter((ability) => ability === 'con').length;
    if (typeof background.tool !== 'string') {
      draft.options[backgroundToolKey(background.id)] = firstOf(
        toolsOfKind(catalogue, background.tool.choose),
        1,
      );
    }
  }
  if (species && species.sizes.length > 1) {
    draft.options[speciesSizeKey(species.id)] = [
      String(species.sizes.includes(2) ? 2 : species.sizes[0]),
    ];
  }
  const presets = [...catalogue.presets.values()];
  const classPreset = presets.find((preset) => preset.class_id === picks.classId);
  const backgroundPreset = presets.find((preset) => preset.background_id === picks.backgroundId);
  draft.presets = [classPreset?.id, backgroundPreset?.id].filter(
    (id): id is string => id !== undefined,
  );
  const firstLevel = cls ? suggestedFirstLevelHp(cls, constitution) : 0;
  draft.hp = { current: firstLevel, max: firstLevel, max_mod: 0, temp: 0 };
  // Species and feats may add hit points (Dwarven Toughness): the sheet's recommendation says.
  const hp = cls ? deriveCharacter(draftCharacter(draft), catalogue).hp.recommended : 0;
  draft.hp = { current: hp, max: hp, max_mod: 0, temp: 0 };
  return draft;
}

/** The character a draft creates (spec §7 creation form), before the server gives it an id. */
export function draftCharacter(draft: CreationDraft, id = 'draft'): Character {
  return {
    id,
    name: draft.name.trim(),
    specie: draft.specie,
    background: draft.background,
    classes: draft.classes.map((cls) => ({ id: cls.id, level: cls.level, hit_dice: 0 })),
    attributes: { ...draft.attributes },
    skills: {},
    features: [],
    resources: {},
    options: { ...draft.options, 'ability-type': [String(draft.abilityMethod)] },
    spell_slots: [[], []],
    spells: {},
    hp: { ...draft.hp },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 0,
    conditions: [],
  };
}
