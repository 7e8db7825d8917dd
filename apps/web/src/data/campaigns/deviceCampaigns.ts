import type { CampaignSummary } from '@hearth/contract';

import { callDevice } from '../device/deviceClient.ts';

/**
 * The user's campaign list as last fetched, kept on the device (Dexie `characterData`, in the
 * app's worker) so /campaigns and the home menu show it offline. Forgotten with the device
 * characters when the session ends.
 */
export function readDeviceCampaigns(userId: string): Promise<CampaignSummary[] | undefined> {
  return callDevice('readCampaigns', userId);
}

export function storeDeviceCampaigns(userId: string, list: CampaignSummary[]): Promise<void> {
  return callDevice('storeCampaigns', userId, list);
}
