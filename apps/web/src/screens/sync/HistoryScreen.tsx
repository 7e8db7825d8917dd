import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character, CharacterHistoryEntry } from '@hearth/contract';

import { OfflineIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useEditCharacter } from '../../data/characters/editing.ts';
import { restoredCharacter, useCharacterHistory } from '../../data/characters/history.ts';
import { deviceId } from '../../data/device/deviceId.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useCurrentUser } from '../../data/user.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { partLabel, shortValue } from './changeText.ts';
import { authorText, HistoryEntryRow } from './HistoryEntryRow.tsx';
import { groupByDay } from './timeText.ts';

import './History.css';

/** /character/history (issue 19): the character's changes, newest first, each restorable. */
export default function HistoryScreen() {
  return <CharacterGate>{(character) => <History character={character} />}</CharacterGate>;
}

/** Whether restoring the entry would change anything (its part is not already its old value). */
function changesSomething(character: Character, entry: CharacterHistoryEntry): boolean {
  const field = entry.field as keyof Character;
  const restored = restoredCharacter(character, entry);
  return JSON.stringify(restored[field]) !== JSON.stringify(character[field]);
}

function History({ character }: { character: Character }) {
  const { t, i18n } = useTranslation(['sync', 'routes', 'common']);
  const translate = t as unknown as Translate;
  const online = useOnline();
  const history = useCharacterHistory(character.id, online);
  const edit = useEditCharacter();
  const user = useCurrentUser();
  const me = useMemo(() => ({ userId: user?.id, deviceId: deviceId() }), [user?.id]);
  const entries = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);
  const groups = groupByDay(entries, i18n.language, translate);

  const restore = useCallback(
    (entry: CharacterHistoryEntry) => {
      edit(character, restoredCharacter(character, entry));
      toast.success(
        t('history.restored', {
          field: partLabel(translate, entry.field, entry.path),
          value: shortValue(translate, entry.old),
        }),
      );
    },
    [edit, character, t, translate],
  );

  return (
    <CharacterPage character={character} title={t('routes:title.characterHistory')}>
      {!online && (
        <p className="history__offline" role="status">
          <OfflineIcon /> {t('history.offline')}
        </p>
      )}
      {history.isError && entries.length === 0 ? (
        <div className="history__empty">
          <p>{t('history.failed')}</p>
          <button type="button" className="button" onClick={() => void history.refetch()}>
            {t('history.retry')}
          </button>
        </div>
      ) : online && history.isPending ? (
        <p className="history__empty">{t('common:loading')}</p>
      ) : history.isSuccess && entries.length === 0 ? (
        <p className="history__empty">{t('history.empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} className="history__day" aria-label={group.label}>
            <h2 className="eyebrow">{group.label}</h2>
            <ul className="history__list">
              {group.items.map((entry) => (
                <HistoryEntryRow
                  key={entry.id}
                  entry={entry}
                  author={authorText(translate, entry, me)}
                  restorable={changesSomething(character, entry)}
                  onRestore={restore}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {history.hasNextPage && online && (
        <button
          type="button"
          className="button history__more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? t('common:loading') : t('history.loadMore')}
        </button>
      )}
    </CharacterPage>
  );
}
