import { eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** E-mails are compared trimmed and lower-cased; the unique index sees them that way too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** PostgreSQL's unique_violation, raised by both drivers with the same SQLSTATE. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (
    typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === '23505'
  );
}

/**
 * Queries on the users table; nothing here knows about HTTP. `changed` is told each user whose
 * row was updated or deleted (the session cache forgets the copy it keeps).
 */
export function usersRepository(db: Database, changed: (userId: string) => void = () => {}) {
  const first = async (rows: Promise<UserRow[]>) => (await rows)[0] ?? null;
  return {
    byId: (id: string) => first(db.select().from(users).where(eq(users.id, id))),
    byEmail: (email: string) =>
      first(
        db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email))),
      ),
    byGoogleId: (googleId: string) =>
      first(db.select().from(users).where(eq(users.googleId, googleId))),
    byTelegramId: (telegramId: string) =>
      first(db.select().from(users).where(eq(users.telegramId, telegramId))),

    async create(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<
        Pick<
          UserRow,
          | 'name'
          | 'passwordHash'
          | 'avatarColor'
          | 'avatarId'
          | 'settings'
          | 'emailVerifiedAt'
          | 'googleId'
          | 'telegramId'
        >
      >,
    ): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      changed(id);
      if (!row) throw new Error(`user ${id} vanished during an update`);
      return row;
    },

    async delete(id: string): Promise<void> {
      // Every table holding the user's data references users with ON DELETE CASCADE.
      await db.delete(users).where(eq(users.id, id));
      changed(id);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
