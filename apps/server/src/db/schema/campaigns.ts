import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { characters } from './characters.ts';
import { createdAt, idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

/** A shared campaign. Its stock inventory is an `inventories` row with `campaign_id` set. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: idColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    ...syncColumns(),
  },
  (t) => [index('campaigns_owner_id_idx').on(t.ownerId)],
);

export const CAMPAIGN_ROLES = ['owner', 'member'] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

/** Who belongs to a campaign; the owner has a row too, so "my campaigns" is one lookup. */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CAMPAIGN_ROLES }).notNull().default('member'),
    joinedAt: createdAt('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_members_user_id_idx').on(t.userId),
  ],
);

/** A character taking part in a campaign; a character is in at most one campaign (spec §5). */
export const campaignCharacters = pgTable(
  'campaign_characters',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    addedAt: createdAt('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.characterId] }),
    uniqueIndex('campaign_characters_character_id_key').on(t.characterId),
  ],
);

/** An invite link (`/j/{token}`); a new invite revokes older ones by setting `revoked_at`. */
export const campaignInvites = pgTable(
  'campaign_invites',
  {
    token: text('token').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('campaign_invites_campaign_id_idx').on(t.campaignId),
    // Deleting a user nulls `created_by` of their invites: without it, a scan of every invite.
    index('campaign_invites_created_by_idx').on(t.createdBy),
  ],
);
