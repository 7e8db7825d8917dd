import { useQuery } from '@tanstack/react-query';

import type { CampaignSummary } from '@hearth/contract';

import { campaignKeys, recentCampaigns } from '../../data/campaigns/campaignKeys.ts';

/**
 * Spec §2, §9: up to 3 recent active campaigns. The same query as /campaigns (one cache, one
 * invalidation); its code loads only for a signed-in user, after the home page's own.
 */
export function useRecentCampaigns(userId: string | null) {
  return useQuery({
    queryKey: campaignKeys.list(userId ?? ''),
    enabled: userId !== null,
    networkMode: 'always',
    queryFn: async (): Promise<CampaignSummary[]> => {
      const { fetchCampaignList } = await import('../../data/campaigns/queries.ts');
      return fetchCampaignList(userId!);
    },
    select: recentCampaigns,
  });
}
