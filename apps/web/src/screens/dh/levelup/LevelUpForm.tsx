import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { DhDomainCard } from '@hearth/rules';
import { applyDhLevelUp, dhLevelUpOptions, dhLevelUpProblems } from '@hearth/rules';

import { TextField } from '../../../components/form/TextField.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { CardPickerDrawer } from '../common/CardPickerDrawer.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { ProblemList } from '../common/ProblemList.tsx';
import { useDhNames } from '../common/useDhNames.ts';
import { AdvancementOptions } from './AdvancementOptions.tsx';
import { CardChoice, ChosenAdvancement } from './ChosenAdvancement.tsx';
import type { LevelUpDraft } from './levelUpDraft.ts';
import {
  emptyAdvancement,
  emptyLevelUpDraft,
  levelUpRecord,
  newExperienceSlot,
} from './levelUpDraft.ts';

type Picking = 'card' | 'exchange-to' | null;

/**
 * Going up one level (SRD "Leveling Up"): the tier achievements, two advancements with their
 * choices, the new domain card and an optional exchange. Apply is offered only when the rules
 * find nothing wrong with the record; the sheet then shows the new numbers.
 */
export function LevelUpForm({ character, catalogue, change }: DhView) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const navigate = useNavigate();
  const options = useMemo(() => dhLevelUpOptions(character, catalogue), [character, catalogue]);
  const [draft, setDraft] = useState<LevelUpDraft>(emptyLevelUpDraft);
  const [picking, setPicking] = useState<Picking>(null);
  const built = levelUpRecord(options, draft);
  const problems = built.record ? dhLevelUpProblems(character, catalogue, built.record) : [];
  const ready = built.record !== null && problems.length === 0;
  const { achievements } = options;
  const newSlot = achievements.experience ? newExperienceSlot(character) : null;
  const newExperience = newSlot === null ? null : { index: newSlot, text: draft.experience };
  const held = character.cards.all
    .map((id) => catalogue.cards.get(id))
    .filter((card): card is DhDomainCard => card?.type === 'domain');
  const exchangeFrom = draft.exchange?.from ? catalogue.cards.get(draft.exchange.from) : undefined;
  const exchangeLevel = exchangeFrom?.type === 'domain' ? exchangeFrom.level : 0;
  const apply = () => {
    if (!built.record) return;
    const result = applyDhLevelUp(character, catalogue, built.record);
    if (!result.ok) {
      showToast('error', names.problem(result.problem));
      return;
    }
    change(() => result.character);
    showToast('success', t('levelup.done', { level: options.level }));
    // The form is for the level just taken: Back should not return to it.
    navigate(`/dh/character/${character.id}`, { replace: true });
  };
  return (
    <>
      <section className="card" aria-labelledby="dh-achievements-title">
        <h2 id="dh-achievements-title" className="eyebrow card__title">
          {t('levelup.reaching', { level: options.level, tier: options.tier })}
        </h2>
        <ul className="dh-achievements">
          {achievements.proficiency && <li>{t('levelup.achievements.proficiency')}</li>}
          {achievements.clearMarks && <li>{t('levelup.achievements.clearMarks')}</li>}
          <li>{t('levelup.achievements.thresholds')}</li>
        </ul>
        {achievements.experience && (
          <TextField
            label={t('levelup.achievements.experience')}
            value={draft.experience}
            maxLength={80}
            hint={t('levelup.achievements.experienceHint')}
            onValueChange={(experience) => setDraft({ ...draft, experience })}
          />
        )}
      </section>
      <AdvancementOptions
        options={options}
        draft={draft}
        onAdd={(kind) =>
          setDraft({ ...draft, advancements: [...draft.advancements, emptyAdvancement(kind)] })
        }
      />
      {draft.advancements.length > 0 && (
        <section className="card" aria-labelledby="dh-chosen-title">
          <h2 id="dh-chosen-title" className="eyebrow card__title">
            {t('levelup.chosen')}
          </h2>
          <ul className="dh-chosen-list">
            {draft.advancements.map((advancement, index) => (
              <ChosenAdvancement
                key={index}
                advancement={advancement}
                character={character}
                catalogue={catalogue}
                options={options}
                newExperience={newExperience}
                onChange={(next) =>
                  setDraft({
                    ...draft,
                    advancements: draft.advancements.map((one, at) => (at === index ? next : one)),
                  })
                }
                onRemove={() =>
                  setDraft({
                    ...draft,
                    advancements: draft.advancements.filter((_, at) => at !== index),
                  })
                }
              />
            ))}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby="dh-new-card-title">
        <h2 id="dh-new-card-title" className="eyebrow card__title">
          {t('levelup.newCard')}
        </h2>
        <p className="sheet-note">{t('levelup.newCardHelp', { level: options.cardMaxLevel })}</p>
        <CardChoice cardId={draft.card} catalogue={catalogue} onOpen={() => setPicking('card')} />
        <label className="field field--inline">
          <span className="field__label">{t('levelup.exchange')}</span>
          <input
            type="checkbox"
            role="switch"
            className="switch"
            checked={draft.exchange !== null}
            onChange={(event) =>
              setDraft({
                ...draft,
                exchange: event.target.checked ? { from: null, to: null } : null,
              })
            }
          />
        </label>
        {draft.exchange && (
          <div className="form-stack">
            <label className="field">
              <span className="field__label">{t('levelup.exchangeFrom')}</span>
              <select
                className="field__control"
                value={draft.exchange.from ?? ''}
                onChange={(event) =>
                  setDraft({ ...draft, exchange: { from: event.target.value || null, to: null } })
                }
              >
                <option value="">{t('levelup.select')}</option>
                {held.map((card) => (
                  <option key={card.id} value={card.id}>
                    {t('levelup.cardOption', { card: card.title, level: card.level })}
                  </option>
                ))}
              </select>
            </label>
            {draft.exchange.from && (
              <CardChoice
                cardId={draft.exchange.to}
                catalogue={catalogue}
                onOpen={() => setPicking('exchange-to')}
              />
            )}
          </div>
        )}
      </section>
      {picking === 'card' && (
        <CardPickerDrawer
          title={t('levelup.newCard')}
          cards={options.cardChoices}
          action={t('levelup.pick')}
          onPick={(card) => {
            setDraft({ ...draft, card: card.id });
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
      {picking === 'exchange-to' && draft.exchange && (
        <CardPickerDrawer
          title={t('levelup.exchangeTo')}
          cards={options.cardChoices.filter((card) => card.level <= exchangeLevel)}
          action={t('levelup.pick')}
          onPick={(card) => {
            setDraft({ ...draft, exchange: { from: draft.exchange?.from ?? null, to: card.id } });
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
      <section className="card dh-apply" aria-label={t('levelup.apply')}>
        {built.missing.length > 0 && (
          <ul className="dh-missing-list" data-testid="dh-levelup-missing">
            {built.missing.map((missing) => (
              <li key={missing} className="sheet-note">
                {t(`levelup.missing.${missing}`)}
              </li>
            ))}
          </ul>
        )}
        <ProblemList problems={problems} />
        <button type="button" className="button button--primary" disabled={!ready} onClick={apply}>
          {t('levelup.apply', { level: options.level })}
        </button>
      </section>
    </>
  );
}
