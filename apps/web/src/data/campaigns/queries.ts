import { useQuery } from '@tanstack/react-query';

import type { CampaignSummary, Inventory } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import { api } from '../api/client.ts';
import { characterReadApi } from '../characters/conditionalReads.ts';
import {
  getCampaignByTokenCall,
  getCampaignCall,
  getCharacterSheetCall,
  listCampaignCharactersCall,
  listCampaignInventoriesCall,
  listCampaignsCall,
  listCharacterCampaignsCall,
} from './campaignCalls.ts';
import { byUpdatedAt, campaignKeys } from './campaignKeys.ts';
import { readDeviceCampaigns, storeDeviceCampaigns } from './deviceCampaigns.ts';

export { campaignKeys } from './campaignKeys.ts';

const offline = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/** A 4xx will not fix itself (a campaign one left, a token that expired): no retries. */
const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

/** The user's campaigns, newest first: the server's (kept on the device), else the device's. */
export async function fetchCampaignList(userId: string): Promise<CampaignSummary[]> {
  try {
    const list = await api.call(listCampaignsCall, {});
    void storeDeviceCampaigns(userId, list).catch(() => undefined);
    return byUpdatedAt(list);
  } catch (error) {
    if (!offline(error)) throw error;
    return byUpdatedAt((await readDeviceCampaigns(userId).catch(() => undefined)) ?? []);
  }
}

export function useCampaignList(userId: string | null) {
  return useQuery({
    queryKey: campaignKeys.list(userId ?? ''),
    enabled: userId !== null,
    networkMode: 'always',
    queryFn: () => fetchCampaignList(userId!),
  });
}

/** One campaign with its people, characters and stock id. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: () => api.call(getCampaignCall, { params: { id } }),
    retry: retryServerErrors,
  });
}

/** How often the open party view asks for news (issue 17). */
export const PARTY_REFRESH_MS = 10_000;

/**
 * The party view: the campaign's characters with their digests, read again every 10 s and on
 * window focus while shown. The server answers 304 by ETag when nothing changed
 * (conditionalReads.ts), so an idle table costs empty answers.
 */
export function useCampaignCharacters(campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.party(campaignId),
    queryFn: () => characterReadApi.call(listCampaignCharactersCall, { params: { campaignId } }),
    refetchInterval: PARTY_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: retryServerErrors,
  });
}

/** A campaign-mate's derived sheet (read-only look from the party view). */
export function useCharacterSheet(characterId: string | null) {
  return useQuery({
    queryKey: campaignKeys.sheet(characterId ?? ''),
    enabled: characterId !== null,
    queryFn: () => characterReadApi.call(getCharacterSheetCall, { params: { id: characterId! } }),
    staleTime: 0,
    retry: retryServerErrors,
  });
}

/** The campaigns a character is in (at most one: a character is in one campaign at a time). */
export function useCharacterCampaigns(characterId: string | null, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.ofCharacter(characterId ?? ''),
    enabled: enabled && characterId !== null,
    queryFn: () => api.call(listCharacterCampaignsCall, { params: { characterId: characterId! } }),
    retry: retryServerErrors,
  });
}

/** The campaign's stock inventory (the first of its inventories) with its items. */
export function useCampaignStock(campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.stock(campaignId),
    queryFn: async (): Promise<Inventory | null> => {
      const list = await api.call(listCampaignInventoriesCall, { params: { campaignId } });
      return list[0] ?? null;
    },
    staleTime: 0,
    retry: retryServerErrors,
  });
}

/** The campaign an invite link leads to (the join page). */
export function useInviteCampaign(token: string) {
  return useQuery({
    queryKey: campaignKeys.byToken(token),
    queryFn: () => api.call(getCampaignByTokenCall, { params: { token } }),
    retry: retryServerErrors,
    staleTime: 0,
  });
}
