import type { Character } from '@hearth/contract';

/**
 * How the player's picks are written into the character record (the rules' `paths.ts` says
 * where each kind of choice lives); the sheet re-derives from them. Each returns a new
 * character and leaves the argument alone.
 */

type Feature = Character['features'][number];

/** Inline options, mechanic picks, the background increase, size, spell ability: a list. */
export function setOptionPicks(character: Character, key: string, picks: readonly string[]) {
  return { ...character, options: { ...character.options, [key]: [...picks] } };
}

/** A path no other feature of the character has: `base`, then `base-2`, `base-3`… */
export function uniqueFeaturePath(
  features: readonly Pick<Feature, 'path'>[],
  base: string,
): string {
  const taken = new Set(features.map((feature) => feature.path));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** A feature taken through a choice (subclass, feat, fighting style, invocation, boon). */
export function addChoiceFeature(character: Character, key: string, id: string): Character {
  const path = uniqueFeaturePath(character.features, `${key}-${id}`);
  return { ...character, features: [...character.features, { id, path, choice: key }] };
}

/** Removes the last feature `id` taken through the choice `key`. */
export function removeChoiceFeature(character: Character, key: string, id: string): Character {
  const index = character.features.findLastIndex(
    (feature) => feature.choice === key && feature.id === id,
  );
  if (index < 0) return character;
  return { ...character, features: character.features.filter((_, at) => at !== index) };
}

/** Replaces whatever the choice holds with one feature (a choice of exactly one). */
export function replaceChoiceFeature(character: Character, key: string, id: string): Character {
  const kept = { ...character, features: character.features.filter((f) => f.choice !== key) };
  return addChoiceFeature(kept, key, id);
}

/** A spell picked through a feature's spells mechanic: counted against that mechanic. */
export function addChoiceSpell(character: Character, key: string, spellId: string): Character {
  return {
    ...character,
    spells: { ...character.spells, [spellId]: { mechanic: key, prepared: true } },
  };
}

export function removeChoiceSpell(character: Character, key: string, spellId: string): Character {
  if (character.spells[spellId]?.mechanic !== key) return character;
  const spells = { ...character.spells };
  delete spells[spellId];
  return { ...character, spells };
}

/** A feat taken freely from the feats page (no choice): `feat-<id>`, `feat-<id>-2`… */
export function addFreeFeat(character: Character, id: string): Character {
  const path = uniqueFeaturePath(character.features, `feat-${id}`);
  return { ...character, features: [...character.features, { id, path }] };
}

/** A custom feat (spec §9): its path is `custom-<timestamp>`. */
export function addCustomFeat(
  character: Character,
  title: string,
  description: string,
  now: number,
): Character {
  const path = uniqueFeaturePath(character.features, `custom-${now}`);
  const feature: Feature = { id: 'custom-feat', path, title };
  if (description) feature.description = description;
  return { ...character, features: [...character.features, feature] };
}

/** Removes a stored feature by its path (a free feat or a custom feature). */
export function removeFeature(character: Character, path: string): Character {
  return { ...character, features: character.features.filter((feature) => feature.path !== path) };
}

/** Picks that count one entry per point (`['str', 'str']`), grown or shrunk by one. */
export function addPick(picks: readonly string[], id: string): string[] {
  return [...picks, id];
}

export function removePick(picks: readonly string[], id: string): string[] {
  const index = picks.lastIndexOf(id);
  return index < 0 ? [...picks] : picks.filter((_, at) => at !== index);
}

export const countOf = (picks: readonly string[], id: string) =>
  picks.filter((pick) => pick === id).length;
