import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { AddCharacterBeastBody, CharacterBeast } from '@hearth/contract';

import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { keptListKeys, withDeviceCopy } from '../device/keptLists.ts';
import {
  addCharacterBeastCall,
  deleteCharacterBeastCall,
  listCharacterBeastsCall,
} from './beastCalls.ts';
import {
  beastKeys,
  connectBeastCommands,
  forgetBeastUpdates,
  queueBeastUpdate,
  withPendingBeastChanges,
} from './beastCommands.ts';
import type { BeastChange } from './beastList.ts';
import { withBeastChange } from './beastList.ts';

export { beastKeys } from './beastCommands.ts';

type List = CharacterBeast[] | undefined;

/**
 * A character's beasts (platform §7 `GET character-beasts/{characterId}`), with the changes
 * still in the outbox laid over.
 */
export function useCharacterBeasts(characterId: string | null) {
  return useQuery({
    queryKey: beastKeys.list(characterId ?? ''),
    enabled: characterId !== null,
    // Offline too: the device's copy answers, so a druid in a form keeps its form's numbers.
    networkMode: 'always',
    queryFn: async () =>
      withPendingBeastChanges(
        await withDeviceCopy(keptListKeys.beasts(characterId!), () =>
          api.call(listCharacterBeastsCall, { params: { characterId: characterId! } }),
        ),
      ),
  });
}

/**
 * Adding, changing and removing a character's beasts. A change (activate, pin, notes) shows at
 * once, activation switching the type's other beast off as the server does (platform §4), and
 * goes through the outbox, offline too (a refusal is toasted and the list reloaded by the
 * command). Adding and removing need the connection; a failed removal reloads the list
 * (platform §8). The screens say what failed.
 */
export function useBeastActions(characterId: string) {
  const queryClient = useQueryClient();
  const key = beastKeys.list(characterId);
  const edit = useCallback(
    (change: (list: List) => List) => queryClient.setQueryData<CharacterBeast[]>(key, change),
    // The key is derived from the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, characterId],
  );
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: beastKeys.list(characterId) }),
    [queryClient, characterId],
  );

  const add = useMutation({
    mutationFn: (body: Omit<AddCharacterBeastBody, 'characterId'>) =>
      api.call(
        addCharacterBeastCall,
        { params: { characterId }, body: { ...body, characterId } },
        idempotent(),
      ),
    onSuccess: (saved) => {
      edit((list) => (list ? [...list.filter((beast) => beast.id !== saved.id), saved] : list));
      // Spec §7: the list reloads after an add.
      reload();
    },
  });
  const update = useCallback(
    (id: string, change: BeastChange) => {
      connectBeastCommands(queryClient);
      // A refetch under way would put the old state back over the change shown (so would the
      // default revert of a cancelled one).
      void queryClient.cancelQueries({ queryKey: beastKeys.list(characterId) }, { revert: false });
      edit((list) => list && withBeastChange(list, id, change));
      queueBeastUpdate(characterId, id, change);
    },
    [queryClient, characterId, edit],
  );
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.call(deleteCharacterBeastCall, { params: { id } }, idempotent()),
    onSuccess: ({ id }) => {
      // Its changes still in the outbox would be refused: the beast is gone, so are they.
      forgetBeastUpdates(id);
      edit((list) => list?.filter((beast) => beast.id !== id));
    },
    onError: reload,
  });
  return { add, update, remove };
}
