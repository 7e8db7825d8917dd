import { eq, inArray, or } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import {
  beasts,
  campaignCharacters,
  campaignInvites,
  campaignMembers,
  campaigns,
  characterBeasts,
  characterHistory,
  characters,
  customItems,
  favorites,
  inventories,
  inventoryItems,
  notes,
  presetItems,
  presets,
  sessions,
  uploads,
} from '../db/schema/index.ts';
import { toUserView } from './user-view.ts';
import type { UserRow } from './users-repository.ts';

/** A query that finds nothing when there are no ids, instead of an invalid `IN ()`. */
async function whereIn<T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids);
}

/**
 * Everything stored about a user (GDPR-style access): the account without secrets, sessions
 * without token hashes, and every record the user owns or takes part in. Idempotency keys are
 * left out: they are replay caches of answers already in this export.
 */
export async function exportUserData(db: Database, user: UserRow, now: Date) {
  const userCharacters = await db.select().from(characters).where(eq(characters.userId, user.id));
  const characterIds = userCharacters.map((character) => character.id);
  const ownedCampaigns = await db.select().from(campaigns).where(eq(campaigns.ownerId, user.id));
  const memberships = await db
    .select()
    .from(campaignMembers)
    .where(eq(campaignMembers.userId, user.id));
  const characterInventories = await whereIn(characterIds, (ids) =>
    db.select().from(inventories).where(inArray(inventories.characterId, ids)),
  );
  const userPresets = await db.select().from(presets).where(eq(presets.userId, user.id));
  const sessionRows = await db
    .select({
      id: sessions.id,
      user_agent: sessions.userAgent,
      created_at: sessions.createdAt,
      last_used_at: sessions.lastUsedAt,
      expires_at: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  return {
    exported_at: now.toISOString(),
    user: {
      ...toUserView(user),
      created_at: user.createdAt,
      updated_at: user.updatedAt,
      email_verified_at: user.emailVerifiedAt,
    },
    sessions: sessionRows,
    characters: userCharacters,
    // What each character's changes replaced (issue 19), newest last per character.
    character_history: await whereIn(characterIds, (ids) =>
      db
        .select()
        .from(characterHistory)
        .where(inArray(characterHistory.characterId, ids))
        .orderBy(characterHistory.id),
    ),
    character_beasts: await whereIn(characterIds, (ids) =>
      db.select().from(characterBeasts).where(inArray(characterBeasts.characterId, ids)),
    ),
    notes: await whereIn(characterIds, (ids) =>
      db.select().from(notes).where(inArray(notes.characterId, ids)),
    ),
    inventories: characterInventories,
    inventory_items: await whereIn(
      characterInventories.map((inventory) => inventory.id),
      (ids) => db.select().from(inventoryItems).where(inArray(inventoryItems.inventoryId, ids)),
    ),
    custom_items: await db.select().from(customItems).where(eq(customItems.userId, user.id)),
    campaigns_owned: ownedCampaigns,
    campaign_memberships: memberships,
    campaign_characters: await whereIn(characterIds, (ids) =>
      db.select().from(campaignCharacters).where(inArray(campaignCharacters.characterId, ids)),
    ),
    campaign_invites: await db
      .select()
      .from(campaignInvites)
      .where(eq(campaignInvites.createdBy, user.id)),
    favorites: await db
      .select()
      .from(favorites)
      .where(
        characterIds.length > 0
          ? or(eq(favorites.userId, user.id), inArray(favorites.characterId, characterIds))
          : eq(favorites.userId, user.id),
      ),
    presets: userPresets,
    preset_items: await whereIn(
      userPresets.map((preset) => preset.id),
      (ids) => db.select().from(presetItems).where(inArray(presetItems.presetId, ids)),
    ),
    beasts: await db.select().from(beasts).where(eq(beasts.userId, user.id)),
    uploads: await db.select().from(uploads).where(eq(uploads.userId, user.id)),
  };
}
