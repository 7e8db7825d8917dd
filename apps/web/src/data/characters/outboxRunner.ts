import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { startOutbox } from '../outbox/outbox.ts';
import { outboxEntries } from '../outbox/outboxStore.ts';
import { readPendingKeys } from '../storage.ts';
import { characterKeys, rememberCharacter } from './characterCache.ts';
import { setCharacterOutboxHooks } from './outbox.ts';

/**
 * Connects the outbox to the app: confirmed character saves refresh what the app shows; a
 * refused one stays in the outbox (the sheet lists it) and a toast says why; the character is
 * read again, so it shows the server's copy with the edits still waiting. Starts the runner
 * (queued edits go at start, 300 ms after the connection returns, when the page is hidden).
 * Returns stop.
 */
export function startCharacterOutbox(queryClient: QueryClient, monitor: OnlineMonitor): () => void {
  const reload = (characterId: string) => {
    void queryClient.invalidateQueries({ queryKey: characterKeys.one(characterId) });
    void queryClient.invalidateQueries({ queryKey: ['characters', 'list'] });
  };
  setCharacterOutboxHooks({
    confirmed: (character) => rememberCharacter(queryClient, character),
    refused: (characterId, refusal) => {
      // A refusal names each field and its reason, never 'Some fields are not valid' alone.
      if (refusal.fields && refusal.fields.length > 0) {
        const fields = refusal.fields;
        void import('./refusalToast.ts').then(({ showRefusal }) =>
          showRefusal(queryClient, characterId, fields),
        );
      } else {
        toast.error(new ApiError(refusal.status, { code: refusal.code, message: refusal.message }));
      }
      reload(characterId);
    },
    discarded: reload,
  });
  const stopOutbox = startOutbox(monitor);
  startCommandModules(queryClient);
  return () => {
    stopOutbox();
    setCharacterOutboxHooks(null);
  };
}

/**
 * The item, note and beast commands (issue 19): their modules load only when entries of theirs
 * wait from an earlier visit (or notes in the old `pending_note_…` format, moved into the
 * outbox); the runner holds such entries until their kind is registered. An edit made in this
 * visit registers its kind through the screen's hook.
 */
function startCommandModules(queryClient: QueryClient): void {
  const waiting = new Set(outboxEntries().map((entry) => entry.kind));
  if (waiting.has('item.update')) {
    void import('../inventories/itemCommands.ts').then((items) =>
      items.connectItemCommands(queryClient),
    );
  }
  if (waiting.has('beast.update')) {
    void import('../beasts/beastCommands.ts').then((beasts) =>
      beasts.connectBeastCommands(queryClient),
    );
  }
  if (waiting.has('note.save') || readPendingKeys('note_').length > 0) {
    void import('../notes/notes.ts').then((notes) => notes.connectNoteDrafts(queryClient));
  }
}
