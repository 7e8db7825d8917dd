import { and, desc, eq, lt, sql } from 'drizzle-orm';

import type { CharacterHistoryEntry } from '@hearth/contract';
import { CHARACTER_HISTORY_KEPT } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { characterHistory } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';
import type { HistoryPart } from './history-parts.ts';

type HistoryRow = typeof characterHistory.$inferSelect;

/** Who made a change, from which device, and the character's version it produced. */
export interface ChangeAuthor {
  characterId: string;
  userId: string;
  device: { id: string; label?: string | undefined } | undefined;
  version: number;
  at: Date;
}

/** The history is pruned on every this-many versions of a character, not on every write. */
export const HISTORY_PRUNE_EVERY = 50;

/**
 * Records the parts of one write in one statement, in the caller's transaction, and now and
 * then drops what is beyond the newest {@link CHARACTER_HISTORY_KEPT} rows of the character.
 */
export async function recordHistory(
  db: Database,
  author: ChangeAuthor,
  parts: readonly HistoryPart[],
): Promise<void> {
  if (parts.length > 0) {
    await db.insert(characterHistory).values(
      parts.map((part) => ({
        characterId: author.characterId,
        userId: author.userId,
        deviceId: author.device?.id ?? null,
        deviceLabel: author.device?.label ?? null,
        field: part.field,
        path: part.path,
        oldValue: part.old,
        newValue: part.new,
        conflict: part.conflict,
        version: author.version,
        createdAt: author.at,
      })),
    );
  }
  await pruneHistory(db, author.characterId, author.version);
}

/**
 * Keeps the newest {@link CHARACTER_HISTORY_KEPT} rows of a character: cheaply, only when its
 * version is a multiple of {@link HISTORY_PRUNE_EVERY}, so between two prunes a character may
 * hold the changes of up to that many more writes.
 */
export async function pruneHistory(
  db: Database,
  characterId: string,
  version: number,
): Promise<void> {
  if (version % HISTORY_PRUNE_EVERY !== 0) return;
  await db.execute(sql`
    delete from ${characterHistory}
    where ${characterHistory.characterId} = ${characterId}
      and ${characterHistory.id} < (
        select ${characterHistory.id} from ${characterHistory}
        where ${characterHistory.characterId} = ${characterId}
        order by ${characterHistory.id} desc
        offset ${CHARACTER_HISTORY_KEPT - 1} limit 1
      )`);
}

const CURSOR = /^[1-9][0-9]{0,15}$/;

/** A page of a character's history, newest first; `before` an entry's id (the next page). */
export async function listHistory(
  db: Database,
  characterId: string,
  page: { limit: number; before?: string | undefined },
): Promise<CharacterHistoryEntry[]> {
  if (page.before !== undefined && !CURSOR.test(page.before)) {
    throw invalidField('query.before', 'Expected the id of a history entry');
  }
  const rows = await db
    .select()
    .from(characterHistory)
    .where(
      and(
        eq(characterHistory.characterId, characterId),
        page.before === undefined ? undefined : lt(characterHistory.id, Number(page.before)),
      ),
    )
    .orderBy(desc(characterHistory.id))
    .limit(page.limit);
  return rows.map(toHistoryEntry);
}

export function toHistoryEntry(row: HistoryRow): CharacterHistoryEntry {
  return {
    id: String(row.id),
    field: row.field,
    path: row.path,
    old: row.oldValue ?? null,
    new: row.newValue ?? null,
    conflict: row.conflict,
    user_id: row.userId,
    device_id: row.deviceId,
    device_label: row.deviceLabel,
    version: row.version,
    at: row.createdAt.toISOString(),
  };
}
