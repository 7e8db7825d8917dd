import type { AbilityMethod, Scores, WizardStep } from '@hearth/rules';
import {
  ABILITIES,
  abilityMethodOf,
  emptyDraft,
  STARTING_SCORES,
  WIZARD_STEPS,
} from '@hearth/rules';

import type { WizardDraft } from './wizardDraft.ts';

/**
 * The wizard's state and where it is kept: sessionStorage, so a reload keeps the draft. What
 * comes back from storage is checked field by field, so a hand-edited or outdated value gives a
 * fresh wizard instead of a crash.
 */

/** sessionStorage key: a reload keeps the draft; creating the character clears it. */
export const DRAFT_STORAGE_KEY = 'hearth.wizard-draft';

export interface WizardState {
  draft: WizardDraft;
  /** The open step. */
  step: WizardStep;
  /** Index of the furthest step reached: the player may go back to any step up to it. */
  reached: number;
}

export function initialWizardState(): WizardState {
  return { draft: emptyDraft(), step: WIZARD_STEPS[0], reached: 0 };
}

export const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;
const idOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Stored scores, each a whole number. A score the player left empty or not a number is kept as
 * such (JSON writes it as null) so the field still says so after a reload; anything else
 * unusable falls back to 8.
 */
function readScores(value: unknown): Scores {
  const stored = isRecord(value) ? value : {};
  return Object.fromEntries(
    ABILITIES.map((ability) => [
      ability,
      stored[ability] === null ? Number.NaN : wholeOr(stored[ability], STARTING_SCORES[ability]),
    ]),
  ) as Scores;
}

/** The scores each method was left at; drafts kept before there were any have none. */
function readScoresByMethod(value: unknown): WizardDraft['scoresByMethod'] {
  if (!isRecord(value)) return undefined;
  const kept: Partial<Record<AbilityMethod, Scores>> = {};
  for (const [key, scores] of Object.entries(value)) {
    const method = abilityMethodOf(key);
    if (method !== undefined && isRecord(scores)) kept[method] = readScores(scores);
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function readDraft(value: unknown): WizardDraft {
  const fresh = emptyDraft();
  if (!isRecord(value)) return fresh;
  const hp = isRecord(value.hp) ? value.hp : {};
  const options = isRecord(value.options) ? value.options : {};
  const classes = Array.isArray(value.classes) ? value.classes : [];
  const first = classes[0];
  const method = value.abilityMethod;
  const scoresByMethod = readScoresByMethod(value.scoresByMethod);
  return {
    name: typeof value.name === 'string' ? value.name : '',
    specie: idOrNull(value.specie),
    background: idOrNull(value.background),
    classes:
      isRecord(first) && typeof first.id === 'string' && first.id !== ''
        ? [{ id: first.id, level: 1 }]
        : [],
    attributes: readScores(value.attributes),
    abilityMethod: method === 0 || method === 1 || method === 2 ? method : fresh.abilityMethod,
    options: {
      ...fresh.options,
      ...Object.fromEntries(Object.entries(options).filter(([, list]) => isStringList(list))),
    } as Record<string, string[]>,
    hp: {
      current: wholeOr(hp.current, 0),
      max: wholeOr(hp.max, 0),
      max_mod: wholeOr(hp.max_mod, 0),
      temp: wholeOr(hp.temp, 0),
    },
    presets: isStringList(value.presets) ? value.presets : [],
    ...(scoresByMethod ? { scoresByMethod } : {}),
  };
}

/** The state a stored text holds, or a fresh wizard when it holds nothing usable. */
export function parseWizardState(text: string | null): WizardState {
  if (!text) return initialWizardState();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return initialWizardState();
  }
  if (!isRecord(value)) return initialWizardState();
  const step = WIZARD_STEPS.find((each) => each === value.step) ?? WIZARD_STEPS[0];
  const reached = Math.min(
    WIZARD_STEPS.length - 1,
    Math.max(stepIndex(step), wholeOr(value.reached, 0)),
  );
  return { draft: readDraft(value.draft), step, reached };
}

// Storage may be missing or throw (private mode, quota): the wizard then simply does not persist.
export function loadWizardState(): WizardState {
  try {
    return parseWizardState(window.sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return initialWizardState();
  }
}

export function saveWizardState(state: WizardState): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not kept: the wizard still works for this visit.
  }
}

export function clearWizardState(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
