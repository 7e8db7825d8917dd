import type { CharacterBeast } from '@hearth/contract';

import type { ConformanceCall } from './spec-conformance.calls.ts';
import type { World } from './spec-conformance.world.ts';

/**
 * The built calls of spec platform §7 Beasts that concern a character's beasts (and character
 * §7 Character beasts), as {@link ConformanceCall}s: the 'character-beasts' and
 * 'character-beast/…' actions' payloads, the set-up each needs, its answer. The homebrew
 * stat blocks' "standard create, read, update, delete" are the content writes of
 * spec-conformance.inventory-calls.ts.
 */

const CHARACTER_BEAST = ['id', 'beast_id', 'type', 'notes', 'active', 'pin', 'sort_order'] as const;

/** A new fighter with a wolf among its wild shapes. */
async function wolfOfNewCharacter({ character, api }: World) {
  const { character: hero } = await character();
  return api<CharacterBeast>('POST', `character-beasts/${hero.id}`, {
    beast_id: 'wolf',
    type: 'wildshape',
  });
}

export const BEAST_CALLS: readonly ConformanceCall[] = [
  {
    call: 'GET character-beasts/{characterId}',
    method: 'GET',
    request: async (world) => {
      const { character_id: characterId } = await wolfOfNewCharacter(world);
      // The 'character-beasts' action sends the characterId; GET sends it as the query too.
      return { url: `character-beasts/${characterId}`, payload: { characterId } };
    },
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST character-beasts/{characterId}',
    method: 'POST',
    request: async ({ character }) => {
      const { character: hero } = await character();
      return {
        url: `character-beasts/${hero.id}`,
        payload: { characterId: hero.id, beast_id: 'wolf', type: 'wildshape', notes: 'Swift' },
      };
    },
    status: 201,
    answer: CHARACTER_BEAST,
  },
  {
    call: 'PUT character-beasts/{id}',
    method: 'PUT',
    request: async (world) => {
      const { id } = await wolfOfNewCharacter(world);
      return { url: `character-beasts/${id}`, payload: { id, active: true, pin: true } };
    },
    status: 200,
    answer: CHARACTER_BEAST,
  },
  {
    call: 'DELETE character-beasts/{id}',
    method: 'DELETE',
    request: async (world) => ({ url: `character-beasts/${(await wolfOfNewCharacter(world)).id}` }),
    status: 200,
    answer: ['id'],
  },
];
