import {
  isAchievementLevel,
  markedTraitsIn,
  multiclassOf,
  subclassStepsTaken,
} from './advancements.ts';
import type { DhCatalogue } from './catalogue.ts';
import type { DhAdvancement, DhCharacter, DhLevelUp } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import { cardDomainsOf, cardRefusal, heldCards } from './level-up-cards.ts';
import {
  DH_ADVANCEMENT_COST,
  DH_CHOICES_PER_LEVEL,
  markSlot,
  slotsAfter,
} from './level-up-slots.ts';
import type { DhProblem } from './sheet.ts';
import { dhTierOf } from './tier.ts';

type Of<K extends DhAdvancement['kind']> = Extract<DhAdvancement, { kind: K }>;

function traitProblems(
  character: DhCharacter,
  level: number,
  advancements: readonly DhAdvancement[],
): DhProblem[] {
  const marked = new Set(markedTraitsIn(character, dhTierOf(level)));
  const problems: DhProblem[] = [];
  for (const advancement of advancements) {
    if (advancement.kind !== 'traits') continue;
    const [first, second] = advancement.traits;
    if (first === second) problems.push({ code: 'traits-same', params: { trait: first } });
    for (const trait of advancement.traits) {
      // Raising a trait marks it: it cannot be raised again in this tier, nor twice now.
      if (marked.has(trait)) problems.push({ code: 'trait-marked', params: { trait } });
      marked.add(trait);
    }
  }
  return problems;
}

function experienceProblems(character: DhCharacter, record: DhLevelUp): DhProblem[] {
  const problems: DhProblem[] = [];
  const achievement = isAchievementLevel(record.level);
  const text = record.experience?.trim() ?? '';
  if (achievement && text === '') problems.push({ code: 'experience-required' });
  if (!achievement && text !== '') problems.push({ code: 'experience-not-allowed' });
  if (achievement && text !== '' && freeExperienceSlot(character) === null) {
    problems.push({ code: 'experience-slots-full' });
  }
  // The slot the new experience takes can be raised at once.
  const newSlot = achievement ? freeExperienceSlot(character) : null;
  const named = (index: number) =>
    index === newSlot || (character.experiences[index]?.text.trim() ?? '') !== '';
  for (const advancement of record.advancements) {
    if (advancement.kind !== 'experiences') continue;
    const [first, second] = advancement.experiences;
    if (first === second) problems.push({ code: 'experiences-same', params: { index: first } });
    for (const index of advancement.experiences) {
      if (!named(index)) problems.push({ code: 'experience-invalid', params: { index } });
    }
  }
  return problems;
}

/**
 * The slot a tier achievement's experience goes to: the first unused one (no text, no
 * modifier), else the first without text.
 */
export function freeExperienceSlot(character: DhCharacter): number | null {
  const slots = Array.from(
    { length: DH_CONSTANTS.experienceSlots },
    (_, index) => character.experiences[index] ?? { text: '', mod: 0 },
  );
  const unused = slots.findIndex((slot) => slot.text.trim() === '' && slot.mod === 0);
  if (unused >= 0) return unused;
  const untitled = slots.findIndex((slot) => slot.text.trim() === '');
  return untitled >= 0 ? untitled : null;
}

function multiclassProblems(
  character: DhCharacter,
  catalogue: DhCatalogue,
  level: number,
  advancement: Of<'multiclass'>,
): DhProblem[] {
  if (level < 5) return [{ code: 'multiclass-level' }];
  if (multiclassOf(character)) return [{ code: 'multiclass-taken' }];
  const other = catalogue.classes.get(advancement.class);
  if (!other || other.id === character.class) {
    return [{ code: 'multiclass-class', params: { id: advancement.class } }];
  }
  const problems: DhProblem[] = [];
  if (!other.domains.includes(advancement.domain)) {
    problems.push({ code: 'multiclass-domain', params: { domain: advancement.domain } });
  }
  if (!other.subclasses.some((subclass) => subclass.id === advancement.subclass)) {
    problems.push({ code: 'multiclass-subclass', params: { id: advancement.subclass } });
  }
  return problems;
}

/** Specialization, then mastery: two upgrades at most, however they are spread over levels. */
function subclassProblems(
  character: DhCharacter,
  catalogue: DhCatalogue,
  upgrades: number,
): DhProblem[] {
  if (upgrades === 0) return [];
  const subclass = catalogue.classes
    .get(character.class)
    ?.subclasses.find((entry) => entry.id === character.subclass);
  if (!subclass) return [{ code: 'no-subclass' }];
  return subclassStepsTaken(character).length + upgrades <= 2
    ? []
    : [{ code: 'subclass-complete' }];
}

function cardProblems(
  character: DhCharacter,
  catalogue: DhCatalogue,
  record: DhLevelUp,
): DhProblem[] {
  const problems: DhProblem[] = [];
  const domains = cardDomainsOf(character, catalogue, record);
  const held = heldCards(character);
  const taken = new Set<string>();
  const picks = [
    ...record.advancements.flatMap((entry) => (entry.kind === 'domain-card' ? [entry.card] : [])),
    record.card,
  ];
  if (record.card === '') problems.push({ code: 'card-required' });
  for (const id of picks) {
    if (id === '') continue;
    const refusal = taken.has(id)
      ? 'card-duplicate'
      : cardRefusal(catalogue, domains, record.level, id, held);
    if (refusal) problems.push({ code: refusal, params: { id } });
    taken.add(id);
  }
  if (record.exchange) {
    const { from, to } = record.exchange;
    const fromCard = catalogue.cards.get(from);
    const toRefusal = taken.has(to)
      ? 'card-duplicate'
      : cardRefusal(catalogue, domains, record.level, to, held);
    if (!held.has(from) || fromCard?.type !== 'domain') {
      problems.push({ code: 'exchange-invalid', params: { id: from } });
    } else if (toRefusal) {
      problems.push({ code: 'exchange-invalid', params: { id: to, reason: toRefusal } });
    } else {
      const toCard = catalogue.cards.get(to);
      if (toCard?.type === 'domain' && toCard.level > fromCard.level) {
        problems.push({ code: 'exchange-invalid', params: { id: to, reason: 'card-level' } });
      }
    }
  }
  return problems;
}

/**
 * What is wrong with a level-up record for `character` (SRD "Leveling Up"); empty when it can
 * be applied: two choices' worth of advancements with free slots, the achievement's
 * experience at levels 2, 5 and 8, a valid new card and exchange.
 *
 * @example dhLevelUpProblems(c, catalogue, { level: 2, advancements: [{ kind: 'hp' }], card: 'x' }) // choices-count, experience-required
 */
export function dhLevelUpProblems(
  character: DhCharacter,
  catalogue: DhCatalogue,
  record: DhLevelUp,
): DhProblem[] {
  if (character.level >= DH_CONSTANTS.maxLevel) return [{ code: 'max-level' }];
  if (record.level !== character.level + 1) {
    return [{ code: 'wrong-level', params: { level: character.level + 1 } }];
  }
  const problems: DhProblem[] = [];
  const cost = record.advancements.reduce((sum, entry) => sum + DH_ADVANCEMENT_COST[entry.kind], 0);
  if (cost !== DH_CHOICES_PER_LEVEL) {
    problems.push({
      code: 'choices-count',
      params: { count: cost, expected: DH_CHOICES_PER_LEVEL },
    });
  }
  let blocks = slotsAfter(character.levels).blocks;
  for (const advancement of record.advancements) {
    const next = markSlot(blocks, record.level, advancement.kind);
    if (next) blocks = next;
    else problems.push({ code: 'no-slot', params: { kind: advancement.kind } });
    if (advancement.kind === 'multiclass') {
      problems.push(...multiclassProblems(character, catalogue, record.level, advancement));
    }
  }
  const upgrades = record.advancements.filter((entry) => entry.kind === 'subclass').length;
  problems.push(...subclassProblems(character, catalogue, upgrades));
  problems.push(...traitProblems(character, record.level, record.advancements));
  problems.push(...experienceProblems(character, record));
  problems.push(...cardProblems(character, catalogue, record));
  return problems;
}
