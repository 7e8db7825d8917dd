import type { DhTrait } from './catalogue.ts';
import { DH_TRAITS } from './catalogue.ts';
import type { DhAdvancement, DhCharacter } from './character.ts';
import { dhTierOf } from './tier.ts';

/** One advancement with the level whose record took it. */
export interface DhTakenAdvancement {
  level: number;
  advancement: DhAdvancement;
}

/** Every advancement of the character's level-up records, in level order. */
export function takenAdvancements(character: DhCharacter): DhTakenAdvancement[] {
  return character.levels.flatMap((record) =>
    record.advancements.map((advancement) => ({ level: record.level, advancement })),
  );
}

/** The levels whose records took an advancement of `kind`, one entry per advancement. */
export function levelsTaking(character: DhCharacter, kind: DhAdvancement['kind']): number[] {
  return takenAdvancements(character)
    .filter((taken) => taken.advancement.kind === kind)
    .map((taken) => taken.level);
}

/** The multiclass advancement, if one was taken (it can be taken once). */
export function multiclassOf(
  character: DhCharacter,
): Extract<DhAdvancement, { kind: 'multiclass' }> | null {
  for (const { advancement } of takenAdvancements(character)) {
    if (advancement.kind === 'multiclass') return advancement;
  }
  return null;
}

/** Tier achievements (SRD "Leveling Up", step one) happen on reaching these levels. */
export const DH_ACHIEVEMENT_LEVELS = [2, 5, 8] as const;

export function isAchievementLevel(level: number): boolean {
  return (DH_ACHIEVEMENT_LEVELS as readonly number[]).includes(level);
}

/** The subclass cards taken beyond the foundation: specialization, then mastery. */
export function subclassStepsTaken(character: DhCharacter): ('specialization' | 'mastery')[] {
  const count = levelsTaking(character, 'subclass').length;
  return (['specialization', 'mastery'] as const).slice(0, count);
}

/** Each trait raised by an advancement, with the level that raised it. */
export function traitRaises(character: DhCharacter): { trait: DhTrait; level: number }[] {
  return takenAdvancements(character).flatMap(({ level, advancement }) =>
    advancement.kind === 'traits' ? advancement.traits.map((trait) => ({ trait, level })) : [],
  );
}

/** Traits raised at a level of the given tier (marks clear when a new tier begins at 5 and 8). */
export function markedTraitsIn(character: DhCharacter, tier: number): DhTrait[] {
  const marked = new Set(
    traitRaises(character)
      .filter((raise) => dhTierOf(raise.level) === tier)
      .map((raise) => raise.trait),
  );
  return DH_TRAITS.filter((trait) => marked.has(trait));
}

/** Experiences the "increase two experiences" advancement can name: slots with a text. */
export function namedExperienceCount(character: DhCharacter, withNew: boolean): number {
  const named = character.experiences.filter((experience) => experience.text.trim() !== '');
  return named.length + (withNew ? 1 : 0);
}
