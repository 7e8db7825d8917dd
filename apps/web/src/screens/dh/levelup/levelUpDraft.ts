import type {
  DhAdvancement,
  DhAdvancementKind,
  DhCharacter,
  DhDomain,
  DhLevelUp,
  DhLevelUpOptions,
  DhTrait,
} from '@hearth/rules';
import { DH_CONSTANTS } from '@hearth/rules';

/** SRD "Leveling Up", step two: two advancements a level (proficiency and multiclass take both). */
export const CHOICES_PER_LEVEL = 2;

/** An advancement being chosen: its own choices may still be open (null, or too few picked). */
export type AdvancementDraft =
  | { kind: 'traits'; traits: DhTrait[] }
  | { kind: 'experiences'; experiences: number[] }
  | { kind: 'domain-card'; card: string | null }
  | { kind: 'multiclass'; class: string | null; domain: DhDomain | null; subclass: string | null }
  | { kind: 'hp' | 'stress' | 'evasion' | 'subclass' | 'proficiency' };

/** Everything the level-up page has chosen so far. */
export interface LevelUpDraft {
  /** The tier achievement's new experience (levels 2, 5 and 8). */
  experience: string;
  advancements: AdvancementDraft[];
  /** Step four: the new domain card. */
  card: string | null;
  /** An optional exchange of a card held for another; null when none is wanted. */
  exchange: { from: string | null; to: string | null } | null;
}

/** What is still to choose before the rules can judge the level (keys of `levelup.missing`). */
export type MissingChoice =
  | 'experience'
  | 'advancements'
  | 'traits'
  | 'experiences'
  | 'advancement-card'
  | 'multiclass'
  | 'card'
  | 'exchange';

export function emptyLevelUpDraft(): LevelUpDraft {
  return { experience: '', advancements: [], card: null, exchange: null };
}

export function emptyAdvancement(kind: DhAdvancementKind): AdvancementDraft {
  switch (kind) {
    case 'traits':
      return { kind, traits: [] };
    case 'experiences':
      return { kind, experiences: [] };
    case 'domain-card':
      return { kind, card: null };
    case 'multiclass':
      return { kind, class: null, domain: null, subclass: null };
    default:
      return { kind };
  }
}

function costOf(options: DhLevelUpOptions, kind: DhAdvancementKind): number {
  return options.options.find((option) => option.kind === kind)?.cost ?? 1;
}

/** Choices the draft's advancements take (of the two a level gives). */
export function choicesUsed(options: DhLevelUpOptions, draft: LevelUpDraft): number {
  return draft.advancements.reduce(
    (sum, advancement) => sum + costOf(options, advancement.kind),
    0,
  );
}

/**
 * Whether one more of this advancement fits: the option is open, a slot is left once this
 * draft's picks of it are counted, and the level has the choices it costs.
 */
export function canAddAdvancement(
  options: DhLevelUpOptions,
  draft: LevelUpDraft,
  kind: DhAdvancementKind,
): boolean {
  const option = options.options.find((one) => one.kind === kind);
  if (!option?.available) return false;
  const picked = draft.advancements.filter((advancement) => advancement.kind === kind).length;
  if (option.used + picked >= option.slots) return false;
  return choicesUsed(options, draft) + option.cost <= CHOICES_PER_LEVEL;
}

function completeAdvancement(draft: AdvancementDraft): DhAdvancement | MissingChoice {
  switch (draft.kind) {
    case 'traits': {
      const [first, second] = draft.traits;
      return first && second ? { kind: 'traits', traits: [first, second] } : 'traits';
    }
    case 'experiences': {
      const [first, second] = draft.experiences;
      return first !== undefined && second !== undefined
        ? { kind: 'experiences', experiences: [first, second] }
        : 'experiences';
    }
    case 'domain-card':
      return draft.card ? { kind: 'domain-card', card: draft.card } : 'advancement-card';
    case 'multiclass':
      return draft.class && draft.domain && draft.subclass
        ? { kind: 'multiclass', class: draft.class, domain: draft.domain, subclass: draft.subclass }
        : 'multiclass';
    default:
      return { kind: draft.kind };
  }
}

/**
 * The level-up record the draft stands for, or what is still to choose. The rules then judge
 * the record (`dhLevelUpProblems`); this only says whether there is one to judge.
 */
export function levelUpRecord(
  options: DhLevelUpOptions,
  draft: LevelUpDraft,
): { record: DhLevelUp; missing: [] } | { record: null; missing: MissingChoice[] } {
  const missing: MissingChoice[] = [];
  if (options.achievements.experience && !draft.experience.trim()) missing.push('experience');
  if (choicesUsed(options, draft) !== CHOICES_PER_LEVEL) missing.push('advancements');
  const advancements: DhAdvancement[] = [];
  for (const advancement of draft.advancements) {
    const complete = completeAdvancement(advancement);
    if (typeof complete === 'string') missing.push(complete);
    else advancements.push(complete);
  }
  if (!draft.card) missing.push('card');
  if (draft.exchange && (!draft.exchange.from || !draft.exchange.to)) missing.push('exchange');
  if (missing.length > 0 || !draft.card) return { record: null, missing: [...new Set(missing)] };
  const record: DhLevelUp = { level: options.level, advancements, card: draft.card };
  if (options.achievements.experience) record.experience = draft.experience.trim();
  if (draft.exchange?.from && draft.exchange.to) {
    record.exchange = { from: draft.exchange.from, to: draft.exchange.to };
  }
  return { record, missing: [] };
}

/**
 * The slot a tier achievement's new experience goes to, so that the same level may raise it:
 * the first unused slot (no text, no modifier), else the first without text. The rules place
 * it the same way (their `freeExperienceSlot`, not exported from the package).
 */
export function newExperienceSlot(character: Pick<DhCharacter, 'experiences'>): number | null {
  const slots = Array.from(
    { length: DH_CONSTANTS.experienceSlots },
    (_, index) => character.experiences[index] ?? { text: '', mod: 0 },
  );
  const unused = slots.findIndex((slot) => slot.text.trim() === '' && slot.mod === 0);
  if (unused >= 0) return unused;
  const untitled = slots.findIndex((slot) => slot.text.trim() === '');
  return untitled >= 0 ? untitled : null;
}
