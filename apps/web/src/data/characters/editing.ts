import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Character, SyncBase } from '@hearth/contract';
import type { Character as RulesCharacter } from '@hearth/rules';

import { rememberCharacter } from './characterCache.ts';
import { CHARACTER_FIELDS } from './characterFields.ts';
import type { CharacterChanges } from './outbox.ts';
import { queueCharacterUpdate } from './outbox.ts';

/** The fields of a character the update call may carry (spec §7), `active` included. */
export const EDITABLE_FIELDS = [...CHARACTER_FIELDS, 'active'] as const;

/** The fields a rules transition changed, ready for the update call. */
export function changesBetween(
  before: Character,
  after: RulesCharacter | Character,
): CharacterChanges {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const next = (after as unknown as Record<string, unknown>)[field];
    if (next === undefined || next === before[field]) continue;
    if (JSON.stringify(next) !== JSON.stringify(before[field])) changes[field] = next;
  }
  return changes as CharacterChanges;
}

/**
 * What an edit was based on: each changed field's value in the copy it was made from, so the
 * server merges it with what other devices did meanwhile (counters add, sets add and remove).
 */
export function baseOf(before: Character, changes: CharacterChanges): SyncBase {
  const base: Record<string, unknown> = {};
  for (const field of Object.keys(changes)) {
    const value = (before as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) base[field] = value;
  }
  return base as SyncBase;
}

/**
 * Applies an edit on the device at once (the sheet, the list, the device copy) and queues it
 * for the server (debounced, kept while offline). Returns the edited character.
 */
export function useEditCharacter() {
  const queryClient = useQueryClient();
  return useCallback(
    (character: Character, next: RulesCharacter | Character): Character => {
      const changes = changesBetween(character, next);
      if (Object.keys(changes).length === 0) return character;
      const edited = {
        ...character,
        ...changes,
        updated_at: new Date().toISOString(),
      } as Character;
      rememberCharacter(queryClient, edited);
      queueCharacterUpdate(character.id, changes, baseOf(character, changes));
      return edited;
    },
    [queryClient],
  );
}
