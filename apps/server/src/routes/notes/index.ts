import type { FastifyInstance } from 'fastify';

import {
  createNote,
  deleteNote,
  getNote,
  listNotes,
  reorderNotes,
  updateNote,
} from '@hearth/contract';

import { invalidField } from '../../errors/app-error.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { loadNoteFor } from '../../notes/load-note.ts';
import { toNoteView } from '../../notes/note-view.ts';
import * as notes from '../../notes/notes.ts';
import { reorderNotes as reorder } from '../../notes/reorder-notes.ts';

/**
 * `soft` of a delete, from the body or the query string (the spec's client may send either);
 * soft when neither says. Both saying different things is a client bug, refused rather than
 * guessed, since one of the two answers loses the note for good.
 */
function softDelete(query: boolean | undefined, body: boolean | undefined): boolean {
  if (query !== undefined && body !== undefined && query !== body) {
    throw invalidField('body.soft', 'Must agree with soft in the query string');
  }
  return body ?? query ?? true;
}

/**
 * Notes (platform §7): a character's private notes. Only the character's owner reads or changes
 * them; notes/load-note.ts is where that is checked. Every change runs in idempotent().
 */
export async function noteRoutes(app: FastifyInstance) {
  registerEndpoint(app, listNotes, async ({ query, request }) =>
    notes.listNotes(app.database.db, request.user!, query.character_id, query.status),
  );

  registerEndpoint(app, createNote, async ({ body, request }) =>
    idempotent(app, request, (db) => notes.createNote(db, request.user!, body, app.now())),
  );

  registerEndpoint(app, getNote, async ({ params, request }) =>
    toNoteView(await loadNoteFor(app.database.db, request.user!, params.id)),
  );

  registerEndpoint(app, updateNote, async ({ params, body, request }) =>
    idempotent(app, request, (db) =>
      notes.updateNote(db, request.user!, params.id, body, app.now()),
    ),
  );

  registerEndpoint(app, deleteNote, async ({ params, query, body, request }) => {
    const soft = softDelete(query.soft, body.soft);
    return idempotent(app, request, (db) =>
      notes.deleteNote(db, request.user!, params.id, soft, app.now()),
    );
  });

  registerEndpoint(app, reorderNotes, async ({ body, request }) =>
    idempotent(app, request, (db) => reorder(db, request.user!, body.noteIds, app.now())),
  );
}
