import type { ReactNode } from 'react';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { Character, Note } from '@hearth/contract';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { BackIcon, OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import type { NoteChanges, NoteSaveState } from '../../data/notes/noteDrafts.ts';
import {
  flushNote,
  noteSaveState,
  queueNoteUpdate,
  subscribeNoteStates,
  withDraft,
} from '../../data/notes/noteDrafts.ts';
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from '../../data/notes/noteLimits.ts';
import { useDeleteNote, useNote, useNoteDrafts, useRestoreNote } from '../../data/notes/notes.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { ColorPicker } from './ColorPicker.tsx';
import type { FormatKind } from './markdownFormat.ts';
import { applyFormat } from './markdownFormat.ts';
import { tintStyle } from './noteColors.ts';
import {
  BoldIcon,
  ChecklistIcon,
  HeadingIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  TrashIcon,
} from './noteIcons.tsx';

import '../../theme/noteColors.css';
import './Notes.css';

// The renderer (micromark and the html allowlist) is needed only for the preview and for html
// notes: it comes after the editor's first paint.
const loadRenderer = () => import('./RenderedNote.tsx');
const RenderedNote = lazy(loadRenderer);

/** /notes/:id: one note's editor (a route of its own, so a reload keeps the user on it). */
export default function NoteEditorScreen() {
  const { id = '' } = useParams();
  return (
    <CharacterGate>
      {(character) => <NoteEditorPage key={id} character={character} noteId={id} />}
    </CharacterGate>
  );
}

function NoteEditorPage({ character, noteId }: { character: Character; noteId: string }) {
  const { t } = useTranslation(['notes', 'routes', 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const query = useNote(noteId, character.id);
  const remove = useDeleteNote();
  const restore = useRestoreNote();
  useNoteDrafts();
  const note = query.data;

  const softDelete = (target: Note) => {
    // What is still on the device goes first: the note is restorable with its last words.
    void flushNote(target.id).then(() =>
      remove.mutate(
        { note: target, soft: true },
        {
          onSuccess: ({ note: deleted }) => {
            toast.action(t('actions.deleted', { title: target.title }), {
              label: t('actions.undo'),
              run: () => restore.mutate(deleted ?? target),
            });
            void navigate('/notes');
          },
        },
      ),
    );
  };

  const actions =
    note && note.status === 'active' ? (
      <button
        type="button"
        className="icon-button note-editor__delete"
        aria-label={t('editor.delete')}
        disabled={!online || remove.isPending}
        onClick={() => softDelete(note)}
      >
        <TrashIcon />
      </button>
    ) : null;

  let body: ReactNode;
  if (note) body = <NoteEditor key={note.id} note={note} characterId={character.id} />;
  else if (query.isError) body = <p className="notes__empty">{t('editor.notFound')}</p>;
  else body = <p className="notes__empty">{t('common:loading')}</p>;

  return (
    <CharacterPage character={character} title={t('routes:title.note')} actions={actions}>
      <div className="note-editor-page">
        <Link className="notes__back" to="/notes">
          <BackIcon /> {t('editor.back')}
        </Link>
        {body}
      </div>
    </CharacterPage>
  );
}

interface Fields {
  title: string;
  content: string;
  color: string | null;
  pinned: boolean;
}

const TOOLBAR: [FormatKind, () => ReactNode][] = [
  ['bold', BoldIcon],
  ['italic', ItalicIcon],
  ['heading', HeadingIcon],
  ['list', ListIcon],
  ['checklist', ChecklistIcon],
  ['link', LinkIcon],
];

function NoteEditor({ note, characterId }: { note: Note; characterId: string }) {
  const { t } = useTranslation(['notes', 'common']);
  const online = useOnline();
  const restore = useRestoreNote();
  const [fields, setFields] = useState<Fields>(() => {
    const shown = withDraft(note);
    return {
      title: shown.title,
      content: shown.content,
      color: shown.color,
      pinned: shown.pinned,
    };
  });
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  // Loaded after the first paint, so the preview opens without a wait.
  useChunkAfterPaint(loadRenderer);
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<[number, number] | null>(null);
  const saveState = useSyncExternalStore(subscribeNoteStates, () => noteSaveState(note.id));

  // Leaving the editor saves at once what the 500 ms wait still holds (offline it stays on
  // the device); a hidden or closed page is covered by the drafts' own pagehide listener.
  useEffect(() => () => void flushNote(note.id), [note.id]);

  // After a toolbar action, the text it inserted is selected (typing replaces a placeholder).
  useLayoutEffect(() => {
    if (!selection.current || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(...selection.current);
    selection.current = null;
  });

  const deleted = note.status === 'deleted';
  const readOnlyContent = deleted || note.format === 'html';
  const titleBlank = fields.title.trim() === '';

  const change = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    const changes: NoteChanges = { ...patch };
    // A blank title is refused by the server: it is not sent until there is one again.
    if (patch.title !== undefined && patch.title.trim() === '') delete changes.title;
    if (Object.keys(changes).length > 0) queueNoteUpdate(note.id, characterId, changes);
  };

  const format = (kind: FormatKind) => {
    const element = area.current;
    if (!element) return;
    const edit = applyFormat(
      fields.content,
      element.selectionStart,
      element.selectionEnd,
      kind,
      t(`editor.${kind}Text`),
    );
    selection.current = [edit.start, edit.end];
    change({ content: edit.value });
  };

  const rendered = (content: string) => (
    <Suspense fallback={<p className="notes__empty">{t('common:loading')}</p>}>
      <RenderedNote content={content} format={note.format} empty={t('editor.emptyPreview')} />
    </Suspense>
  );

  return (
    <div className="note-editor note-card--tinted" style={tintStyle(fields.color)}>
      <SaveStatus state={saveState} online={online} />
      {deleted && (
        <div className="notes__notice" role="status">
          <p>{t('editor.isDeleted')}</p>
          <button
            type="button"
            className="button"
            disabled={!online || restore.isPending}
            onClick={() => restore.mutate(note)}
          >
            {t('actions.restore')}
          </button>
        </div>
      )}
      <fieldset className="note-editor__fields" disabled={deleted}>
        <TextField
          label={t('fields.title')}
          value={fields.title}
          maxLength={NOTE_TITLE_MAX}
          required
          onValueChange={(title) => change({ title })}
          error={titleBlank ? t('fields.titleRequired') : undefined}
        />
        <ColorPicker value={fields.color} onChange={(color) => change({ color })} allowCustom />
        <SwitchField
          label={t('fields.pinned')}
          checked={fields.pinned}
          onCheckedChange={(pinned) => change({ pinned })}
        />
      </fieldset>
      {readOnlyContent ? (
        <section className="note-editor__content" aria-label={t('fields.content')}>
          {note.format === 'html' && <p className="notes__notice">{t('editor.htmlReadOnly')}</p>}
          {rendered(fields.content)}
        </section>
      ) : (
        <section className="note-editor__content" aria-label={t('fields.content')}>
          <div className="segmented note-editor__mode" role="group" aria-label={t('editor.mode')}>
            {(['write', 'preview'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={`segmented__option${mode === option ? ' segmented__option--on' : ''}`}
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
              >
                {t(`editor.${option}`)}
              </button>
            ))}
          </div>
          {mode === 'write' ? (
            <>
              <div className="note-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
                {TOOLBAR.map(([kind, KindIcon]) => (
                  <button
                    key={kind}
                    type="button"
                    className="icon-button"
                    aria-label={t(`editor.${kind}`)}
                    title={t(`editor.${kind}`)}
                    // The textarea keeps its focus and selection while a tool is tapped.
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => format(kind)}
                  >
                    <KindIcon />
                  </button>
                ))}
              </div>
              <textarea
                ref={area}
                className="field__control note-editor__text"
                aria-label={t('fields.content')}
                placeholder={t('editor.placeholder')}
                value={fields.content}
                maxLength={NOTE_CONTENT_MAX}
                onChange={(event) => change({ content: event.target.value })}
              />
            </>
          ) : (
            <div className="note-editor__preview">{rendered(fields.content)}</div>
          )}
        </section>
      )}
    </div>
  );
}

/** Saved, saving, or kept on the device: what became of the last change. */
function SaveStatus({ state, online }: { state: NoteSaveState; online: boolean }) {
  const { t } = useTranslation('notes');
  const shown: NoteSaveState = state === 'pending' && !online ? 'offline' : state;
  return (
    <p className={`note-save note-save--${shown}`} role="status" data-testid="note-save">
      {shown === 'offline' && <OfflineIcon />}
      {t(`save.${shown}`)}
    </p>
  );
}
