import { readPendingEntry, readPendingKeys, writePendingEntry } from '../storage.ts';
import { getCurrentUser } from '../user.ts';
import { nextSeq, persistOutbox, putEntry } from './outboxStore.ts';
import type { OutboxEntry } from './types.ts';

/** The character outbox before issue 19: one key per character, `pending_character_<id>`. */
interface LegacyCharacterEntry {
  characterId: string;
  body: Record<string, unknown>;
  key: string;
  revision: number;
  userId?: string;
}

const LEGACY_PREFIX = 'character_';

function parse(text: string | null): LegacyCharacterEntry | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<LegacyCharacterEntry> | null;
    return value &&
      typeof value.characterId === 'string' &&
      typeof value.key === 'string' &&
      typeof value.body === 'object' &&
      value.body !== null
      ? (value as LegacyCharacterEntry)
      : null;
  } catch {
    return null;
  }
}

/**
 * Turns the old format's entries into `character.update` entries (once: the old keys are removed).
 * The entry keeps its request id, so one the server applied just before the update is not applied
 * again. It has no base: the server replaces the fields, as it did. An entry from before accounts
 * were noted goes to the signed-in account; without one it waits for a sign-in.
 */
export function migrateLegacyCharacterEntries(now: number = Date.now()): number {
  let migrated = 0;
  for (const key of readPendingKeys(LEGACY_PREFIX)) {
    if (/\.\d+$/.test(key)) continue;
    const legacy = parse(readPendingEntry(key));
    if (!legacy) {
      writePendingEntry(key, null);
      continue;
    }
    const userId = legacy.userId ?? getCurrentUser()?.id;
    if (!userId) continue;
    const entry: OutboxEntry = {
      id: legacy.key,
      seq: nextSeq(),
      kind: 'character.update',
      target: legacy.characterId,
      characterId: legacy.characterId,
      body: legacy.body,
      userId,
      createdAt: now,
      updatedAt: 0,
      attempts: 0,
      status: 'pending',
      revision: Math.max(1, legacy.revision || 1),
    };
    putEntry(entry);
    writePendingEntry(key, null);
    migrated += 1;
  }
  if (migrated > 0) persistOutbox();
  return migrated;
}
