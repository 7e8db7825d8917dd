import type { PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Note } from '@hearth/contract';

import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useDeleteNote, useReorderNotes, useRestoreNote } from '../../data/notes/notes.ts';
import { notePreview } from '../../data/notes/preview.ts';
import { tintStyle } from './noteColors.ts';
import { DownIcon, GripIcon, PinIcon, TrashIcon, UpIcon } from './noteIcons.tsx';

/** `list` with the note at `from` moved to `to`. */
export function moveNote(list: readonly Note[], from: number, to: number): Note[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The indexes a note may take: pinned notes stay above the others (the list is sorted pinned
 * first), so a note moves only among the notes of its own kind.
 */
function groupRange(list: readonly Note[], index: number): [number, number] {
  const pinned = list[index]!.pinned;
  const first = list.findIndex((note) => note.pinned === pinned);
  let last = first;
  while (last + 1 < list.length && list[last + 1]!.pinned === pinned) last += 1;
  return [first, last];
}

interface Drag {
  id: string;
  pointerId: number;
  /** The order shown while the finger moves. */
  order: Note[];
}

/**
 * The active notes, in order, with their reorder controls: a handle to drag (pointer events:
 * a finger, a pen or a mouse) and move up / move down buttons for keyboards and screen
 * readers. A move is shown at once and sent as the character's whole order (PUT notes/order).
 */
export function NoteList({
  characterId,
  notes,
  online,
}: {
  characterId: string;
  notes: Note[];
  online: boolean;
}) {
  const { t } = useTranslation('notes');
  const reorder = useReorderNotes(characterId);
  const remove = useDeleteNote();
  const restore = useRestoreNote();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = useRef(new Map<string, HTMLLIElement>());
  const shown = drag?.order ?? notes;

  const commit = (order: Note[], moved: Note) => {
    if (order.every((note, index) => note.id === notes[index]?.id)) return;
    reorder.mutate(order);
    setAnnouncement(
      t('reorder.moved', {
        title: moved.title,
        position: order.findIndex((note) => note.id === moved.id) + 1,
        count: order.length,
      }),
    );
  };

  const moveBy = (index: number, step: -1 | 1) => {
    commit(moveNote(notes, index, index + step), notes[index]!);
  };

  const softDelete = (note: Note) =>
    remove.mutate(
      { note, soft: true },
      {
        onSuccess: ({ note: deleted }) =>
          toast.action(t('actions.deleted', { title: note.title }), {
            label: t('actions.undo'),
            run: () => restore.mutate(deleted ?? note),
          }),
      },
    );

  const dragHandlers = (note: Note) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (!online || event.button !== 0) return;
      event.preventDefault();
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not supported: moves over the handle still count.
      }
      setDrag({ id: note.id, pointerId: event.pointerId, order: notes });
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const from = drag.order.findIndex((found) => found.id === drag.id);
      const [first, last] = groupRange(drag.order, from);
      // The place under the finger: past the middle of a neighbour, the note takes its place.
      let to = from;
      for (let index = first; index <= last; index += 1) {
        const rect = items.current.get(drag.order[index]!.id)?.getBoundingClientRect();
        if (!rect || rect.height === 0) continue;
        const middle = rect.top + rect.height / 2;
        if (index < from && event.clientY < middle) {
          to = index;
          break;
        }
        if (index > from && event.clientY > middle) to = index;
      }
      if (to !== from) setDrag({ ...drag, order: moveNote(drag.order, from, to) });
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      setDrag(null);
      commit(drag.order, note);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  return (
    <>
      <ul className="notes__list" aria-label={t('list.active')}>
        {shown.map((note, index) => {
          const [first, last] = groupRange(shown, index);
          const preview = notePreview(note);
          return (
            <li
              key={note.id}
              ref={(element) => {
                if (element) items.current.set(note.id, element);
                else items.current.delete(note.id);
              }}
              className={`note-card${note.color ? ' note-card--tinted' : ''}${
                drag?.id === note.id ? ' note-card--dragging' : ''
              }`}
              style={tintStyle(note.color)}
              data-testid="note-card"
            >
              <button
                type="button"
                className="note-card__handle"
                aria-label={t('reorder.drag', { title: note.title })}
                disabled={!online}
                // A drag is not a pull-to-refresh.
                onTouchStart={(event) => event.stopPropagation()}
                {...dragHandlers(note)}
              >
                <GripIcon />
              </button>
              <Link className="note-card__open" to={`/notes/${note.id}`}>
                <span className="note-card__title">{note.title}</span>
                <span className="note-card__preview">
                  {preview || <em>{t('list.untitledPreview')}</em>}
                </span>
              </Link>
              <div className="note-card__actions">
                {note.pinned && (
                  <span className="tag note-card__pinned">
                    <PinIcon /> {t('list.pinned')}
                  </span>
                )}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('reorder.up', { title: note.title })}
                  disabled={!online || drag !== null || index === first}
                  onClick={() => moveBy(index, -1)}
                >
                  <UpIcon />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('reorder.down', { title: note.title })}
                  disabled={!online || drag !== null || index === last}
                  onClick={() => moveBy(index, 1)}
                >
                  <DownIcon />
                </button>
                <button
                  type="button"
                  className="icon-button note-card__delete"
                  aria-label={t('actions.delete', { title: note.title })}
                  disabled={!online || remove.isPending}
                  onClick={() => softDelete(note)}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
