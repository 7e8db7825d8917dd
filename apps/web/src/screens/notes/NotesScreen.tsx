import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import type { Note } from '@hearth/contract';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { OfflineIcon } from '../../components/icons.tsx';
import { PullToRefresh } from '../../components/PullToRefresh.tsx';
import { useOnline } from '../../data/network/useOnline.ts';
import { useNoteDrafts, useNotes } from '../../data/notes/notes.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { DeletedNoteList } from './DeletedNoteList.tsx';
import { PlusIcon } from './noteIcons.tsx';
import { NoteList } from './NoteList.tsx';

import '../../theme/noteColors.css';
import './Notes.css';

// The create dialog is closed when the page opens: its code comes after the list's first paint.
const loadCreate = () => import('./CreateNoteModal.tsx');
const CreateNoteModal = lazy(loadCreate);

/**
 * /notes (platform §2): the character's notes, pinned first then in the user's order, each
 * tinted by its colour with a 100-character preview; reorder by dragging or by buttons; soft
 * delete with undo; the deleted notes with restore and delete for good; a create dialog.
 */
export default function NotesScreen() {
  const { t } = useTranslation('routes');
  return (
    <CharacterGate>
      {(character) => (
        <CharacterPage character={character} title={t('title.notes')}>
          <NotesView characterId={character.id} />
        </CharacterPage>
      )}
    </CharacterGate>
  );
}

function NotesView({ characterId }: { characterId: string }) {
  const { t } = useTranslation(['notes', 'common']);
  const online = useOnline();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = params.get('tab') === 'deleted' ? 'deleted' : 'active';
  const notes = useNotes(characterId, status);
  const [creating, setCreating] = useState(false);
  const createLoaded = useChunkAfterPaint(loadCreate);
  useNoteDrafts();

  const showTab = (tab: 'active' | 'deleted') =>
    setParams(tab === 'deleted' ? { tab } : {}, { replace: true });
  const list: Note[] = notes.data ?? [];
  // Offline and never loaded: the query waits for the connection.
  const waiting = notes.isPending && notes.fetchStatus === 'paused';

  return (
    <div className="notes">
      <div className="segmented notes__tabs" role="group" aria-label={t('tabs.label')}>
        {(['active', 'deleted'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            className={`segmented__option${status === tab ? ' segmented__option--on' : ''}`}
            aria-pressed={status === tab}
            onClick={() => showTab(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {!online && (
        <p className="notes__offline" role="status">
          <OfflineIcon /> {t('list.offline')}
        </p>
      )}
      <PullToRefresh disabled={!online} onRefresh={() => notes.refetch()}>
        {waiting ? (
          <p className="notes__empty">{t('list.notLoaded')}</p>
        ) : notes.isPending ? (
          <p className="notes__empty">{t('common:loading')}</p>
        ) : notes.isError && !notes.data ? (
          <div className="notes__empty">
            <p>{t('failed.load')}</p>
            <button type="button" className="button" onClick={() => void notes.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="notes__empty">
            {status === 'active' ? t('list.empty') : t('list.emptyDeleted')}
          </p>
        ) : status === 'active' ? (
          <NoteList characterId={characterId} notes={list} online={online} />
        ) : (
          <DeletedNoteList notes={list} online={online} />
        )}
      </PullToRefresh>
      {status === 'active' && (
        <button
          type="button"
          className="button button--primary notes__create"
          onClick={() => setCreating(true)}
        >
          <PlusIcon /> {t('actions.create')}
        </button>
      )}
      {(createLoaded || creating) && (
        <Suspense fallback={null}>
          <CreateNoteModal
            open={creating}
            characterId={characterId}
            online={online}
            onClose={() => setCreating(false)}
            onCreated={(note) => {
              setCreating(false);
              void navigate(`/notes/${note.id}`);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
