import type { Character } from './character.ts';
import type { Transition } from './hit-points.ts';

/** The resource path of Wild Shape's used count (spec §3). */
export const WILD_SHAPE = 'prop-wildShape';

/**
 * Taking a wild shape (spec §4): only while used charges are below the total; it spends one and
 * gives temporary HP equal to the Druid level, or the shape's hit points when higher (temporary
 * HP never stack, so an existing larger amount stays).
 *
 * @example wildShape(druid4, { uses: 2, druidLevel: 4, shapeHp: 11 }) // temp 11, one use spent
 */
export function wildShape(
  character: Character,
  { uses, druidLevel, shapeHp = 0 }: { uses: number; druidLevel: number; shapeHp?: number },
): Transition {
  const used = character.resources[WILD_SHAPE] ?? 0;
  if (used >= uses) return { character, messages: [{ level: 'error', key: 'wild-shape.no-uses' }] };
  const temp = Math.max(character.hp.temp, druidLevel, shapeHp);
  return {
    character: {
      ...character,
      hp: { ...character.hp, temp },
      resources: { ...character.resources, [WILD_SHAPE]: used + 1 },
    },
    messages: [{ level: 'info', key: 'wild-shape.taken', params: { temp } }],
  };
}
