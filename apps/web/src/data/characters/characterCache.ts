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

/** Puts a character everywhere the app keeps it: its query, the list queries, the device. */
export function rememberCharacter(queryClient: QueryClient, character: Character): void {
  queryClient.setQueryData(characterKeys.one(character.id), character);
  queryClient.setQueryData(
    characterKeys.list(character.user_id),
    (list: Character[] | undefined) =>
      list ? byLastUpdate([character, ...list.filter((entry) => entry.id !== character.id)]) : list,
  );
  void storeDeviceCharacter(character);
}
