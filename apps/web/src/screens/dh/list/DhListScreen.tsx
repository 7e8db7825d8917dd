import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhCharacter } from '@hearth/rules';

import { CloseIcon, WarningIcon } from '../../../components/icons.tsx';
import { Link } from '../../../components/link/RouterLink.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { deleteDhCharacter, useDhCharacters } from '../../../data/dh/dhCharacters.ts';
import { downloadDhExport } from '../../../data/dh/dhTransfer.ts';
import { useDhCatalogue } from '../../../data/dh/useDhCatalogue.ts';
import { CharacterAvatar } from '../../character/CharacterAvatar.tsx';
import { ConfirmModal } from '../common/ConfirmModal.tsx';
import { BrokenRecords } from './BrokenRecords.tsx';
import { useDhClassLine } from './dhClassLine.ts';
import { DeleteIcon, ExportIcon } from './listIcons.tsx';
import { useDhImport } from './useDhImport.ts';

import '../../characters/CharacterList.css';
import './DhList.css';

/**
 * /dh/list: the second system's characters on this device (spec platform §2: with the warning
 * that they are under active development and may be lost). They have no account and no server
 * copy, so export and import are right here.
 */
export default function DhListScreen() {
  const { t } = useTranslation(['dh', 'routes', 'common']);
  const list = useDhCharacters();
  const { catalogue } = useDhCatalogue();
  const classLine = useDhClassLine(catalogue);
  const imports = useDhImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<DhCharacter | null>(null);
  const [removing, setRemoving] = useState(false);
  const characters = list.data ?? [];

  const exportCharacters = (chosen: DhCharacter[]) => {
    downloadDhExport(chosen);
    toast.success(t('transfer.exported', { count: chosen.length }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await deleteDhCharacter(deleting.id);
      setDeleting(null);
    } catch (error) {
      toast.error(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <main className="page character-list dh-list">
      <PageHeader title={t('routes:title.dhList')} />
      <div className="dh-list__notice" role="note">
        <WarningIcon />
        <div>
          <p className="dh-list__warning">{t('list.warning')}</p>
          <p>{t('list.deviceOnly')}</p>
        </div>
      </div>

      <div className="dh-list__tools">
        <button
          type="button"
          className="button"
          disabled={characters.length === 0}
          onClick={() => exportCharacters(characters)}
        >
          <ExportIcon />
          {t('list.exportAll')}
        </button>
        <button
          type="button"
          className="button"
          disabled={imports.busy}
          onClick={() => fileInput.current?.click()}
        >
          {t('list.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('list.import')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void imports.importFile(file);
          }}
        />
      </div>

      {imports.message && (
        <div className="dh-list__error" role="alert">
          <div>
            <strong>{t('transfer.failedTitle')}</strong>
            <p>{imports.message}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('transfer.dismiss')}
            onClick={imports.dismiss}
          >
            <CloseIcon />
          </button>
        </div>
      )}

      {list.data === undefined ? (
        <p className="character-list__empty">{t('list.loading')}</p>
      ) : list.readFailed ? (
        <p className="character-list__empty" role="alert">
          {t('list.readFailed')}
        </p>
      ) : characters.length === 0 ? (
        <p className="character-list__empty">{t('list.empty')}</p>
      ) : (
        <ul className="character-list__items" aria-label={t('list.characters')}>
          {characters.map((character) => {
            const name = character.name || t('list.unnamed');
            return (
              <li key={character.id} className="character-list__item">
                <Link className="character-list__open" to={`/dh/character/${character.id}`}>
                  <CharacterAvatar character={character} />
                  <span className="character-list__text">
                    <strong>{name}</strong>
                    <span>{classLine(character)}</span>
                  </span>
                </Link>
                <div className="character-list__actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('list.export', { name })}
                    onClick={() => exportCharacters([character])}
                  >
                    <ExportIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-button dh-list__delete"
                    aria-label={t('list.delete', { name })}
                    onClick={() => setDeleting(character)}
                  >
                    <DeleteIcon />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <BrokenRecords records={list.broken} />

      <Link className="button button--primary character-list__create" to="/dh/character/create">
        {t('list.create')}
      </Link>

      <ConfirmModal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('list.deleteTitle')}
        confirm={t('list.deleteConfirm')}
        busy={removing}
        onConfirm={() => void confirmDelete()}
      >
        <p>{t('list.deleteBody', { name: deleting?.name || t('list.unnamed') })}</p>
      </ConfirmModal>
    </main>
  );
}
