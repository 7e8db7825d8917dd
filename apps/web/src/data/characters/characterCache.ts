import type { QueryClient } from '@tanstack/react-query';

import type { Character } from '@hearth/contract';

import { storeDeviceCharacter } from './deviceCharacters.ts';

/** Query keys of the character data. Kept apart from the calls so the outbox needs no schemas. */
export const characterKeys = {
  all: ['characters'] as const,
  list: (userId: string) => ['characters', 'list', userId] as const,
  one: (id: string) => ['characters', 'one', id] as const,
  inventories: (id: string) => ['characters', 'inventories', id] as const,
};

/** Spec §2: active characters by last update, newest first (inactive ones likewise). */
export function byLastUpdate(list: readonly Character[]): Character[] {
  return [...list].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

/** Device copies waiting to be written, by character id (the latest wins). */
const deviceWrites = new Map<string, Character>();
let deviceWriteTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Writes the device copy in a task of its own: an edit is shown in the tap's task, and the
 * IndexedDB write (cloning the whole character) waits until that frame is free (issue 16).
 * The edit itself is already safe in the outbox, which survives a reload.
 */
function storeOnDeviceSoon(character: Character): void {
  deviceWrites.set(character.id, character);
  deviceWriteTimer ??= setTimeout(() => {
    deviceWriteTimer = undefined;
    const waiting = [...deviceWrites.values()];
    deviceWrites.clear();
    for (const copy of waiting) void storeDeviceCharacter(copy);
  }, 0);
}

/** Puts a character everywhere the app keeps it: its query, the list queries, the device. */
export function rememberCharacter(queryClient: QueryClient, character: Character): void {
  queryClient.setQueryData(characterKeys.one(character.id), character);
  queryClient.setQueryData(
    characterKeys.list(character.user_id),
    (list: Character[] | undefined) =>
      list ? byLastUpdate([character, ...list.filter((entry) => entry.id !== character.id)]) : list,
  );
  storeOnDeviceSoon(character);
}
