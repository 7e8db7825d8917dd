import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Character } from '@hearth/contract';

import { OfflineModal } from '../../app/OfflineModal.tsx';
import { ChevronIcon, OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PullToRefresh } from '../../components/PullToRefresh.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../../data/api/client.ts';
import { deleteCharacterCall, updateCharacterCall } from '../../data/characters/characterCalls.ts';
import { removeDeviceCharacter } from '../../data/characters/deviceCharacters.ts';
import {
  characterKeys,
  rememberCharacter,
  useCharacterList,
} from '../../data/characters/queries.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { setActiveCharacter, useSession } from '../../data/session.ts';
import { useCurrentUser } from '../../data/user.ts';
import { CharacterAvatar } from '../character/CharacterAvatar.tsx';
import { useClassLine } from '../sheet/useClassLine.ts';

import './CharacterList.css';

/**
 * /list (spec platform §2): active characters by last update with Hide, the hidden ones in a
 * collapsible section with Show and Delete, the empty text, pull-to-refresh, the offline
 * notice and the way to create a character.
 */
export default function CharacterListScreen() {
  const { t } = useTranslation(['character', 'routes', 'common']);
  const user = useCurrentUser();
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { characterId: activeId } = useSession();
  const list = useCharacterList(user?.id ?? null);
  const classLine = useClassLine();
  const [inactiveOpen, setInactiveOpen] = useState(false);
  const [deleting, setDeleting] = useState<Character | null>(null);
  const [offlineInfo, setOfflineInfo] = useState(false);
  const characters = list.data ?? [];
  const active = characters.filter((character) => character.active);
  const inactive = characters.filter((character) => !character.active);

  const setActive = useMutation({
    mutationFn: ({ character, value }: { character: Character; value: boolean }) =>
      api.call(updateCharacterCall, { params: { id: character.id }, body: { active: value } }),
    onSuccess: (saved) => rememberCharacter(queryClient, saved),
    onError: (error) => toast.error(error),
  });
  const remove = useMutation({
    mutationFn: (character: Character) =>
      api.call(deleteCharacterCall, { params: { id: character.id } }),
    onSuccess: async ({ id }) => {
      setDeleting(null);
      await removeDeviceCharacter(id);
      queryClient.removeQueries({ queryKey: characterKeys.one(id) });
      if (activeId === id) setActiveCharacter(null);
      await queryClient.invalidateQueries({ queryKey: characterKeys.list(user?.id ?? '') });
    },
    onError: (error) => toast.error(error),
  });

  const open = (character: Character) => {
    rememberCharacter(queryClient, character);
    setActiveCharacter(character.id);
    void navigate('/character');
  };

  const row = (character: Character, actions: ReactNode) => (
    <li key={character.id} className="character-list__item">
      <button type="button" className="character-list__open" onClick={() => open(character)}>
        <CharacterAvatar character={character} />
        <span className="character-list__text">
          <strong>{character.name}</strong>
          <span>{classLine(character)}</span>
        </span>
        <ChevronIcon />
      </button>
      <div className="character-list__actions">{actions}</div>
    </li>
  );

  return (
    <main className="page character-list">
      <PageHeader title={t('routes:title.list')} />
      {!online && (
        <p className="character-list__offline" role="status">
          <OfflineIcon /> {t('list.offline')}
        </p>
      )}
      <PullToRefresh disabled={!online} onRefresh={() => list.refetch()}>
        {list.isPending ? (
          <p className="character-list__empty">{t('common:loading')}</p>
        ) : characters.length === 0 ? (
          <p className="character-list__empty">{t('list.empty')}</p>
        ) : (
          <ul className="character-list__items" aria-label={t('list.active')}>
            {active.map((character) =>
              row(
                character,
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={!online || setActive.isPending}
                  onClick={() => setActive.mutate({ character, value: false })}
                >
                  {t('list.hide')}
                </button>,
              ),
            )}
          </ul>
        )}
        {inactive.length > 0 && (
          <section className="character-list__inactive">
            <button
              type="button"
              className="character-list__toggle"
              aria-expanded={inactiveOpen}
              onClick={() => setInactiveOpen((value) => !value)}
            >
              <span>{t('list.inactive', { count: inactive.length })}</span>
              <ChevronIcon />
            </button>
            {inactiveOpen && (
              <ul className="character-list__items" aria-label={t('list.inactiveTitle')}>
                {inactive.map((character) =>
                  row(
                    character,
                    <>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={!online || setActive.isPending}
                        onClick={() => setActive.mutate({ character, value: true })}
                      >
                        {t('list.show')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost character-list__delete"
                        disabled={!online}
                        onClick={() => setDeleting(character)}
                      >
                        {t('list.delete')}
                      </button>
                    </>,
                  ),
                )}
              </ul>
            )}
          </section>
        )}
      </PullToRefresh>
      <Link
        className="button button--primary character-list__create"
        to="/moc"
        onClick={(event) => {
          // Spec §4: creating a character is unavailable offline; the link says what waits instead.
          if (online) return;
          event.preventDefault();
          setOfflineInfo(true);
        }}
      >
        {t('list.create')}
      </Link>
      <OfflineModal open={offlineInfo} onClose={() => setOfflineInfo(false)} />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('list.deleteTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {t('list.delete')}
            </button>
          </>
        }
      >
        <p>{t('list.deleteBody', { name: deleting?.name ?? '' })}</p>
      </Modal>
    </main>
  );
}
