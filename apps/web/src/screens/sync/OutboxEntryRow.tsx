import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../components/toast/toastStore.ts';
import { discardEntry, retryEntry } from '../../data/outbox/outbox.ts';
import type { OutboxEntry } from '../../data/outbox/types.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { RemoveHintButton } from '../inventory/RemoveHintButton.tsx';
import { partLabel } from './changeText.ts';
import { EntryEditForm } from './EntryEditForm.tsx';
import { summarizeEntry } from './entrySummary.ts';
import { momentText } from './timeText.ts';

/** A field error's path ('body.hp.current') as the field's words ('Hit points · current'). */
function errorFieldText(t: Translate, path: string): string {
  const [field = '', ...rest] = path.replace(/^body\./, '').split('.');
  return partLabel(t, field, rest);
}

/**
 * One edit waiting in the outbox: what it changes, when it was made, and for an edit the server
 * refused, its reason with Retry, Edit and Discard (two taps, spec §4's remove hint).
 */
export function OutboxEntryRow({
  entry,
  itemName,
}: {
  entry: OutboxEntry;
  itemName: (id: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation('sync');
  const translate = t as unknown as Translate;
  const [editing, setEditing] = useState(false);
  const summary = summarizeEntry(translate, entry, itemName);
  const refusal = entry.status === 'refused' ? entry.refusal : undefined;

  return (
    <li
      className={`sync-entry sync-entry--${entry.status}`}
      data-testid="outbox-entry"
      data-status={entry.status}
      data-kind={entry.kind}
    >
      <div className="sync-entry__head">
        <strong className="sync-entry__title">{summary.title}</strong>
        <span className="sync-entry__status">{t(`panel.status.${entry.status}`)}</span>
      </div>
      {summary.changes.length > 0 && (
        <dl className="sync-entry__changes">
          {summary.changes.map((change) => (
            <div key={change.field} className="sync-entry__change">
              <dt>{change.label}</dt>
              <dd>{change.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="sync-entry__time">
        {t('panel.madeAt', { time: momentText(new Date(entry.createdAt), i18n.language) })}
      </p>
      {entry.status === 'refused' && (
        <div className="sync-entry__refusal" data-testid="outbox-refusal">
          {refusal && <p>{refusal.message}</p>}
          {refusal?.fields && refusal.fields.length > 0 && (
            <ul>
              {refusal.fields.map((field, index) => (
                <li key={index}>
                  {errorFieldText(translate, field.path)} — {field.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {entry.status === 'refused' &&
        (editing ? (
          <EntryEditForm entry={entry} onDone={() => setEditing(false)} />
        ) : (
          <div className="button-row sync-entry__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                retryEntry(entry.id);
                toast.info(t('panel.retrying'));
              }}
            >
              {t('panel.retry')}
            </button>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('panel.edit')}
            </button>
            <RemoveHintButton
              label={t('panel.discard')}
              hint={t('panel.discardHint')}
              className="button button--danger-outline"
              onConfirm={() => {
                discardEntry(entry.id);
                toast.info(t('panel.discarded'));
              }}
            />
          </div>
        ))}
    </li>
  );
}
