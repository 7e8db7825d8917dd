import type { DhDraft, DhExperience, DhWizardStep } from '@hearth/rules';
import { DH_TRAITS, DH_WIZARD_STEPS, emptyDhDraft } from '@hearth/rules';

/**
 * The second-system wizard's state and where it is kept: sessionStorage, so a reload keeps every
 * choice; creating the character clears it. What comes back is checked field by field, so an
 * outdated or hand-edited value gives a fresh field instead of a crash.
 */

export const DH_DRAFT_STORAGE_KEY = 'hearth.dh-wizard-draft';

export interface DhWizardState {
  draft: DhDraft;
  step: DhWizardStep;
  /** Index of the furthest step reached: any step up to it may be reopened. */
  reached: number;
  /** The ancestry step shows the mixed choice (first feature of one, second of another). */
  mixedAncestry: boolean;
}

export const dhStepIndex = (step: DhWizardStep) => DH_WIZARD_STEPS.indexOf(step);

export function initialDhWizardState(): DhWizardState {
  return { draft: emptyDhDraft(), step: DH_WIZARD_STEPS[0], reached: 0, mixedAncestry: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const strings = (value: unknown, max: number) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, max)
    : [];
const whole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function readExperiences(value: unknown, fallback: DhExperience[]): DhExperience[] {
  if (!Array.isArray(value)) return fallback;
  return fallback.map((empty, index) => {
    const stored: unknown = value[index];
    return isRecord(stored) && typeof stored.text === 'string'
      ? { text: stored.text, mod: whole(stored.mod) ? stored.mod : empty.mod }
      : empty;
  });
}

function readDraft(value: unknown): DhDraft {
  const fresh = emptyDhDraft();
  if (!isRecord(value)) return fresh;
  const traits = isRecord(value.traits) ? value.traits : {};
  return {
    class: idOrNull(value.class),
    subclass: idOrNull(value.subclass),
    ancestries: strings(value.ancestries, 2),
    community: idOrNull(value.community),
    traits: Object.fromEntries(
      DH_TRAITS.map((trait) => {
        const stored = traits[trait];
        return [trait, whole(stored) || stored === null ? stored : fresh.traits[trait]];
      }),
    ) as DhDraft['traits'],
    cards: strings(value.cards, 10),
    armor: idOrNull(value.armor),
    primary: idOrNull(value.primary),
    secondary: idOrNull(value.secondary),
    experiences: readExperiences(value.experiences, fresh.experiences),
    name: typeof value.name === 'string' ? value.name : '',
    avatar:
      typeof value.avatar === 'string' && value.avatar.startsWith('data:image/')
        ? value.avatar
        : null,
    classItem: typeof value.classItem === 'string' ? value.classItem : null,
  };
}

/** The state a stored text holds, or a fresh wizard when it holds nothing usable. */
export function parseDhWizardState(text: string | null): DhWizardState {
  if (!text) return initialDhWizardState();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return initialDhWizardState();
  }
  if (!isRecord(value)) return initialDhWizardState();
  const step = DH_WIZARD_STEPS.find((each) => each === value.step) ?? DH_WIZARD_STEPS[0];
  const reached = Math.min(
    DH_WIZARD_STEPS.length - 1,
    Math.max(dhStepIndex(step), whole(value.reached) ? value.reached : 0),
  );
  return {
    draft: readDraft(value.draft),
    step,
    reached,
    mixedAncestry: value.mixedAncestry === true,
  };
}

// Storage may be missing or throw (private mode, a full quota with a large portrait): the wizard
// then simply does not survive a reload.
export function loadDhWizardState(): DhWizardState {
  try {
    return parseDhWizardState(window.sessionStorage.getItem(DH_DRAFT_STORAGE_KEY));
  } catch {
    return initialDhWizardState();
  }
}

export function saveDhWizardState(state: DhWizardState): void {
  try {
    window.sessionStorage.setItem(DH_DRAFT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not kept: the wizard still works for this visit.
  }
}

export function clearDhWizardState(): void {
  try {
    window.sessionStorage.removeItem(DH_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
