import { performance } from 'node:perf_hooks';

import type { CharacterRow } from './characters-repository.ts';
import type { CarriedItem } from './sheet-inputs.ts';

/**
 * Characters read recently, kept in memory so that a read of an unchanged character costs no
 * database round trip (issue 16). Why what it answers is current:
 *
 * - A user writes only their own characters and their inventories (spec character §7: only the
 *   owner reads or writes one; a gift goes to another of the giver's characters), and every
 *   write is an API call. So every mutating call forgets all of its caller's kept characters
 *   once its handler has finished, that is once its transaction has committed or rolled back,
 *   before the answer leaves (`registerEndpoint`). Whatever write path a call takes (updates,
 *   inventories, gifts, presets, rests, imports, deletes, account deletion), the caller's next
 *   read, and anyone's read that starts after the answer, goes to the database.
 * - A read that was under way while a write of its user was forgotten may have read the row
 *   before the commit: it keeps nothing ({@link CharacterCache.begin} and the stamp it gives).
 * - Other instances forget the same characters when the Redis message arrives (when
 *   `REDIS_URL` is set, see accounts/session-invalidation.ts): between the commit and that
 *   message (milliseconds), another instance may still answer the previous version, as if the
 *   read had come just before the write. What nothing announces (an operator's SQL, a message
 *   lost while Redis is down) is bounded by {@link CHARACTER_CACHE_TTL_MS}.
 * - Authorisation is not cached: every hit is checked against the caller (the row's owner), as
 *   a database read is, by the caller of `get`.
 */
export const CHARACTER_CACHE_TTL_MS = 5_000;

/** The characters active at the tables of one instance; least recently used go first. */
export const DEFAULT_CHARACTER_CACHE_ENTRIES = 10_000;

/** Users whose writes are remembered (to refuse reads that overlapped them) before a reset. */
const MAX_TRACKED_USERS = 10_000;

/** What one kept character holds, with what was derived from it once. */
export interface CachedCharacter {
  readonly row: CharacterRow;
  /** The stacks it carries, once a sheet read has fetched them with the record. */
  carried: CarriedItem[] | undefined;
  /** Memos of answers derived from the record, valid as long as the entry is. */
  memo: Map<string, string>;
  /** The sheet's ETag, for the catalogue versions it was computed with (the same object). */
  sheetEtag?: { versions: object; etag: string };
}

/** Taken before reading the database; a read may keep its answer only with a current stamp. */
export interface CacheStamp {
  readonly epoch: number;
  readonly generation: number;
}

export interface CharacterCache {
  /** Call before reading the database for `userId` (the caller, the only owner kept). */
  begin(userId: string): CacheStamp;
  get(id: string): CachedCharacter | undefined;
  /**
   * Keeps a character read from the database (and its carried stacks when read with it),
   * unless a write of its owner was forgotten since `stamp` was taken.
   */
  set(row: CharacterRow, carried: CarriedItem[] | undefined, stamp: CacheStamp): void;
  /** Forgets every kept character of the user, in this instance only. */
  forgetUser(userId: string): void;
  readonly size: number;
}

interface Entry {
  character: CachedCharacter;
  until: number;
}

/**
 * A bounded LRU on a Map (insertion order: the first key is the least recently used), with
 * the characters of each user indexed, so that forgetting a user costs their characters only.
 * A monotonic clock: test clocks moving the app's time do not stop it.
 */
export function createCharacterCache(
  options: { maxEntries?: number; ttlMs?: number; monotonicMs?: () => number } = {},
): CharacterCache {
  const maxEntries = options.maxEntries ?? DEFAULT_CHARACTER_CACHE_ENTRIES;
  const ttlMs = options.ttlMs ?? CHARACTER_CACHE_TTL_MS;
  const monotonicMs = options.monotonicMs ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const idsByUser = new Map<string, Set<string>>();
  /** Writes forgotten per user; cleared (and the epoch moved) when too many users are tracked. */
  const generations = new Map<string, number>();
  let epoch = 0;

  function remove(id: string, entry: Entry): void {
    entries.delete(id);
    const ids = idsByUser.get(entry.character.row.userId);
    ids?.delete(id);
    if (ids?.size === 0) idsByUser.delete(entry.character.row.userId);
  }

  return {
    begin: (userId) => ({ epoch, generation: generations.get(userId) ?? 0 }),
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (monotonicMs() >= entry.until) {
        remove(id, entry);
        return undefined;
      }
      // Most recently used last; a Map re-inserted keeps that order.
      entries.delete(id);
      entries.set(id, entry);
      return entry.character;
    },
    set(row, carried, stamp) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      if (stamp.epoch !== epoch || stamp.generation !== (generations.get(row.userId) ?? 0)) {
        return;
      }
      const previous = entries.get(row.id);
      if (previous) remove(row.id, previous);
      // A record read alone keeps the stacks a sheet read kept with the same version.
      const keptCarried =
        carried ??
        (previous?.character.row.version === row.version ? previous.character.carried : undefined);
      entries.set(row.id, {
        character: { row, carried: keptCarried, memo: new Map() },
        until: monotonicMs() + ttlMs,
      });
      let ids = idsByUser.get(row.userId);
      if (!ids) {
        ids = new Set();
        idsByUser.set(row.userId, ids);
      }
      ids.add(row.id);
      if (entries.size > maxEntries) {
        const [oldestId, oldest] = entries.entries().next().value!;
        remove(oldestId, oldest);
      }
    },
    forgetUser(userId) {
      if (generations.size >= MAX_TRACKED_USERS && !generations.has(userId)) {
        // Every read under way is refused its keeping: the per-user counts start again.
        generations.clear();
        epoch += 1;
      }
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      const ids = idsByUser.get(userId);
      if (!ids) return;
      for (const id of ids) entries.delete(id);
      idsByUser.delete(userId);
    },
    get size() {
      return entries.size;
    },
  };
}
