import type { Note } from '@hearth/contract';

import type { NoteRow } from './load-note.ts';

/** A stored note as the API answers it (platform §3). */
export function toNoteView(row: NoteRow): Note {
  return {
    id: row.id,
    character_id: row.characterId,
    title: row.title,
    content: row.content,
    format: row.format,
    color: row.color,
    pinned: row.pinned,
    status: row.status,
    order_position: row.orderPosition,
    version: row.version,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
