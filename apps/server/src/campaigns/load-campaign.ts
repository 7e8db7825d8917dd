import { and, eq } from 'drizzle-orm';

import type { CampaignRole } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { campaignMembers, campaigns } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export interface CampaignAccess {
  campaign: CampaignRow;
  /** The caller's role in it. */
  role: CampaignRole;
}

/** A campaign that does not exist, or one the caller is not in: the same answer (spec §8). */
export const campaignNotFound = () => new AppError('CAMPAIGN.NOT_FOUND');

/**
 * The one place a campaign's access is checked: the caller must be in it (the owner has a
 * member row too); a campaign that does not exist and one of strangers answer the same
 * CAMPAIGN.NOT_FOUND, so nothing about others' campaigns leaks. `owner` refuses members with
 * 403: they know the campaign exists, they may not change it (spec §6). `lock` holds the
 * campaign row for the rest of the transaction, so that changes to one campaign queue up.
 */
export async function loadCampaignFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { owner?: boolean; lock?: boolean } = {},
): Promise<CampaignAccess> {
  const query = db
    .select({ campaign: campaigns, role: campaignMembers.role })
    .from(campaigns)
    .innerJoin(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaigns.id), eq(campaignMembers.userId, user.id)),
    )
    .where(eq(campaigns.id, id));
  const [row] = options.lock ? await query.for('update', { of: campaigns }) : await query;
  if (!row) throw campaignNotFound();
  // The owner column is the authority; the member row's role mirrors it.
  const role: CampaignRole = row.campaign.ownerId === user.id ? 'owner' : 'member';
  if (options.owner && role !== 'owner') {
    throw new AppError('FORBIDDEN', 'Only the campaign’s owner can do this');
  }
  return { campaign: row.campaign, role };
}
