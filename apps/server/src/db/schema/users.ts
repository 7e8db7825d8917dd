import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, syncColumns } from './columns.ts';

/** Per-user preferences (spec platform §3): all optional, the client applies defaults. */
export interface UserSettings {
  lang?: string;
  /** Enabled optional content sources; required sources are always on. */
  sources?: string[];
  navanim?: boolean;
  navtext?: boolean;
  theme?: string;
}

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Stored lower-cased and trimmed, so the unique index is case-insensitive. */
    email: text('email'),
    /** Null for accounts that only use a social sign-in. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleId: text('google_id'),
    telegramId: text('telegram_id'),
    name: text('name'),
    avatarColor: text('avatar_color'),
    avatarId: text('avatar_id'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    /** Capability numbers; 1 switches analytics off and unlocks the name generator. */
    permissions: integer('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
  ],
);

/** A signed-in device. Only a hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const VERIFICATION_PURPOSES = ['verify_email', 'reset_password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** One-time tokens sent by e-mail (`/verify/{token}`); hashed like session tokens. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_tokens_user_id_idx').on(t.userId, t.purpose)],
);
