import { useQueries } from '@tanstack/react-query';

import type { Character } from '@hearth/contract';

import { api } from '../api/client.ts';
import { useCharacterList } from '../characters/queries.ts';
import { listCharacterCampaignsCall } from './campaignCalls.ts';
import { campaignKeys } from './campaignKeys.ts';

/**
 * The user's active characters that are in no campaign (spec §5: only those can be added), each
 * asked with `GET campaigns/character-campaigns/{id}`. `pending` until every answer is in.
 */
export function useFreeCharacters(userId: string | null, enabled = true) {
  const list = useCharacterList(enabled ? userId : null);
  const characters = (list.data ?? []).filter((character) => character.active);
  const campaigns = useQueries({
    queries: characters.map((character) => ({
      queryKey: campaignKeys.ofCharacter(character.id),
      queryFn: () =>
        api.call(listCharacterCampaignsCall, { params: { characterId: character.id } }),
      enabled,
    })),
  });
  const free: Character[] = characters.filter(
    (_character, index) => campaigns[index]?.data?.length === 0,
  );
  return { free, pending: list.isPending || campaigns.some((query) => query.isPending) };
}
