import type { Character } from './character.ts';
import type { Transition } from './hit-points.ts';
import { resourcePath } from './paths.ts';
import { setState } from './states.ts';

/** The resource path of Wild Shape's used count (the content's `wild-shape` resource). */
export const WILD_SHAPE = resourcePath('wild-shape');

/**
 * Taking a wild shape (spec §4): only while used charges are below the total; it spends one,
 * switches the `wild-shape` state on and gives temporary HP equal to the Druid level
 * (temporary HP never stack, so an existing larger amount stays). The spec also offers the
 * shape's own hit points when higher; SRD 5.2 gives the Druid level only, and is followed.
 *
 * @example wildShape(druid4, { uses: 2, druidLevel: 4 }) // temp 4, one use spent
 */
export function wildShape(
  character: Character,
  { uses, druidLevel }: { uses: number; druidLevel: number },
): Transition {
  const used = character.resources[WILD_SHAPE] ?? 0;
  if (used >= uses) return { character, messages: [{ level: 'error', key: 'wild-shape.no-uses' }] };
  const temp = Math.max(character.hp.temp, Math.max(0, Math.trunc(druidLevel)));
  const shaped: Character = {
    ...character,
    hp: { ...character.hp, temp },
    resources: { ...character.resources, [WILD_SHAPE]: used + 1 },
  };
  return {
    character: setState(shaped, 'wild-shape', true),
    messages: [{ level: 'info', key: 'wild-shape.taken', params: { temp } }],
  };
}

/** Returning to the true form ends the `wild-shape` state; temporary HP left stay. */
export function leaveWildShape(character: Character): Character {
  return setState(character, 'wild-shape', false);
}
