import type { ChoiceView, DerivedCharacter, Problem } from '@hearth/rules';

import type { FeatureIndex } from './featureIndex.ts';

/** What a level up leaves the player to do, each with where it is done. */
export type LevelUpTodo =
  /** A choice with something to choose or fix: made on the features page. */
  | { kind: 'choice'; choice: ChoiceView }
  /** A casting class's spells to learn or prepare (its counts off the allowance): /spells. */
  | { kind: 'spells'; classId: string; problems: Problem[] }
  /** The pact book's cantrips and rituals: /pact-spells. */
  | { kind: 'pact'; problem: Problem };

/** Where a level change went, as the level-up screen hands it to the features page. */
export interface LevelUpDone {
  classId: string;
  from: number;
  to: number;
  /** Maximum HP gained. */
  gain: number;
}

const SPELL_COUNTS = new Set<Problem['key']>([
  'spells.cantrips',
  'spells.prepared',
  'spells.spellbook',
]);

/**
 * After a level up: the choices still open (new invocations, a subclass, a feat), then each
 * casting class whose cantrips, prepared spells or spellbook are off its new allowance, then
 * the pact book when it needs picks.
 */
export function levelUpTodo(sheet: DerivedCharacter, index: FeatureIndex): LevelUpTodo[] {
  const todo: LevelUpTodo[] = index.open.map((choice) => ({ kind: 'choice', choice }));
  const byClass = new Map<string, Problem[]>();
  for (const found of sheet.problems) {
    if (!SPELL_COUNTS.has(found.key)) continue;
    const classId = found.path.slice('spells.'.length);
    byClass.set(classId, [...(byClass.get(classId) ?? []), found]);
  }
  for (const [classId, problems] of byClass) todo.push({ kind: 'spells', classId, problems });
  const pact = sheet.problems.find((found) => found.key === 'spells.pact');
  if (pact) todo.push({ kind: 'pact', problem: pact });
  return todo;
}

/** The level-up summary's hand-over, read back from the route's state (anything else is none). */
export function levelUpDoneOf(state: unknown): LevelUpDone | null {
  const done = (state as { levelUp?: Partial<LevelUpDone> } | null)?.levelUp;
  if (!done || typeof done.classId !== 'string') return null;
  const { from, to, gain } = done;
  if (![from, to, gain].every((value) => typeof value === 'number' && Number.isFinite(value)))
    return null;
  return { classId: done.classId, from: from!, to: to!, gain: gain! };
}
