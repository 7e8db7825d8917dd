import type {
  addCampaignItem,
  addCharacterToCampaign,
  createCampaign,
  createInviteLink,
  deleteCampaign,
  getCampaign,
  getCampaignByToken,
  getCharacterSheet,
  joinCampaign,
  leaveCampaign,
  listCampaignCharacters,
  listCampaignInventories,
  listCampaigns,
  listCharacterCampaigns,
  removeCampaignCharacter,
  updateCampaign,
} from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';

/*
 * The campaign screens' calls, by method and path only (see bootCalls.ts): the screens carry no
 * schema library. campaignCalls.test.ts checks them against the contract.
 */
export const listCampaignsCall = callByPath<typeof listCampaigns>('GET', '/campaigns');
export const createCampaignCall = callByPath<typeof createCampaign>('POST', '/campaigns');
export const getCampaignCall = callByPath<typeof getCampaign>('GET', '/campaigns/:id');
export const updateCampaignCall = callByPath<typeof updateCampaign>('PUT', '/campaigns/:id');
export const deleteCampaignCall = callByPath<typeof deleteCampaign>('DELETE', '/campaigns/:id');
export const createInviteLinkCall = callByPath<typeof createInviteLink>(
  'GET',
  '/campaigns/:id/invite-link',
);
export const getCampaignByTokenCall = callByPath<typeof getCampaignByToken>(
  'GET',
  '/campaigns/by-token/:token',
);
export const joinCampaignCall = callByPath<typeof joinCampaign>('GET', '/campaigns/join/:token');
export const leaveCampaignCall = callByPath<typeof leaveCampaign>('GET', '/campaigns/leave');
export const listCampaignCharactersCall = callByPath<typeof listCampaignCharacters>(
  'GET',
  '/campaigns/campaign-characters/:campaignId',
);
export const listCharacterCampaignsCall = callByPath<typeof listCharacterCampaigns>(
  'GET',
  '/campaigns/character-campaigns/:characterId',
);
export const addCharacterToCampaignCall = callByPath<typeof addCharacterToCampaign>(
  'POST',
  '/campaigns/add-character-to-campaign',
);
export const removeCampaignCharacterCall = callByPath<typeof removeCampaignCharacter>(
  'DELETE',
  '/campaigns/:campaignId/characters/:characterId',
);
export const listCampaignInventoriesCall = callByPath<typeof listCampaignInventories>(
  'GET',
  '/campaigns/:campaignId/inventories',
);
export const addCampaignItemCall = callByPath<typeof addCampaignItem>(
  'POST',
  '/campaigns/:campaignId/inventory/add-item',
);
/** A campaign-mate's derived sheet, for the party view's read-only look. */
export const getCharacterSheetCall = callByPath<typeof getCharacterSheet>(
  'GET',
  '/characters/:id/sheet',
);
