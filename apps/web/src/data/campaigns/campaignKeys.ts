import type { CampaignSummary } from '@hearth/contract';

/** Query keys of the campaign screens: everything under `['campaigns']`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (userId: string) => ['campaigns', 'list', userId] as const,
  one: (id: string) => ['campaigns', 'one', id] as const,
  party: (id: string) => ['campaigns', 'party', id] as const,
  stock: (id: string) => ['campaigns', 'stock', id] as const,
  ofCharacter: (characterId: string) => ['campaigns', 'of-character', characterId] as const,
  /** The user's characters in no campaign (freeCharacters.ts). */
  free: ['campaigns', 'free'] as const,
  byToken: (token: string) => ['campaigns', 'by-token', token] as const,
  sheet: (characterId: string) => ['campaigns', 'sheet', characterId] as const,
};

/** Spec §2: campaigns by updated_at, newest first. */
export function byUpdatedAt<T extends Pick<CampaignSummary, 'updated_at'>>(
  list: readonly T[],
): T[] {
  return [...list].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

/** Spec §2, §9: the home menu's recent campaigns, the 3 last updated active ones. */
export const RECENT_CAMPAIGNS = 3;

export function recentCampaigns(list: readonly CampaignSummary[]): CampaignSummary[] {
  return byUpdatedAt(list.filter((campaign) => campaign.active)).slice(0, RECENT_CAMPAIGNS);
}
