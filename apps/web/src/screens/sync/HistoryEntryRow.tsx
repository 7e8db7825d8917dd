import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { CharacterHistoryEntry } from '@hearth/contract';

import type { Translate } from '../../i18n/problemWords.ts';
import { partLabel, valueChanges } from './changeText.ts';
import { timeText } from './timeText.ts';

/** Who made a change, in words: 'You · this device', 'Another player · Chrome on Android'. */
export function authorText(
  t: Translate,
  entry: Pick<CharacterHistoryEntry, 'user_id' | 'device_id' | 'device_label'>,
  me: { userId: string | undefined; deviceId: string | null },
): string {
  const who = entry.user_id === me.userId ? t('history.you') : t('history.someone');
  const device =
    entry.device_id !== null && entry.device_id === me.deviceId
      ? t('history.thisDevice')
      : (entry.device_label ?? t('history.otherDevice'));
  return `${who} · ${device}`;
}

/**
 * One change of the history: the field and part, old → new, who and when; an overwritten
 * value is marked. Restore sets the part back to its old value (disabled when it already is).
 */
export const HistoryEntryRow = memo(function HistoryEntryRow({
  entry,
  author,
  restorable,
  onRestore,
}: {
  entry: CharacterHistoryEntry;
  author: string;
  restorable: boolean;
  onRestore: (entry: CharacterHistoryEntry) => void;
}) {
  const { t, i18n } = useTranslation('sync');
  const translate = t as unknown as Translate;
  const label = partLabel(translate, entry.field, entry.path);
  return (
    <li
      className={entry.conflict ? 'history-entry history-entry--conflict' : 'history-entry'}
      data-testid="history-entry"
      data-conflict={entry.conflict}
      data-field={entry.field}
    >
      <div className="history-entry__head">
        <strong className="history-entry__label">{label}</strong>
        {entry.conflict && (
          <span className="tag tag--warning" title={t('history.overwrittenHint')}>
            {t('history.overwritten')}
          </span>
        )}
      </div>
      <ul className="history-entry__changes">
        {valueChanges(translate, entry.old, entry.new).map((change, index) => (
          <li key={index}>
            {change.key && <span className="history-entry__key">{change.key}: </span>}
            <span className="history-entry__old">{change.old}</span>
            <span aria-hidden="true"> → </span>
            <span className="history-entry__new">{change.new}</span>
          </li>
        ))}
      </ul>
      <div className="history-entry__foot">
        <span className="history-entry__meta">
          {author} · {timeText(new Date(entry.at), i18n.language)}
        </span>
        <button
          type="button"
          className="button history-entry__restore"
          disabled={!restorable}
          onClick={() => onRestore(entry)}
        >
          {t('history.restore')}
        </button>
      </div>
    </li>
  );
});
