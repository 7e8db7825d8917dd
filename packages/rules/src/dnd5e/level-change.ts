import type { Character } from './character.ts';
import { maxClassLevel } from './choices.ts';
import { totalLevel } from './core.ts';
import type { Transition } from './hit-points.ts';
import { hitPointMaximum } from './hit-points.ts';

/** The level a level change offers: current + 1, at most what the class may reach (spec §4). */
export function defaultTargetLevel(character: Character, classId: string): number {
  const current = character.classes.find((cls) => cls.id === classId)?.level ?? 0;
  return Math.min(current + 1, maxClassLevel(character.classes, classId));
}

/**
 * Changes one class's level (up or down) and the maximum HP by `hpChange` (positive going up,
 * taken off going down); current HP stays within the new maximum (spec §4). At 20 total levels
 * there is no higher level: 'levels.max'.
 */
export function changeClassLevel(
  character: Character,
  classId: string,
  target: number,
  hpChange: number,
): Transition {
  const cls = character.classes.find((entry) => entry.id === classId);
  if (!cls) return { character, messages: [{ level: 'error', key: 'levels.no-class' }] };
  const highest = maxClassLevel(character.classes, classId);
  const level = Math.min(highest, Math.max(1, Math.trunc(target)));
  if (level === cls.level) {
    return { character, messages: level === highest ? [{ level: 'info', key: 'levels.max' }] : [] };
  }
  const gain = Math.abs(Math.trunc(hpChange)) * Math.sign(level - cls.level);
  const classes = character.classes.map((entry) =>
    entry === cls ? { ...entry, level, hit_dice: Math.min(entry.hit_dice ?? 0, level) } : entry,
  );
  const max = Math.max(1, character.hp.max + gain);
  const next: Character = { ...character, classes, hp: { ...character.hp, max } };
  const current = Math.min(character.hp.current, hitPointMaximum(next));
  return { character: { ...next, hp: { ...next.hp, current } }, messages: [] };
}

/**
 * After a level up, the hit points gained go to current HP as well when the player says so
 * (spec: the level change raises the maximum; current HP stays unless the player adds it):
 * current HP grows by `gain`, at most to the maximum. A character at 0 HP is left to healing
 * and death saves: a level up is no way back from dying.
 */
export function addGainedHitPoints(character: Character, gain: number): Transition {
  const added = Math.max(0, Math.trunc(gain));
  if (character.hp.current <= 0 || added === 0) return { character, messages: [] };
  const current = Math.min(hitPointMaximum(character), character.hp.current + added);
  return { character: { ...character, hp: { ...character.hp, current } }, messages: [] };
}

/** Multiclassing: adds a class at level 1 with its hit points, if the total stays within 20. */
export function addClass(character: Character, classId: string, hpGain: number): Transition {
  const total = totalLevel(character.classes);
  if (character.classes.some((cls) => cls.id === classId)) {
    return { character, messages: [{ level: 'error', key: 'classes.duplicate' }] };
  }
  if (total >= 20) return { character, messages: [{ level: 'error', key: 'levels.max' }] };
  const max = character.hp.max + Math.max(0, Math.trunc(hpGain));
  return {
    character: {
      ...character,
      classes: [...character.classes, { id: classId, level: 1, hit_dice: 0 }],
      hp: { ...character.hp, max },
    },
    messages: [],
  };
}

/**
 * Removing a class (multiclass, beta): only while another class remains; the maximum HP drops
 * by `hpLoss` (at least 1 stays) and current HP stays within it. Features taken through the
 * class's choices stay stored but no longer apply.
 */
export function removeClass(character: Character, classId: string, hpLoss: number): Transition {
  if (!character.classes.some((cls) => cls.id === classId)) {
    return { character, messages: [{ level: 'error', key: 'levels.no-class' }] };
  }
  if (character.classes.length === 1) {
    return { character, messages: [{ level: 'error', key: 'classes.last' }] };
  }
  const max = Math.max(1, character.hp.max - Math.abs(Math.trunc(hpLoss)));
  const next: Character = {
    ...character,
    classes: character.classes.filter((cls) => cls.id !== classId),
    hp: { ...character.hp, max },
  };
  const current = Math.min(character.hp.current, hitPointMaximum(next));
  return { character: { ...next, hp: { ...next.hp, current } }, messages: [] };
}
