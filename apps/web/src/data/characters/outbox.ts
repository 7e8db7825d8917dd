import type { ApiClient, Character, CharacterChangeFields, SyncBase } from '@hearth/contract';

import { updateCharacterCall } from '../api/bootCalls.ts';
import { deviceId, deviceLabel } from '../device/deviceId.ts';
import type { CommandHandler, OutboxEntry, Refusal } from '../outbox/outbox.ts';
import {
  enqueue,
  entriesOfCurrentUser,
  flushOutbox,
  hasUnsentEdits,
  registerCommand,
} from '../outbox/outbox.ts';
import { outboxEntries, subscribeOutboxStore } from '../outbox/outboxStore.ts';
import { getCurrentUser } from '../user.ts';

export { flushOutbox, persistOutbox as persistPending } from '../outbox/outbox.ts';
export { ONLINE_SYNC_DELAY_MS } from '../outbox/outbox.ts';

/**
 * Character updates through the one outbox (issue 19): an edit is a `character.update` command
 * carrying the changed fields, what each was based on, and the device. The view of a character is
 * the server's copy with the account's waiting entries laid over, so the two cannot disagree.
 */

/** Spec §7: character edits reach the server this long after the last one. */
export const CHARACTER_SAVE_DELAY_MS = 500;

const KIND = 'character.update';

export type CharacterChanges = CharacterChangeFields;

/** What the app does with the server's answers (set by the runner's start, with the query cache). */
export interface CharacterOutboxHooks {
  /** The server saved the character (its answer, with the edits still waiting laid over). */
  confirmed(character: Character): void;
  /** The server refused an update: it stays in the outbox, refused; the player is told. */
  refused(characterId: string, refusal: Refusal): void;
  /** The player discarded an update: the character is shown without it. */
  discarded(characterId: string): void;
}

const noHooks: CharacterOutboxHooks = { confirmed() {}, refused() {}, discarded() {} };
let hooks: CharacterOutboxHooks = noHooks;

export function setCharacterOutboxHooks(next: CharacterOutboxHooks | null): void {
  hooks = next ?? noHooks;
}

/** The device an edit came from, for the character's history. */
function device(): { id: string; label?: string } {
  const label = deviceLabel()?.slice(0, 60);
  return { id: deviceId(), ...(label ? { label } : {}) };
}

const characterCommand: CommandHandler = {
  delay: CHARACTER_SAVE_DELAY_MS,
  send(entry, { client, keepalive }) {
    return client.call(
      updateCharacterCall,
      {
        params: { id: entry.target },
        body: {
          ...(entry.body as CharacterChanges),
          ...(entry.base ? { base: entry.base as SyncBase } : {}),
          device: device(),
        },
      },
      { headers: { 'Idempotency-Key': entry.id }, ...(keepalive ? { keepalive } : {}) },
    );
  },
  confirmed(entry, answer) {
    // Signed out while it was on its way: the character is not for the next account's view.
    if (getCurrentUser()?.id !== entry.userId) return;
    hooks.confirmed(withPendingChanges(answer as Character));
  },
  refused(entry, refusal) {
    hooks.refused(entry.target, refusal);
  },
  discarded(entry) {
    hooks.discarded(entry.target);
  },
};

registerCommand(KIND, characterCommand);

/** The account's waiting and sending updates of a character, in order (refused ones are not shown). */
function unsentUpdatesOf(characterId: string): OutboxEntry[] {
  return entriesOfCurrentUser(characterId).filter(
    (entry) => entry.kind === KIND && entry.target === characterId && entry.status !== 'refused',
  );
}

/** A character as the device should show it: the server's copy with waiting edits laid over. */
export function withPendingChanges(character: Character): Character {
  const updates = unsentUpdatesOf(character.id);
  if (updates.length === 0) return character;
  let shown = character;
  for (const update of updates) shown = { ...shown, ...update.body } as Character;
  return shown;
}

/**
 * Queues an edit (spec §7: debounced 500 ms, edits of one character merged) with, per changed
 * field, its value in the copy the edit was made from. Until the server applies it, it survives
 * reloads and lost connections.
 */
export function queueCharacterUpdate(
  characterId: string,
  changes: CharacterChanges,
  base?: SyncBase,
): OutboxEntry {
  return enqueue({
    kind: KIND,
    target: characterId,
    characterId,
    body: changes as Record<string, unknown>,
    ...(base ? { base: base as Record<string, unknown> } : {}),
  });
}

/**
 * Every unsent update of a character (any account's, refused ones aside) merged into one body,
 * or null: what the device still has to tell the server about it.
 */
export function readPending(characterId: string): { body: CharacterChanges } | null {
  const updates = outboxEntries().filter(
    (entry) => entry.kind === KIND && entry.target === characterId && entry.status !== 'refused',
  );
  if (updates.length === 0) return null;
  return { body: Object.assign({}, ...updates.map((entry) => entry.body)) as CharacterChanges };
}

/** Ids of the characters with updates of the signed-in account waiting for the server. */
export function pendingCharacterIds(): string[] {
  const ids = entriesOfCurrentUser()
    .filter((entry) => entry.kind === KIND && entry.status !== 'refused')
    .map((entry) => entry.target);
  return [...new Set(ids)];
}

export function hasPendingUpdates(): boolean {
  return hasUnsentEdits();
}

/** Re-renders the sync indicator when the outbox changes. */
export const subscribeOutbox = subscribeOutboxStore;

/** Sends what waits now (every entry of the account, in order: one character's may follow others). */
export function flushCharacter(
  _characterId: string,
  options: { keepalive?: boolean; client?: ApiClient } = {},
): Promise<void> {
  return flushOutbox(options);
}
