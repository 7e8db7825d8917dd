import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { campaignCharacters, campaignMembers } from '../db/schema/index.ts';

/**
 * Whether the user is in a campaign that `characterId` takes part in: then they may read the
 * character (spec §2: the campaign's characters tab), never change it. One indexed lookup.
 */
export async function sharesCampaignWith(
  db: Database,
  userId: string,
  characterId: string,
): Promise<boolean> {
  const rows = await db
    .select({ campaignId: campaignCharacters.campaignId })
    .from(campaignCharacters)
    .innerJoin(
      campaignMembers,
      and(
        eq(campaignMembers.campaignId, campaignCharacters.campaignId),
        eq(campaignMembers.userId, userId),
      ),
    )
    .where(eq(campaignCharacters.characterId, characterId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the character takes part in the campaign (sharing into or out of its stock). */
export async function isCharacterInCampaign(
  db: Database,
  campaignId: string,
  characterId: string,
): Promise<boolean> {
  const rows = await db
    .select({ characterId: campaignCharacters.characterId })
    .from(campaignCharacters)
    .where(
      and(
        eq(campaignCharacters.campaignId, campaignId),
        eq(campaignCharacters.characterId, characterId),
      ),
    );
  return rows.length > 0;
}
