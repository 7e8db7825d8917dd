import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { Character } from '@hearth/contract';

import { api } from '../api/client.ts';
import { useCharacterList } from '../characters/queries.ts';
import { listCharacterCampaignsCall } from './campaignCalls.ts';
import { campaignKeys } from './campaignKeys.ts';

/**
 * The user's active characters that are in no campaign (spec §5: only those can be added), each
 * asked with `GET campaigns/character-campaigns/{id}` (kept per character). `pending` until
 * every answer is in. One query over them all, not `useQueries`: that hook alone would add to
 * the query library's chunk every page loads at start (issue 16).
 */
export function useFreeCharacters(userId: string | null, enabled = true) {
  const queryClient = useQueryClient();
  const list = useCharacterList(enabled ? userId : null);
  const characters = (list.data ?? []).filter((character) => character.active);
  const ids = characters.map((character) => character.id);
  const campaigns = useQuery({
    queryKey: [...campaignKeys.free, userId, ...ids],
    enabled: enabled && list.data !== undefined,
    queryFn: () =>
      Promise.all(
        ids.map((characterId) =>
          queryClient.fetchQuery({
            queryKey: campaignKeys.ofCharacter(characterId),
            queryFn: () => api.call(listCharacterCampaignsCall, { params: { characterId } }),
          }),
        ),
      ),
  });
  const free: Character[] = characters.filter(
    (_character, index) => campaigns.data?.[index]?.length === 0,
  );
  return { free, pending: list.isPending || campaigns.isPending };
}
