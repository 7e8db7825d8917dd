import type { FastifyInstance } from 'fastify';

import {
  addCharacterBeast,
  deleteCharacterBeast,
  listCharacterBeasts,
  updateCharacterBeast,
} from '@hearth/contract';

import * as adding from '../../character-beasts/add-character-beast.ts';
import { bestiaryBeast } from '../../character-beasts/bestiary.ts';
import * as changing from '../../character-beasts/change-character-beast.ts';
import { beastsOfCharacter } from '../../character-beasts/character-beast-view.ts';
import { loadCharacterFor } from '../../characters/load-character.ts';
import { invalidField } from '../../errors/app-error.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * The spec's actions repeat the path's id in the body ('character-beast/add' the characterId,
 * 'character-beast/update' the id). One naming something else is a client bug, refused so
 * that nothing lands on the wrong character nor silently on the path's.
 */
function refuseOtherThanPath(field: string, bodyId: string | undefined, pathId: string) {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw invalidField(`body.${field}`, 'Must be the id in the path');
  }
}

/**
 * Character beasts (platform §7 Beasts): the wild shapes, companions, familiars, summons and
 * mounts of a character, each naming a bestiary entry. Only the character's owner reads or
 * changes them; everyone else gets the same 404 as for a missing record.
 */
export async function characterBeastRoutes(app: FastifyInstance) {
  registerEndpoint(app, listCharacterBeasts, async ({ params, request }) => {
    // Owner-only for now; campaign-mates' read access arrives with loadReadableCharacterFor.
    const character = await loadCharacterFor(app.database.db, request.user!, params.characterId);
    return beastsOfCharacter(app.database.db, character.id);
  });

  registerEndpoint(app, addCharacterBeast, async ({ params, body, request }) => {
    refuseOtherThanPath('characterId', body.characterId, params.characterId);
    const beast = await bestiaryBeast(app.content, body.beast_id, body.type);
    return idempotent(app, request, (db) =>
      adding.addCharacterBeast(
        db,
        request.user!,
        params.characterId,
        { beast, type: body.type, notes: body.notes },
        app.now(),
      ),
    );
  });

  registerEndpoint(app, updateCharacterBeast, async ({ params, body, request }) => {
    const { id, ...changes } = body;
    refuseOtherThanPath('id', id, params.id);
    return idempotent(app, request, (db) =>
      changing.updateCharacterBeast(db, request.user!, params.id, changes, app.now()),
    );
  });

  registerEndpoint(app, deleteCharacterBeast, async ({ params, request }) =>
    idempotent(app, request, (db) => changing.deleteCharacterBeast(db, request.user!, params.id)),
  );
}
