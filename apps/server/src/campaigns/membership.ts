import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { campaignCharacters, campaignMembers, characters } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { touchCampaign } from './campaigns.ts';
import { loadCampaignFor } from './load-campaign.ts';

/**
 * A member leaves (spec §6); their characters leave the campaign with them. Nobody leaves for
 * someone else: a `userId` other than the caller's is refused (403) once the caller is known to
 * be in the campaign, and the owner cannot leave their own campaign (they delete it instead).
 */
export async function leaveCampaign(
  db: Database,
  user: { id: string },
  query: { userId: string; campaignId: string },
  now: Date,
): Promise<{ campaign_id: string; user_id: string; characters: string[] }> {
  const { campaign, role } = await loadCampaignFor(db, user, query.campaignId, { lock: true });
  if (query.userId !== user.id) {
    throw new AppError('FORBIDDEN', 'You can only leave a campaign yourself');
  }
  if (role === 'owner') {
    throw new AppError('CONFLICT', 'The owner cannot leave their own campaign');
  }
  const own = db
    .select({ id: characters.id })
    .from(characters)
    .where(eq(characters.userId, user.id));
  const left = await db
    .delete(campaignCharacters)
    .where(
      and(
        eq(campaignCharacters.campaignId, campaign.id),
        inArray(campaignCharacters.characterId, own),
      ),
    )
    .returning({ id: campaignCharacters.characterId });
  await db
    .delete(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaign.id), eq(campaignMembers.userId, user.id)));
  await touchCampaign(db, campaign.id, now);
  return { campaign_id: campaign.id, user_id: user.id, characters: left.map((row) => row.id) };
}
