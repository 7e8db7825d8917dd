import type { QueryClient } from '@tanstack/react-query';

import { isApiError } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { readPendingKeys } from '../storage.ts';
import { characterKeys, rememberCharacter } from './characterCache.ts';
import { flushOutbox, ONLINE_SYNC_DELAY_MS, setOutboxHandlers } from './outbox.ts';

/**
 * Connects the character outbox to the app: confirmed saves refresh what the app shows,
 * refused ones reload the character and say why; queued edits are sent at start, 300 ms after
 * the connection returns (spec §4) and when the page is hidden. Returns stop.
 */
export function startCharacterOutbox(queryClient: QueryClient, monitor: OnlineMonitor): () => void {
  setOutboxHandlers({
    confirmed: (character) => rememberCharacter(queryClient, character),
    refused: (characterId, error) => {
      const fields = isApiError(error, 'VALIDATION') ? error.data.details?.fields : undefined;
      // A refusal names each field and its reason, never 'Some fields are not valid' alone.
      if (fields && fields.length > 0) {
        void import('./refusalToast.ts').then(({ showRefusal }) =>
          showRefusal(queryClient, characterId, fields),
        );
      } else toast.error(error);
      void queryClient.invalidateQueries({ queryKey: characterKeys.one(characterId) });
      void queryClient.invalidateQueries({ queryKey: ['characters', 'list'] });
    },
  });
  let online = monitor.get();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = monitor.subscribe(() => {
    const now = monitor.get();
    if (now && !online) timer = setTimeout(() => void flushOutbox(), ONLINE_SYNC_DELAY_MS);
    online = now;
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flushOutbox({ keepalive: true });
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  if (online) void flushOutbox();
  startNoteDrafts(queryClient, online);
  return () => {
    clearTimeout(timer);
    stopWatching();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
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
