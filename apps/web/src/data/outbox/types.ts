import type { FieldError } from '@hearth/contract';

/**
 * The offline outbox (issue 19): every edit that may be made without a connection is a named,
 * typed command kept on the device under the spec's `pending_` prefix until the server has
 * applied it once (its `id` is the request's Idempotency-Key).
 */

/** The commands the outbox knows; each names one user action's request. */
export const COMMAND_KINDS = {
  /** `POST characters/{id}`: the character's changed fields, with what they were based on. */
  characterUpdate: 'character.update',
  /** `PUT inventory/item/{id}`: an inventory line's changes (quantity as a change). */
  itemUpdate: 'item.update',
  /** `PUT notes/{id}`: a note's text and title. */
  noteSave: 'note.save',
  /** `PUT character-beasts/{id}`: a beast's hit points, notes, active or pinned state. */
  beastUpdate: 'beast.update',
} as const;
export type CommandKind = (typeof COMMAND_KINDS)[keyof typeof COMMAND_KINDS];

/** The local-storage key word of each kind: `pending_<word>_<target>.<seq>`. */
export const KIND_KEY_WORDS: Record<CommandKind, string> = {
  'character.update': 'character',
  'item.update': 'item',
  'note.save': 'notedraft',
  'beast.update': 'beast',
};

/** Where an entry stands: waiting (or between attempts), on its way, or refused by the server. */
export type OutboxStatus = 'pending' | 'sending' | 'refused';

/** The server's reason for refusing an entry, kept to show beside it. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
}

export interface OutboxEntry {
  /** Made on the device; sent as `Idempotency-Key`. A merge into a waiting entry makes a new one. */
  id: string;
  /** The order entries are sent in (per device, increasing). */
  seq: number;
  kind: CommandKind;
  /** The record the request changes (a character, an inventory line, a note, a beast). */
  target: string;
  /** The character whose sheet lists the entry (its own id for a character update). */
  characterId: string | null;
  /** The request's body without `base` (merged: later edits win per field). */
  body: Record<string, unknown>;
  /** What the edits were based on, per field: the value before the first merged edit. */
  base?: Record<string, unknown>;
  /** The account that made the edit: only that account sends it. */
  userId: string;
  createdAt: number;
  updatedAt: number;
  /** Failed attempts in a row (network or server faults): sets the back-off. */
  attempts: number;
  status: OutboxStatus;
  refusal?: Refusal;
  /** Counts merges, so an answer to an older body does not remove a newer one. */
  revision: number;
}
