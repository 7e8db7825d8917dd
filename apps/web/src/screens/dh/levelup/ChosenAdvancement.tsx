import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhCharacter, DhDomainCard, DhLevelUpOptions } from '@hearth/rules';
import { DH_TRAITS } from '@hearth/rules';

import { CardPickerDrawer } from '../common/CardPickerDrawer.tsx';
import { useDhNames } from '../common/useDhNames.ts';
import type { AdvancementDraft } from './levelUpDraft.ts';

/** Picks up to two of a list (two traits, two experiences): a third tap replaces the first. */
function toggledPair<T>(list: readonly T[], item: T): T[] {
  if (list.includes(item)) return list.filter((one) => one !== item);
  return [...list, item].slice(-2);
}

/**
 * One chosen advancement with the choices it needs: two unmarked traits, two experiences, a
 * domain card, or the multiclass's class, domain and subclass.
 */
export function ChosenAdvancement({
  advancement,
  character,
  catalogue,
  options,
  newExperience,
  onChange,
  onRemove,
}: {
  advancement: AdvancementDraft;
  character: DhCharacter;
  catalogue: DhCatalogue;
  options: DhLevelUpOptions;
  /** This level's new experience and the slot it takes (levels 2, 5, 8): it may be raised too. */
  newExperience: { index: number; text: string } | null;
  onChange: (advancement: AdvancementDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const [picking, setPicking] = useState(false);
  const title = t(`levelup.kinds.${advancement.kind}.title`);
  return (
    <li className="dh-chosen" data-testid={`dh-chosen-${advancement.kind}`}>
      <div className="card__row">
        <strong>{title}</strong>
        <button type="button" className="button button--ghost" onClick={onRemove}>
          {t('levelup.removeChoice')}
        </button>
      </div>
      {advancement.kind === 'traits' && (
        <div className="dh-chips" role="group" aria-label={t('levelup.pickTraits')}>
          {DH_TRAITS.map((trait) => {
            const marked = options.markedTraits.includes(trait);
            return (
              <button
                key={trait}
                type="button"
                className="chip"
                aria-pressed={advancement.traits.includes(trait)}
                disabled={marked}
                title={marked ? t('levelup.traitMarked') : undefined}
                onClick={() =>
                  onChange({ ...advancement, traits: toggledPair(advancement.traits, trait) })
                }
              >
                {names.trait(trait)}
              </button>
            );
          })}
        </div>
      )}
      {advancement.kind === 'experiences' && (
        <div className="dh-chips" role="group" aria-label={t('levelup.pickExperiences')}>
          {character.experiences.map((experience, index) => {
            const isNew = newExperience?.index === index;
            const text = isNew
              ? newExperience.text.trim() || t('levelup.newExperience')
              : experience.text;
            if (!isNew && !experience.text.trim()) return null;
            return (
              <button
                key={index}
                type="button"
                className="chip"
                aria-pressed={advancement.experiences.includes(index)}
                onClick={() =>
                  onChange({
                    ...advancement,
                    experiences: toggledPair(advancement.experiences, index),
                  })
                }
              >
                {text}
              </button>
            );
          })}
        </div>
      )}
      {advancement.kind === 'domain-card' && (
        <CardChoice
          cardId={advancement.card}
          catalogue={catalogue}
          onOpen={() => setPicking(true)}
        />
      )}
      {advancement.kind === 'domain-card' && picking && (
        <CardPickerDrawer
          title={t('levelup.advancementCard')}
          cards={options.cardChoices}
          action={t('levelup.pick')}
          onPick={(card: DhDomainCard) => {
            onChange({ ...advancement, card: card.id });
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {advancement.kind === 'multiclass' && (
        <MulticlassChoice
          advancement={advancement}
          character={character}
          catalogue={catalogue}
          onChange={onChange}
        />
      )}
      {advancement.kind === 'subclass' && <p className="sheet-note">{t('levelup.subclassNext')}</p>}
    </li>
  );
}

/** The card chosen (or none yet) and the button that opens the list. */
export function CardChoice({
  cardId,
  catalogue,
  onOpen,
}: {
  cardId: string | null;
  catalogue: DhCatalogue;
  onOpen: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  const card = cardId ? catalogue.cards.get(cardId) : undefined;
  return (
    <div className="card__row">
      <span className={card ? '' : 'sheet-note'} data-testid="dh-card-choice">
        {card ? card.title : t('levelup.noCard')}
      </span>
      <button type="button" className="button" onClick={onOpen}>
        {card ? t('levelup.changeCard') : t('levelup.chooseCard')}
      </button>
    </div>
  );
}

function MulticlassChoice({
  advancement,
  character,
  catalogue,
  onChange,
}: {
  advancement: Extract<AdvancementDraft, { kind: 'multiclass' }>;
  character: DhCharacter;
  catalogue: DhCatalogue;
  onChange: (advancement: AdvancementDraft) => void;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const classes = [...catalogue.classes.values()].filter((entry) => entry.id !== character.class);
  const chosen = advancement.class ? catalogue.classes.get(advancement.class) : undefined;
  return (
    <div className="form-stack">
      <label className="field">
        <span className="field__label">{t('levelup.multiclassClass')}</span>
        <select
          className="field__control"
          value={advancement.class ?? ''}
          onChange={(event) =>
            onChange({
              kind: 'multiclass',
              class: event.target.value || null,
              domain: null,
              subclass: null,
            })
          }
        >
          <option value="">{t('levelup.select')}</option>
          {classes.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <>
          <div className="dh-chips" role="group" aria-label={t('levelup.multiclassDomain')}>
            {chosen.domains.map((domain) => (
              <button
                key={domain}
                type="button"
                className="chip"
                aria-pressed={advancement.domain === domain}
                onClick={() => onChange({ ...advancement, domain })}
              >
                {names.domain(domain)}
              </button>
            ))}
          </div>
          <div className="dh-chips" role="group" aria-label={t('levelup.multiclassSubclass')}>
            {chosen.subclasses.map((subclass) => (
              <button
                key={subclass.id}
                type="button"
                className="chip"
                aria-pressed={advancement.subclass === subclass.id}
                onClick={() => onChange({ ...advancement, subclass: subclass.id })}
              >
                {subclass.title}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
