import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { startOutbox } from '../outbox/outbox.ts';
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
  startNoteDrafts(queryClient, monitor.get());
  return () => {
    stopOutbox();
    setCharacterOutboxHooks(null);
  };
}

/**
 * Note edits kept on the device on an earlier visit (data/notes/noteDrafts.ts, keys
 * `pending_note_…`): their code loads only when some wait; from then on they go out when the
 * connection returns and when the page is hidden.
 */
function startNoteDrafts(queryClient: QueryClient, online: boolean): void {
  if (readPendingKeys('note_').length === 0) return;
  void Promise.all([import('../notes/notes.ts'), import('../notes/noteDrafts.ts')]).then(
    ([notes, drafts]) => {
      notes.connectNoteDrafts(queryClient);
      if (online) void drafts.flushNoteDrafts();
    },
  );
}
