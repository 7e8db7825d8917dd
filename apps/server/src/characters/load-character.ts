import { sharesCampaignWith } from '../campaigns/shared-campaign.ts';
import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { CachedCharacter, CharacterCache } from './character-cache.ts';
import type { CharacterRow } from './characters-repository.ts';
import { charactersRepository } from './characters-repository.ts';
import type { CarriedItem } from './sheet-inputs.ts';
import { findSheetInputs } from './sheet-inputs.ts';

/**
 * The one place a character's ownership is checked: a character that does not exist and one
 * of another user answer the same CHAR.NOT_FOUND, so nothing about others' characters leaks.
 * `lock` holds the row for the rest of the transaction (updates, deletes).
 */
export async function loadCharacterFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<CharacterRow> {
  const row = options.lock
    ? await charactersRepository.findForUpdate(db, id)
    : await charactersRepository.find(db, id);
  return ownedBy(user, row);
}

/** {@link loadCharacterFor} for the sheet: the record and its carried stacks, read together. */
export async function loadSheetInputsFor(
  db: Database,
  user: { id: string },
  id: string,
): Promise<{ row: CharacterRow; carried: CarriedItem[] }> {
  const found = await findSheetInputs(db, id);
  ownedBy(user, found?.row ?? null);
  return found!;
}

type Cache = Pick<CharacterCache, 'begin' | 'get' | 'set'>;

/**
 * The one place a character's READ access is checked: its owner, or a user in a campaign the
 * character takes part in (spec §2: the campaign's characters tab). Only read routes use this;
 * every write stays with {@link loadCharacterFor}. Anyone else gets the same CHAR.NOT_FOUND as
 * for a character that does not exist.
 */
export async function loadReadableCharacterFor(
  db: Database,
  user: { id: string },
  id: string,
): Promise<CharacterRow> {
  return readableBy(db, user, await charactersRepository.find(db, id));
}

/**
 * {@link loadReadableCharacterFor} through the cache of recent characters. A campaign-mate's
 * read is answered from the cache when the record is there, yet never fills it: the cache's
 * stamps are taken for the owner before reading, and a mate does not know the owner until the
 * record is read (a write of the owner's committed in between would be missed).
 */
export async function loadReadableCachedCharacterFor(
  cache: Cache,
  db: Database,
  user: { id: string },
  id: string,
): Promise<CachedCharacter> {
  const kept = cache.get(id);
  if (kept) {
    await readableBy(db, user, kept.row);
    return kept;
  }
  const stamp = cache.begin(user.id);
  const row = await readableBy(db, user, await charactersRepository.find(db, id));
  if (row.userId !== user.id) return { row, carried: undefined, memo: new Map() };
  cache.set(row, undefined, stamp);
  return cache.get(id) ?? { row, carried: undefined, memo: new Map() };
}

/** {@link loadSheetInputsFor} through the cache, for readers: the owner and campaign-mates; `carried` is always there. */
export async function loadReadableCachedSheetInputsFor(
  cache: Cache,
  db: Database,
  user: { id: string },
  id: string,
): Promise<CachedCharacter & { carried: CarriedItem[] }> {
  const kept = cache.get(id);
  if (kept?.carried) {
    await readableBy(db, user, kept.row);
    return kept as CachedCharacter & { carried: CarriedItem[] };
  }
  const stamp = cache.begin(user.id);
  const found = await findSheetInputs(db, id);
  const row = await readableBy(db, user, found?.row ?? null);
  const { carried } = found!;
  if (row.userId !== user.id) return { row, carried, memo: new Map() };
  cache.set(row, carried, stamp);
  const fresh = cache.get(id);
  return fresh?.carried
    ? (fresh as CachedCharacter & { carried: CarriedItem[] })
    : { row, carried, memo: new Map() };
}

/** The owner, or a campaign-mate (one more lookup, only when the caller is not the owner). */
async function readableBy(
  db: Database,
  user: { id: string },
  row: CharacterRow | null,
): Promise<CharacterRow> {
  if (row && row.userId !== user.id && (await sharesCampaignWith(db, user.id, row.id))) return row;
  return ownedBy(user, row);
}

function ownedBy(user: { id: string }, row: CharacterRow | null): CharacterRow {
  if (!row || row.userId !== user.id) throw new AppError('CHAR.NOT_FOUND');
  return row;
}
