import type { QueryClient } from '@tanstack/react-query';

import type { CharacterBeast } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { i18n, loadNamespaces } from '../../i18n/index.ts';
import { keptListKeys, updateKeptList } from '../device/keptLists.ts';
import { enqueue, entriesOfCurrentUser, registerCommand } from '../outbox/outbox.ts';
import { removeEntry } from '../outbox/outboxStore.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { updateCharacterBeastCall } from './beastCalls.ts';
import type { BeastChange } from './beastList.ts';
import { withBeastChange } from './beastList.ts';

/**
 * A character's beast changes (activate, pin, notes) as `beast.update` commands of the one
 * outbox (issue 19): shown at once, kept on the device, sent in order, offline as soon as the
 * connection returns. The contract has no hit points for a beast, so nothing travels as a
 * change: every field is the later write's.
 */

const KIND = 'beast.update';

/** Query key of a character's beasts. */
export const beastKeys = {
  list: (characterId: string) => ['characters', 'beasts', characterId] as const,
};

/** The signed-in account's beast.update entries not yet confirmed (refused ones are not shown). */
export function unsentBeastEntries(): OutboxEntry[] {
  return entriesOfCurrentUser().filter(
    (entry) => entry.kind === KIND && entry.status !== 'refused',
  );
}

/** Lays entries over a list as the server will apply them (activation switches the type's other off). */
export function withBeastEntries(
  list: readonly CharacterBeast[],
  entries: readonly OutboxEntry[],
): CharacterBeast[] {
  return entries.reduce(
    (current, entry) => withBeastChange(current, entry.target, entry.body as BeastChange),
    [...list],
  );
}

/** A character's beasts as the device should show them: the server's copy, unsent changes over. */
export function withPendingBeastChanges(list: readonly CharacterBeast[]): CharacterBeast[] {
  return withBeastEntries(list, unsentBeastEntries());
}

/** The server's row in a list, activation switching the type's other beast off as it did. */
function withSavedBeast(list: readonly CharacterBeast[], saved: CharacterBeast): CharacterBeast[] {
  return withBeastChange(list, saved.id, { active: saved.active }).map((beast) =>
    beast.id === saved.id ? saved : beast,
  );
}

/** Forgets a removed beast's entries (every status: the beast is gone, so are its changes). */
export function forgetBeastUpdates(id: string): void {
  for (const entry of entriesOfCurrentUser()) {
    if (entry.kind === KIND && entry.target === id) removeEntry(entry.id);
  }
}

export function queueBeastUpdate(characterId: string, id: string, change: BeastChange): void {
  enqueue({ kind: KIND, target: id, characterId, body: change });
}

async function refusedToast(): Promise<void> {
  await loadNamespaces(['beasts']).catch(() => undefined);
  toast.error(i18n.t('beasts:list.updateFailed'));
}

/** The app's query cache, once a screen or the runner's start has connected it. */
let cache: QueryClient | null = null;

const reload = (characterId: string | null) => {
  if (cache && characterId) void cache.invalidateQueries({ queryKey: beastKeys.list(characterId) });
};

// Registered as the module loads: the runner sends entries of an earlier visit even before a
// screen connects the cache.
registerCommand(KIND, {
  send: (entry, { client, keepalive }) =>
    client.call(
      updateCharacterBeastCall,
      { params: { id: entry.target }, body: { id: entry.target, ...(entry.body as BeastChange) } },
      { headers: { 'Idempotency-Key': entry.id }, ...(keepalive ? { keepalive } : {}) },
    ),
  confirmed: (entry, answer) => {
    const saved = answer as CharacterBeast;
    const characterId = entry.characterId ?? saved.character_id;
    cache?.setQueryData<CharacterBeast[]>(
      beastKeys.list(characterId),
      (list) => list && withPendingBeastChanges(withSavedBeast(list, saved)),
    );
    void updateKeptList<CharacterBeast>(keptListKeys.beasts(characterId), (list) =>
      withSavedBeast(list, saved),
    );
  },
  refused: (entry) => {
    // The entry stays in the 'not synced' list; the list is shown as the server has it.
    void refusedToast();
    reload(entry.characterId);
  },
  discarded: (entry) => reload(entry.characterId),
});

/** Connects the command to the app's query cache (the runner's start, the beasts hooks). */
export function connectBeastCommands(queryClient: QueryClient): void {
  cache = queryClient;
}
