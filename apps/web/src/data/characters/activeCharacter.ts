import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { errorCodeOf } from '../../i18n/errorText.ts';
import { setActiveCharacter, useSession } from '../session.ts';
import { readDeviceCharacter, removeDeviceCharacter } from './deviceCharacters.ts';
import { withPendingChanges } from './outbox.ts';
import { characterKeys, useCharacter } from './queries.ts';

/**
 * The active character (spec §2: the sheet and its pages need one). CHAR.NOT_FOUND (deleted
 * elsewhere, or not the user's) clears the local character state (spec §8).
 */
export function useActiveCharacter() {
  const { characterId } = useSession();
  const query = useCharacter(characterId);
  // The device's copy shows at once while the server's is on its way.
  const device = useQuery({
    queryKey: ['characters', 'device', characterId ?? ''],
    enabled: characterId !== null && query.data === undefined,
    networkMode: 'always',
    queryFn: async () => {
      const stored = await readDeviceCharacter(characterId!);
      return stored ? withPendingChanges(stored) : null;
    },
  });
  const queryClient = useQueryClient();
  const notFound =
    (query.isSuccess && query.data === null) || errorCodeOf(query.error) === 'CHAR.NOT_FOUND';
  useEffect(() => {
    if (!notFound || !characterId) return;
    void removeDeviceCharacter(characterId);
    queryClient.removeQueries({ queryKey: characterKeys.one(characterId) });
    setActiveCharacter(null);
  }, [notFound, characterId, queryClient]);
  const character = query.data ?? (query.data === undefined ? device.data : undefined) ?? undefined;
  return { characterId, character, query, notFound };
}
