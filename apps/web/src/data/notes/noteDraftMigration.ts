import { nextSeq, persistOutbox, putEntry } from '../outbox/outboxStore.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { readPendingEntry, readPendingKeys, writePendingEntry } from '../storage.ts';
import { getCurrentUser } from '../user.ts';

/** A note's unsaved changes as kept before issue 19: one key per note, `pending_note_<id>`. */
interface LegacyNoteDraft {
  noteId: string;
  characterId: string;
  body: Record<string, unknown>;
  key: string;
  revision: number;
  userId?: string;
}

const LEGACY_PREFIX = 'note_';

function parse(text: string | null): LegacyNoteDraft | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<LegacyNoteDraft> | null;
    return value &&
      typeof value.noteId === 'string' &&
      typeof value.characterId === 'string' &&
      typeof value.key === 'string' &&
      typeof value.body === 'object' &&
      value.body !== null
      ? (value as LegacyNoteDraft)
      : null;
  } catch {
    return null;
  }
}

/**
 * Turns the old drafts into `note.save` entries of the outbox (once: the old keys are removed).
 * Each keeps its request id, so a save the server applied just before the update is not applied
 * twice, and is due at once. A draft from before accounts were noted goes to the signed-in
 * account; without one it waits for a sign-in. A damaged key is removed. Returns how many moved.
 */
export function migrateNoteDrafts(now: number = Date.now()): number {
  const moved: string[] = [];
  for (const key of readPendingKeys(LEGACY_PREFIX)) {
    const draft = parse(readPendingEntry(key));
    if (!draft) {
      writePendingEntry(key, null);
      continue;
    }
    const userId = draft.userId ?? getCurrentUser()?.id;
    if (!userId) continue;
    const entry: OutboxEntry = {
      id: draft.key,
      seq: nextSeq(),
      kind: 'note.save',
      target: draft.noteId,
      characterId: draft.characterId,
      body: draft.body,
      userId,
      createdAt: now,
      updatedAt: 0,
      attempts: 0,
      status: 'pending',
      revision: Math.max(1, draft.revision || 1),
    };
    putEntry(entry);
    moved.push(key);
  }
  // The new keys are written before the old ones go: a page closed in between loses nothing.
  persistOutbox();
  for (const key of moved) writePendingEntry(key, null);
  return moved.length;
}
