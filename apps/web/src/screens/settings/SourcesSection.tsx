import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../components/modal/Modal.tsx';
import { updateUserSettings, useUserSettings } from '../../data/auth/userSettings.ts';
import type { SourceInfo } from '../../data/sources.ts';
import { isSourceEnabled, useSources } from '../../data/sources.ts';

function SourceRow({
  source,
  enabled,
  onToggle,
  onInfo,
}: {
  source: SourceInfo;
  enabled: string[];
  onToggle: (on: boolean) => void;
  onInfo: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <li className="source" data-testid="source">
      <button
        type="button"
        className="source__info"
        aria-label={t('sources.details', { title: source.title })}
        onClick={onInfo}
      >
        <span className="source__title">{source.title}</span>
        <span className="source__meta">
          {source.required ? t('sources.core') : source.system.toUpperCase()}
        </span>
      </button>
      <input
        type="checkbox"
        role="switch"
        className="switch"
        aria-label={source.title}
        checked={isSourceEnabled(source, enabled)}
        disabled={source.required}
        onChange={(event) => onToggle(event.target.checked)}
      />
    </li>
  );
}

function SourceModal({ source, onClose }: { source: SourceInfo | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal open={source !== null} onClose={onClose} title={source?.title ?? ''}>
      {source && (
        <div className="source-detail">
          {source.image && <img className="source-detail__image" src={source.image} alt="" />}
          <dl>
            <dt>{t('sources.kind')}</dt>
            <dd>{t(source.official ? 'sources.official' : 'sources.community')}</dd>
            {source.licence && (
              <>
                <dt>{t('sources.licence')}</dt>
                <dd>{source.licence}</dd>
              </>
            )}
            {source.attribution && (
              <>
                <dt>{t('sources.attribution')}</dt>
                <dd>{source.attribution}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </Modal>
  );
}

/** Content sources from GET sources: core ones on and locked, the rest per user (spec §6). */
export function SourcesSection() {
  const { t } = useTranslation('settings');
  const sources = useSources();
  const { sources: enabled } = useUserSettings();
  const [shown, setShown] = useState<SourceInfo | null>(null);

  const toggle = (key: string, on: boolean) => {
    const next = on ? [...new Set([...enabled, key])] : enabled.filter((item) => item !== key);
    updateUserSettings({ sources: next });
  };

  const groups = [
    { id: 'official', list: (sources.data ?? []).filter((source) => source.official) },
    { id: 'community', list: (sources.data ?? []).filter((source) => !source.official) },
  ] as const;

  return (
    <section className="settings__section" aria-labelledby="settings-sources">
      <h2 id="settings-sources" className="eyebrow">
        {t('sources.title')}
      </h2>
      {sources.isPending && <p className="field__hint">{t('sources.loading')}</p>}
      {sources.isError && <p className="field__hint">{t('sources.failed')}</p>}
      {groups.map(
        (group) =>
          group.list.length > 0 && (
            <div key={group.id} className="sources__group">
              <h3 className="sources__group-title">{t(`sources.${group.id}`)}</h3>
              <ul className="sources">
                {group.list.map((source) => (
                  <SourceRow
                    key={source.key}
                    source={source}
                    enabled={enabled}
                    onToggle={(on) => toggle(source.key, on)}
                    onInfo={() => setShown(source)}
                  />
                ))}
              </ul>
            </div>
          ),
      )}
      <SourceModal source={shown} onClose={() => setShown(null)} />
    </section>
  );
}
