import { describe, expect, it } from 'vitest';

import {
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

import * as calls from './campaignCalls.ts';

describe('campaign calls', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [calls.listCampaignsCall, listCampaigns],
      [calls.createCampaignCall, createCampaign],
      [calls.getCampaignCall, getCampaign],
      [calls.updateCampaignCall, updateCampaign],
      [calls.deleteCampaignCall, deleteCampaign],
      [calls.createInviteLinkCall, createInviteLink],
      [calls.getCampaignByTokenCall, getCampaignByToken],
      [calls.joinCampaignCall, joinCampaign],
      [calls.leaveCampaignCall, leaveCampaign],
      [calls.listCampaignCharactersCall, listCampaignCharacters],
      [calls.listCharacterCampaignsCall, listCharacterCampaigns],
      [calls.addCharacterToCampaignCall, addCharacterToCampaign],
      [calls.removeCampaignCharacterCall, removeCampaignCharacter],
      [calls.listCampaignInventoriesCall, listCampaignInventories],
      [calls.addCampaignItemCall, addCampaignItem],
      [calls.getCharacterSheetCall, getCharacterSheet],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });
});
