import type {
  Ability,
  AbilityMethod,
  CreationDraft,
  RulesCatalogue,
  Scores,
  WizardStep,
} from '@hearth/rules';
import {
  ABILITIES,
  abilityModifier,
  backgroundBonusKey,
  backgroundToolKey,
  classSkillsKey,
  classToolsKey,
  countIncreases,
  deriveCharacter,
  draftCharacter,
  speciesSizeKey,
  suggestedBackgroundBonus,
  suggestedScores,
} from '@hearth/rules';

/**
 * The changes the player makes to the draft, as pure functions. Where a choice is stored comes
 * from the rules' path helpers; what is valid is the rules' business (`wizardStepProblems`),
 * never decided here.
 */

/** The four finishing questions' answers (`options.story`), each at most this long. */
export const STORY_OPTION = 'story';
export const STORY_QUESTIONS = 4;
export const STORY_MAX = 200;

export function withoutKeys(options: Record<string, string[]>, keys: readonly string[]) {
  const next = { ...options };
  for (const key of keys) delete next[key];
  return next;
}

/** Presets that belong to a class (`class_id`) or to a background (`background_id`). */
const presetKind = (catalogue: RulesCatalogue, id: string) => {
  const preset = catalogue.presets.get(id);
  if (preset?.class_id) return 'class';
  if (preset?.background_id) return 'background';
  return undefined;
};

/** A class at level 1; the previous class's skills, tools and equipment option go with it. */
export function chooseClass(
  draft: CreationDraft,
  classId: string,
  catalogue: RulesCatalogue,
): CreationDraft {
  const previous = draft.classes[0]?.id;
  if (previous === classId) return draft;
  return {
    ...draft,
    classes: [{ id: classId, level: 1 }],
    options: previous
      ? withoutKeys(draft.options, [classSkillsKey(previous), classToolsKey(previous)])
      : draft.options,
    presets: draft.presets.filter((id) => presetKind(catalogue, id) !== 'class'),
  };
}

/**
 * A background; its increase starts over (spec §4: it resets when the background changes) from
 * the rules' proposal for the class, and the old background's tool and equipment go.
 */
export function chooseBackground(
  draft: CreationDraft,
  backgroundId: string,
  catalogue: RulesCatalogue,
): CreationDraft {
  const background = catalogue.backgrounds.get(backgroundId);
  if (!background || draft.background === backgroundId) return draft;
  const previous = draft.background;
  const options = previous
    ? withoutKeys(draft.options, [backgroundBonusKey(previous), backgroundToolKey(previous)])
    : { ...draft.options };
  const cls = draft.classes[0] ? catalogue.classes.get(draft.classes[0].id) : undefined;
  options[backgroundBonusKey(backgroundId)] = suggestedBackgroundBonus(
    background,
    draft.attributes,
    cls,
  );
  return {
    ...draft,
    background: backgroundId,
    options,
    presets: draft.presets.filter((id) => presetKind(catalogue, id) !== 'background'),
  };
}

/** A species; Medium is proposed where it offers two sizes. */
export function chooseSpecies(
  draft: CreationDraft,
  speciesId: string,
  catalogue: RulesCatalogue,
): CreationDraft {
  const species = catalogue.species.get(speciesId);
  if (!species || draft.specie === speciesId) return draft;
  const options = draft.specie
    ? withoutKeys(draft.options, [speciesSizeKey(draft.specie)])
    : { ...draft.options };
  if (species.sizes.length > 1) {
    options[speciesSizeKey(speciesId)] = [String(species.sizes.includes(2) ? 2 : species.sizes[0])];
  }
  return { ...draft, specie: speciesId, options };
}

/** One starting-equipment option: it replaces the other option of the same class or background. */
export function choosePreset(
  draft: CreationDraft,
  presetId: string,
  catalogue: RulesCatalogue,
): CreationDraft {
  const kind = presetKind(catalogue, presetId);
  if (!kind) return draft;
  return {
    ...draft,
    presets: [...draft.presets.filter((id) => presetKind(catalogue, id) !== kind), presetId],
  };
}

/**
 * Picks or unpicks an option of a choice. With room for one, a new pick replaces the old one
 * (a radio); otherwise a pick beyond `max` is ignored (the control is disabled then anyway).
 */
export function toggleOption(
  draft: CreationDraft,
  key: string,
  id: string,
  max: number,
): CreationDraft {
  const chosen = draft.options[key] ?? [];
  let next: string[];
  if (chosen.includes(id)) next = chosen.filter((each) => each !== id);
  else if (max === 1) next = [id];
  else if (chosen.length >= max) return draft;
  else next = [...chosen, id];
  return { ...draft, options: { ...draft.options, [key]: next } };
}

export function setOption(draft: CreationDraft, key: string, value: string[]): CreationDraft {
  return { ...draft, options: { ...draft.options, [key]: value } };
}

/**
 * The draft as the wizard keeps it: the creation form plus the scores each ability method was
 * left at, so that switching tabs and back finds them as they were.
 */
export interface WizardDraft extends CreationDraft {
  scoresByMethod?: Partial<Record<AbilityMethod, Scores>>;
}

/**
 * Another ability method. The one left keeps its scores; the one chosen comes back as it was
 * left, or, the first time, with the rules' proposal for the class.
 */
export function chooseMethod(
  draft: WizardDraft,
  method: AbilityMethod,
  catalogue: RulesCatalogue,
): WizardDraft {
  if (draft.abilityMethod === method) return draft;
  const kept = { ...draft.scoresByMethod, [draft.abilityMethod]: draft.attributes };
  return {
    ...draft,
    abilityMethod: method,
    attributes: kept[method] ?? suggestedScores(method, classOf(draft, catalogue)),
    scoresByMethod: kept,
  };
}

export function setScores(draft: CreationDraft, attributes: Scores): CreationDraft {
  return { ...draft, attributes };
}

export function setMaxHp(draft: CreationDraft, max: number): CreationDraft {
  return { ...draft, hp: { ...draft.hp, max, current: max } };
}

export function setName(draft: CreationDraft, name: string): CreationDraft {
  return { ...draft, name };
}

/** The answers to the four finishing questions, always four strings. */
export function storyOf(draft: CreationDraft): string[] {
  const stored = draft.options[STORY_OPTION] ?? [];
  return Array.from({ length: STORY_QUESTIONS }, (_, index) => stored[index] ?? '');
}

export function setStory(draft: CreationDraft, index: number, text: string): CreationDraft {
  const story = storyOf(draft);
  story[index] = text.slice(0, STORY_MAX);
  return setOption(draft, STORY_OPTION, story);
}

export function classOf(draft: CreationDraft, catalogue: RulesCatalogue) {
  const id = draft.classes[0]?.id;
  return id ? catalogue.classes.get(id) : undefined;
}

/** The maximum HP the sheet recommends for the draft (with the CON increase, Dwarven Toughness). */
export function recommendedHp(draft: CreationDraft, catalogue: RulesCatalogue): number {
  if (!classOf(draft, catalogue)) return 0;
  return deriveCharacter(draftCharacter(draft), catalogue).hp.recommended;
}

/**
 * What first reaching a step proposes: the method's scores for the class on Abilities, the
 * recommended maximum on HP. Later visits keep what the player set.
 */
export function proposeOnReach(
  draft: CreationDraft,
  step: WizardStep,
  catalogue: RulesCatalogue,
): CreationDraft {
  if (step === 'abilities') {
    return setScores(draft, suggestedScores(draft.abilityMethod, classOf(draft, catalogue)));
  }
  if (step === 'hp') return setMaxHp(draft, Math.max(1, recommendedHp(draft, catalogue)));
  return draft;
}

/** The background's increase per ability, and the final score and modifier of each. */
export function finalScores(draft: CreationDraft) {
  const bonus = countIncreases(
    draft.background ? draft.options[backgroundBonusKey(draft.background)] : [],
  );
  return Object.fromEntries(
    ABILITIES.map((ability) => {
      const base = draft.attributes[ability];
      const increase = bonus[ability] ?? 0;
      const score = base + increase;
      return [ability, { base, increase, score, modifier: abilityModifier(score) }];
    }),
  ) as Record<Ability, { base: number; increase: number; score: number; modifier: number }>;
}
