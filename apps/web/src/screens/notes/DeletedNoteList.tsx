import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Note } from '@hearth/contract';

import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useDeleteNote, useRestoreNote } from '../../data/notes/notes.ts';
import { notePreview } from '../../data/notes/preview.ts';
import { tintStyle } from './noteColors.ts';

/** The deleted notes (platform §4): restore, or delete for good after confirming. */
export function DeletedNoteList({ notes, online }: { notes: Note[]; online: boolean }) {
  const { t, i18n } = useTranslation(['notes', 'common']);
  const restore = useRestoreNote();
  const remove = useDeleteNote();
  const [confirming, setConfirming] = useState<Note | null>(null);
  const date = (value: string) =>
    new Date(value).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' });

  return (
    <>
      <ul className="notes__list" aria-label={t('list.deleted')}>
        {notes.map((note) => (
          <li
            key={note.id}
            className={`note-card note-card--deleted${note.color ? ' note-card--tinted' : ''}`}
            style={tintStyle(note.color)}
            data-testid="note-card"
          >
            <div className="note-card__open">
              <span className="note-card__title">{note.title}</span>
              <span className="note-card__preview">{notePreview(note)}</span>
              {note.deleted_at && (
                <span className="note-card__meta">
                  {t('list.deletedAt', { date: date(note.deleted_at) })}
                </span>
              )}
            </div>
            <div className="note-card__actions">
              <button
                type="button"
                className="button button--ghost"
                aria-label={`${t('actions.restore')}: ${note.title}`}
                disabled={!online || restore.isPending}
                onClick={() =>
                  restore.mutate(note, {
                    onSuccess: () => toast.success(t('actions.restored', { title: note.title })),
                  })
                }
              >
                {t('actions.restore')}
              </button>
              <button
                type="button"
                className="button button--ghost note-card__delete"
                aria-label={`${t('actions.deleteForever')}: ${note.title}`}
                disabled={!online}
                onClick={() => setConfirming(note)}
              >
                {t('actions.deleteForever')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('actions.deleteForeverTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending || !online}
              onClick={() =>
                confirming &&
                remove.mutate(
                  { note: confirming, soft: false },
                  { onSuccess: () => setConfirming(null) },
                )
              }
            >
              {t('actions.deleteForever')}
            </button>
          </>
        }
      >
        <p>{t('actions.deleteForeverBody', { title: confirming?.title ?? '' })}</p>
      </Modal>
    </>
  );
}
