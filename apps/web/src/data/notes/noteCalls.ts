import type {
  createNote,
  deleteNote,
  getNote,
  listNotes,
  reorderNotes,
  updateNote,
} from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';

/**
 * The notes calls (platform §7), by method and path only, like the character calls: the client
 * never validates answers with the contract's schemas, so the notes page does not carry zod.
 * noteCalls.test.ts checks them against the contract.
 */
export const listNotesCall = callByPath<typeof listNotes>('GET', '/notes');
export const getNoteCall = callByPath<typeof getNote>('GET', '/notes/:id');
export const createNoteCall = callByPath<typeof createNote>('POST', '/notes');
export const updateNoteCall = callByPath<typeof updateNote>('PUT', '/notes/:id');
export const deleteNoteCall = callByPath<typeof deleteNote>('DELETE', '/notes/:id');
export const reorderNotesCall = callByPath<typeof reorderNotes>('PUT', '/notes/order');
