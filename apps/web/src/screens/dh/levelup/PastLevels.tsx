import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhAdvancement, DhCatalogue, DhCharacter } from '@hearth/rules';
import { levelDownDh } from '@hearth/rules';

import { ConfirmModal } from '../common/ConfirmModal.tsx';
import type { DhChange } from '../common/DhGate.tsx';
import { useDhNames } from '../common/useDhNames.ts';

/** The levels taken, newest first, with what each gave; the last can be taken back. */
export function PastLevels({
  character,
  catalogue,
  change,
}: {
  character: DhCharacter;
  catalogue: DhCatalogue;
  change: DhChange;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const [confirming, setConfirming] = useState(false);
  const cardTitle = (id: string) => catalogue.cards.get(id)?.title ?? id;
  const describe = (advancement: DhAdvancement): string => {
    const title = t(`levelup.kinds.${advancement.kind}.title`);
    switch (advancement.kind) {
      case 'traits':
        return `${title}: ${advancement.traits.map(names.trait).join(', ')}`;
      case 'experiences':
        return `${title}: ${advancement.experiences
          .map((index) => character.experiences[index]?.text || `#${index + 1}`)
          .join(', ')}`;
      case 'domain-card':
        return `${title}: ${cardTitle(advancement.card)}`;
      case 'multiclass': {
        const entry = catalogue.classes.get(advancement.class);
        const subclass = entry?.subclasses.find((one) => one.id === advancement.subclass);
        return `${title}: ${[entry?.title ?? advancement.class, names.domain(advancement.domain), subclass?.title ?? advancement.subclass].join(' · ')}`;
      }
      default:
        return title;
    }
  };
  return (
    <section className="card" aria-labelledby="dh-past-title">
      <h2 id="dh-past-title" className="eyebrow card__title">
        {t('levelup.past')}
      </h2>
      {character.levels.length === 0 ? (
        <p className="sheet-note">{t('levelup.noPast')}</p>
      ) : (
        <ol className="dh-past" reversed>
          {[...character.levels].reverse().map((record) => (
            <li key={record.level} className="dh-past__level" data-testid="dh-past-level">
              <strong>{t('levelup.levelN', { level: record.level })}</strong>
              <ul>
                {record.experience && (
                  <li>{t('levelup.pastExperience', { text: record.experience })}</li>
                )}
                {record.advancements.map((advancement, index) => (
                  <li key={index}>{describe(advancement)}</li>
                ))}
                <li>{t('levelup.pastCard', { card: cardTitle(record.card) })}</li>
                {record.exchange && (
                  <li>
                    {t('levelup.pastExchange', {
                      from: cardTitle(record.exchange.from),
                      to: cardTitle(record.exchange.to),
                    })}
                  </li>
                )}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {character.level > 1 && (
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => setConfirming(true)}
        >
          {t('levelup.down', { level: character.level - 1 })}
        </button>
      )}
      <ConfirmModal
        open={confirming}
        title={t('levelup.downTitle')}
        confirm={t('levelup.downConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          change((current) => levelDownDh(current));
          setConfirming(false);
        }}
      >
        <p>{t('levelup.downBody', { level: character.level, previous: character.level - 1 })}</p>
      </ConfirmModal>
    </section>
  );
}
