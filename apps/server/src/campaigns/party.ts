import { and, asc, eq, sql } from 'drizzle-orm';

import type { CampaignCharacter, PartyDigest } from '@hearth/contract';
import type { BeastFormRules, RulesCatalogue } from '@hearth/rules';
import { deriveCharacter, hasState, isCarriedInventory } from '@hearth/rules';

import { sheetEtag } from '../characters/character-etag.ts';
import { toCharacterView, toEquipment } from '../characters/character-view.ts';
import type { CharacterRow } from '../characters/characters-repository.ts';
import type { CarriedItem } from '../characters/sheet-inputs.ts';
import { itemsOfCharacter } from '../characters/sheet-inputs.ts';
import type { Database } from '../db/index.ts';
import { campaignCharacters, characterBeasts, characters, users } from '../db/schema/index.ts';
import { partyDigest } from './party-digest.ts';

/**
 * Party digests by sheet ETag. The ETag fingerprints everything a sheet is derived from (the
 * record's version, each carried stack's, the catalogue's, the app's: character-etag.ts), so
 * an entry never goes stale, it is only evicted: a party view polled every 10 s by every open
 * screen derives a sheet only after a character or the catalogue changed.
 */
export interface DigestCache {
  get(etag: string): PartyDigest | undefined;
  set(etag: string, digest: PartyDigest): void;
  readonly size: number;
}

/** A digest is a few hundred bytes: this many are the characters of many busy tables. */
export const DEFAULT_DIGEST_CACHE_ENTRIES = 20_000;

/** A bounded LRU on a Map (insertion order: the first key is the least recently used). */
export function createDigestCache(maxEntries = DEFAULT_DIGEST_CACHE_ENTRIES): DigestCache {
  const entries = new Map<string, PartyDigest>();
  return {
    get(etag) {
      const digest = entries.get(etag);
      if (digest === undefined) return undefined;
      entries.delete(etag);
      entries.set(etag, digest);
      return digest;
    },
    set(etag, digest) {
      entries.delete(etag);
      entries.set(etag, digest);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

/** What the party view is derived from besides the catalogue; read by {@link readParty}. */
interface PartyRow {
  character: CharacterRow;
  player: string | null;
  /** Every stack in the character's inventories; the sheet reads the carried ones. */
  items: CarriedItem[];
  /** The bestiary id of the character's active wild shape beast, if any. */
  wildShape: string | null;
}

/** The active wild shape beast of the row's character (one at most: a unique index). */
// A correlated subquery on the (character_id, type) index: no second round trip.
const activeWildShape = sql<
  string | null
>`(select ${characterBeasts.beastId} from ${characterBeasts} where ${and(
  eq(characterBeasts.characterId, characters.id),
  eq(characterBeasts.type, 'wildshape'),
  eq(characterBeasts.active, true),
)} limit 1)`;

/**
 * The campaign's characters with their players' names and every stack each carries: one query
 * (the stacks as one JSON array per character, as the sheet reads them: sheet-inputs.ts).
 */
export async function readParty(db: Database, campaignId: string): Promise<PartyRow[]> {
  const rows = await db
    .select({
      character: characters,
      player: users.name,
      items: itemsOfCharacter,
      wildShape: activeWildShape,
    })
    .from(campaignCharacters)
    .innerJoin(characters, eq(characters.id, campaignCharacters.characterId))
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(campaignCharacters.campaignId, campaignId))
    .orderBy(asc(campaignCharacters.addedAt), asc(characters.id));
  return rows;
}

/**
 * A bestiary entry as a Wild Shape form. The catalogue keeps the content's whole stat blocks;
 * the rules' index types them only as far as the sheet reads them (the content package's
 * rules-catalogue.test.ts checks that a content beast is a `BeastFormRules`).
 */
function formOf(catalogue: RulesCatalogue, beastId: string): BeastFormRules | undefined {
  return catalogue.beasts.get(beastId) as BeastFormRules | undefined;
}

/**
 * The party view's entries: each character's summary and its digest, taken from the sheet the
 * rules engine derives (the same derivation as `GET characters/{id}/sheet`), by sheet ETag.
 */
export function partyEntries(
  rows: readonly PartyRow[],
  catalogue: RulesCatalogue,
  catalogueVersions: Record<string, string>,
  digests: DigestCache,
): CampaignCharacter[] {
  return rows.map(({ character: row, player, items, wildShape }) => {
    const carried = items.filter((item) => isCarriedInventory(item.inventoryType));
    const record = toCharacterView(row);
    const form =
      wildShape && hasState(record, 'wild-shape') ? formOf(catalogue, wildShape) : undefined;
    // Which beast is active lives beside the record, not in it: it is part of the key.
    const key = `${sheetEtag({ character: row, items: carried, catalogueVersions })}:${form?.id ?? ''}`;
    let party = digests.get(key);
    if (!party) {
      party = partyDigest(record, deriveCharacter(record, catalogue, toEquipment(carried)), form);
      digests.set(key, party);
    }
    return {
      id: row.id,
      name: row.name,
      user_id: row.userId,
      avatar: row.avatar,
      active: row.active,
      player,
      updated_at: row.updatedAt.toISOString(),
      party,
    };
  });
}
