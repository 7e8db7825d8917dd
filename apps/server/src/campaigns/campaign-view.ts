import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import type { Campaign, CampaignRole, CampaignSummary } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import {
  campaignCharacters,
  campaignInvites,
  campaignMembers,
  characters,
  inventories,
  users,
} from '../db/schema/index.ts';
import type { CampaignRow } from './load-campaign.ts';

/** A campaign as its list shows it, for a caller of `role`. */
export function toCampaignSummary(row: CampaignRow, role: CampaignRole): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    avatar: row.avatar,
    active: row.active,
    owner: row.ownerId,
    role,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The whole campaign (platform §3): its people, characters, stock inventory and, for the
 * owner, the live invite's expiry. Four small indexed reads, run one after another: inside a
 * transaction (one connection) they could not run side by side anyway.
 */
export async function campaignView(
  db: Database,
  row: CampaignRow,
  role: CampaignRole,
  now: Date,
): Promise<Campaign> {
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      avatarColor: users.avatarColor,
      avatarId: users.avatarId,
      joinedAt: campaignMembers.joinedAt,
    })
    .from(campaignMembers)
    .innerJoin(users, eq(users.id, campaignMembers.userId))
    .where(eq(campaignMembers.campaignId, row.id))
    .orderBy(asc(campaignMembers.joinedAt), asc(users.id));
  const taking = await db
    .select({ id: characters.id, name: characters.name, userId: characters.userId })
    .from(campaignCharacters)
    .innerJoin(characters, eq(characters.id, campaignCharacters.characterId))
    .where(eq(campaignCharacters.campaignId, row.id))
    .orderBy(asc(campaignCharacters.addedAt), asc(characters.id));
  const [stock] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.campaignId, row.id))
    .orderBy(asc(inventories.createdAt))
    .limit(1);
  const invite = role === 'owner' ? await liveInviteExpiry(db, row.id, now) : null;
  return {
    ...toCampaignSummary(row, role),
    users: people.map((person) => ({
      id: person.id,
      name: person.name,
      avatar_color: person.avatarColor,
      avatar_id: person.avatarId,
      role: person.id === row.ownerId ? 'owner' : 'member',
    })),
    characters: taking.map((character) => ({
      id: character.id,
      name: character.name,
      user_id: character.userId,
    })),
    inventory: stock?.id ?? null,
    invite: invite ? { expires_at: invite.toISOString() } : null,
    version: row.version,
  };
}

/** When the campaign's live invite link expires; null without one. */
async function liveInviteExpiry(db: Database, campaignId: string, now: Date): Promise<Date | null> {
  const [live] = await db
    .select({ expiresAt: campaignInvites.expiresAt })
    .from(campaignInvites)
    .where(
      and(
        eq(campaignInvites.campaignId, campaignId),
        isNull(campaignInvites.revokedAt),
        gt(campaignInvites.expiresAt, now),
      ),
    )
    .limit(1);
  return live?.expiresAt ?? null;
}
