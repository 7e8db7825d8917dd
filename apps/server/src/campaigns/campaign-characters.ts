import { and, desc, eq } from 'drizzle-orm';

import type { Campaign, CampaignSummary } from '@hearth/contract';

import { charactersRepository } from '../characters/characters-repository.ts';
import { loadCharacterFor, loadReadableCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { campaignCharacters, campaignMembers, campaigns, characters } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { campaignView, toCampaignSummary } from './campaign-view.ts';
import { touchCampaign } from './campaigns.ts';
import { loadCampaignFor } from './load-campaign.ts';

const notInCampaign = () => new AppError('NOT_FOUND', 'This character is not in the campaign');

/**
 * Brings one of the caller's characters into a campaign they are in. A character is in at most
 * one campaign (spec §5: only characters without a campaign can be added); the character's row
 * is locked, so two adds of it at once queue up and the second is refused.
 */
export async function addCharacterToCampaign(
  db: Database,
  user: { id: string },
  body: { campaign_id: string; character_id: string },
  now: Date,
): Promise<Campaign> {
  const { campaign, role } = await loadCampaignFor(db, user, body.campaign_id, { lock: true });
  const character = await loadCharacterFor(db, user, body.character_id, { lock: true });
  const [current] = await db
    .select({ campaignId: campaignCharacters.campaignId })
    .from(campaignCharacters)
    .where(eq(campaignCharacters.characterId, character.id));
  if (current) {
    throw new AppError('CONFLICT', 'This character is already in a campaign', {
      campaign_id: current.campaignId,
    });
  }
  await db
    .insert(campaignCharacters)
    .values({ campaignId: campaign.id, characterId: character.id, addedAt: now });
  return campaignView(db, await touchCampaign(db, campaign.id, now), role, now);
}

/**
 * Hides or shows one of the caller's characters of the campaign. The link has no flag of its
 * own: this is the character's `active` (Hide and Show, spec character §4), as the character
 * list would set it, answered with the campaign's view of the character.
 */
export async function setCampaignCharacterActive(
  db: Database,
  user: { id: string },
  params: { campaignId: string; characterId: string },
  active: boolean,
  now: Date,
): Promise<{ id: string; name: string; user_id: string; active: boolean }> {
  const { campaign } = await loadCampaignFor(db, user, params.campaignId);
  const character = await loadCharacterFor(db, user, params.characterId, { lock: true });
  await linkOf(db, campaign.id, character.id);
  const row =
    character.active === active
      ? character
      : await charactersRepository.update(db, character.id, { active }, now);
  return { id: row.id, name: row.name, user_id: row.userId, active: row.active };
}

/**
 * Takes a character out of a campaign: the owner any (spec §6), a member only their own
 * (spec §5). The character itself is untouched.
 */
export async function removeCampaignCharacter(
  db: Database,
  user: { id: string },
  params: { campaignId: string; characterId: string },
  now: Date,
): Promise<{ campaign_id: string; character_id: string }> {
  const { campaign, role } = await loadCampaignFor(db, user, params.campaignId, { lock: true });
  const link = await linkOf(db, campaign.id, params.characterId);
  if (role !== 'owner' && link.userId !== user.id) {
    throw new AppError('FORBIDDEN', 'You can remove only your own characters');
  }
  await db
    .delete(campaignCharacters)
    .where(
      and(
        eq(campaignCharacters.campaignId, campaign.id),
        eq(campaignCharacters.characterId, params.characterId),
      ),
    );
  await touchCampaign(db, campaign.id, now);
  return { campaign_id: campaign.id, character_id: params.characterId };
}

/** The campaigns a character is in, for its owner and its campaign-mates (others: CHAR.NOT_FOUND). */
export async function campaignsOfCharacter(
  db: Database,
  user: { id: string },
  characterId: string,
): Promise<CampaignSummary[]> {
  const character = await loadReadableCharacterFor(db, user, characterId);
  // The caller's membership scopes the list: a mate sees only the campaigns they share.
  const rows = await db
    .select({ campaign: campaigns })
    .from(campaignCharacters)
    .innerJoin(campaigns, eq(campaigns.id, campaignCharacters.campaignId))
    .innerJoin(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaigns.id), eq(campaignMembers.userId, user.id)),
    )
    .where(eq(campaignCharacters.characterId, character.id))
    .orderBy(desc(campaigns.updatedAt));
  return rows.map(({ campaign }) =>
    toCampaignSummary(campaign, campaign.ownerId === user.id ? 'owner' : 'member'),
  );
}

/** The character's link to the campaign, with its owner; 404 when it is not in it. */
async function linkOf(db: Database, campaignId: string, characterId: string) {
  const [link] = await db
    .select({ userId: characters.userId })
    .from(campaignCharacters)
    .innerJoin(characters, eq(characters.id, campaignCharacters.characterId))
    .where(
      and(
        eq(campaignCharacters.campaignId, campaignId),
        eq(campaignCharacters.characterId, characterId),
      ),
    );
  if (!link) throw notInCampaign();
  return link;
}
