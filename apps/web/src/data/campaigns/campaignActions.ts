import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  Campaign,
  CreateCampaignBody,
  InventoryItem,
  UpdateCampaignBody,
} from '@hearth/contract';

import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { deleteInventoryItemCall, giveInventoryItemCall } from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { flushItemUpdates } from '../inventories/itemCommands.ts';
import {
  addCampaignItemCall,
  addCharacterToCampaignCall,
  createCampaignCall,
  createInviteLinkCall,
  deleteCampaignCall,
  getCampaignCall,
  joinCampaignCall,
  leaveCampaignCall,
  removeCampaignCharacterCall,
  updateCampaignCall,
} from './campaignCalls.ts';
import { campaignKeys } from './campaignKeys.ts';

/**
 * A character joined or left a campaign: its campaigns are asked again, and so is which of the
 * user's characters are free to add.
 */
function forgetCharacterCampaigns(queryClient: QueryClient, characterId: string) {
  queryClient.removeQueries({ queryKey: campaignKeys.ofCharacter(characterId) });
  void queryClient.invalidateQueries({ queryKey: campaignKeys.free });
}

/** Every list of campaigns, and a campaign's own reads, are read again after a change. */
function useCampaignCache() {
  const queryClient = useQueryClient();
  const remember = (campaign: Campaign) => {
    queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
  };
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
  return { queryClient, remember, refreshLists };
}

/** Create, change (owner), hide/show and delete campaigns (spec platform §2, §4, §6). */
export function useCampaignActions() {
  const { queryClient, remember, refreshLists } = useCampaignCache();
  const create = useMutation({
    mutationFn: (body: CreateCampaignBody) => api.call(createCampaignCall, { body }, idempotent()),
    onSuccess: remember,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCampaignBody }) =>
      api.call(updateCampaignCall, { params: { id }, body }, idempotent()),
    onSuccess: remember,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.call(deleteCampaignCall, { params: { id } }, idempotent()),
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: campaignKeys.one(id) });
      await refreshLists();
    },
  });
  return { create, update, remove };
}

/** A new invite link (owner): the previous one stops working. */
export function useMakeInvite(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(
        createInviteLinkCall,
        { params: { id: campaignId }, query: { t: String(Date.now()) } },
        idempotent(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}

/** Joining by an invite link's token; leaving (members; their characters leave with them). */
export function useMembership() {
  const { queryClient, remember, refreshLists } = useCampaignCache();
  const join = useMutation({
    mutationFn: (token: string) => api.call(joinCampaignCall, { params: { token } }, idempotent()),
    onSuccess: remember,
  });
  const leave = useMutation({
    mutationFn: ({ userId, campaignId }: { userId: string; campaignId: string }) =>
      api.call(leaveCampaignCall, { query: { userId, campaignId } }, idempotent()),
    onSuccess: async ({ campaign_id, characters }) => {
      queryClient.removeQueries({ queryKey: campaignKeys.one(campaign_id) });
      queryClient.removeQueries({ queryKey: campaignKeys.party(campaign_id) });
      for (const id of characters) {
        forgetCharacterCampaigns(queryClient, id);
      }
      await refreshLists();
    },
  });
  return { join, leave };
}

/** Bring one of your characters in; take one out (the owner any, a member their own). */
export function useCampaignCharacterActions(campaignId: string) {
  const { queryClient, remember } = useCampaignCache();
  const refreshParty = () =>
    queryClient.invalidateQueries({ queryKey: campaignKeys.party(campaignId) });
  const add = useMutation({
    mutationFn: (characterId: string) =>
      api.call(
        addCharacterToCampaignCall,
        { body: { campaign_id: campaignId, character_id: characterId } },
        idempotent(),
      ),
    onSuccess: async (campaign, characterId) => {
      remember(campaign);
      forgetCharacterCampaigns(queryClient, characterId);
      await refreshParty();
    },
  });
  const remove = useMutation({
    mutationFn: (characterId: string) =>
      api.call(removeCampaignCharacterCall, { params: { campaignId, characterId } }, idempotent()),
    onSuccess: async ({ character_id }) => {
      forgetCharacterCampaigns(queryClient, character_id);
      await Promise.all([
        refreshParty(),
        queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
      ]);
    },
  });
  return { add, remove };
}

/**
 * The campaign's stock (spec platform §4): add a catalogue item, take an item (or part of a
 * stack) into one of your characters' inventories, and the owner's removal.
 */
export function useStockActions(campaignId: string) {
  const queryClient = useQueryClient();
  const refreshStock = () =>
    queryClient.invalidateQueries({ queryKey: campaignKeys.stock(campaignId) });
  const add = useMutation({
    mutationFn: (body: { itemId: string; quantity: number; variant?: string; base?: string }) =>
      api.call(addCampaignItemCall, { params: { campaignId }, body }, idempotent()),
    onSuccess: refreshStock,
  });
  const take = useMutation({
    mutationFn: (take: {
      item: InventoryItem;
      characterId: string;
      inventoryId: string;
      quantity: number;
    }) =>
      api.call(
        giveInventoryItemCall,
        {
          body: {
            itemId: take.item.id,
            characterId: take.characterId,
            inventoryId: take.inventoryId,
            ...(take.quantity < take.item.quantity ? { quantity: take.quantity } : {}),
          },
        },
        idempotent(),
      ),
    onSuccess: async (_answer, { characterId }) => {
      await Promise.all([
        refreshStock(),
        queryClient.invalidateQueries({ queryKey: characterKeys.inventories(characterId) }),
      ]);
    },
    // A stale stock (someone took it first) is read again.
    onError: refreshStock,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.call(deleteInventoryItemCall, { params: { id } }, idempotent()),
    onSuccess: refreshStock,
    onError: refreshStock,
  });
  return { add, take, remove };
}

/**
 * Moves one of the character's items into its campaign's stock (spec platform §4 item sharing):
 * the server clears equipped, attuned and the container. A failure reloads the inventories.
 */
export function useShareToStock(characterId: string) {
  const queryClient = useQueryClient();
  const reloadInventories = () =>
    queryClient.invalidateQueries({ queryKey: characterKeys.inventories(characterId) });
  return useMutation({
    mutationFn: async ({ item, campaignId }: { item: InventoryItem; campaignId: string }) => {
      await flushItemUpdates(item.id);
      const campaign = await queryClient.fetchQuery({
        queryKey: campaignKeys.one(campaignId),
        queryFn: () => api.call(getCampaignCall, { params: { id: campaignId } }),
      });
      const stockId = campaign.inventory;
      if (!stockId) throw new Error('The campaign has no stock inventory');
      return api.call(
        giveInventoryItemCall,
        { body: { itemId: item.id, inventoryId: stockId, fromCharacterId: characterId } },
        idempotent(),
      );
    },
    onSuccess: async (_answer, { campaignId }) => {
      await Promise.all([
        reloadInventories(),
        queryClient.invalidateQueries({ queryKey: campaignKeys.stock(campaignId) }),
      ]);
    },
    onError: reloadInventories,
  });
}
