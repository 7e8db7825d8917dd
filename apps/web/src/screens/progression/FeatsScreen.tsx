import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, FeatRules } from '@hearth/rules';
import { canTakeFeat, prerequisiteFacts, reasonsUnavailable } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { addCustomFeat, addFreeFeat, removeFeature } from './choiceEdits.ts';
import type { DetailTarget } from './FeatureDetail.tsx';
import { FeatureDetail } from './FeatureDetail.tsx';
import { describedEntry, indexFeatures } from './featureIndex.ts';
import { useReasonText } from './useReasonText.ts';

import './Progression.css';

/** The feat types listed here (spec: invocations belong to the Warlock's choice). */
export const FEAT_TYPES = [3, 4, 5, 6] as const;
type FeatType = (typeof FEAT_TYPES)[number];
type Filter = 'all' | FeatType;

/** Custom feat texts are stored on the character (the contract's limits). */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;

/**
 * /feats: every feat with a search and a type filter; a feat is added only when the
 * character lacks it or it is repeatable (spec §5), with the toast '{title} added to
 * character' (spec §8); the feats taken here with Remove; and a custom feat form whose feats
 * get a `custom-` path (spec §9).
 */
export default function FeatsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Feats character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Feats({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('progression');
  const catalogue = useRulesCatalogue().data;
  const run = useSheetActions(character);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [reading, setReading] = useState<FeatRules | null>(null);
  const [target, setTarget] = useState<DetailTarget | null>(null);
  const reasonText = useReasonText();
  const index = useMemo(
    () => (catalogue ? indexFeatures(character, sheet, catalogue) : null),
    [character, sheet, catalogue],
  );
  // Every feat the character has: taken here, through a choice, or from the background; and
  // feats stored but not in effect now (their choice's level was lowered).
  const inEffect = new Set(sheet.features.map((feature) => feature.path));
  const owned = [
    ...sheet.features.filter((feature) => feature.source.kind === 'feat').map((f) => f.id),
    ...character.features.filter((f) => !inEffect.has(f.path)).map((f) => f.id),
  ];
  const feats = [...(catalogue?.feats.values() ?? [])]
    .filter((feat) => (FEAT_TYPES as readonly number[]).includes(feat.type))
    .sort((a, b) => a.type - b.type || a.title.localeCompare(b.title));
  const needle = searchNeedle(query);
  const shown = feats.filter(
    (feat) => (filter === 'all' || feat.type === filter) && titleMatches(feat, needle),
  );
  const taken = character.features.filter(
    (feature) =>
      feature.choice === undefined &&
      (feature.id === 'custom-feat' || (catalogue?.feats.has(feature.id) ?? false)),
  );
  const facts = catalogue ? prerequisiteFacts(character, sheet, catalogue) : undefined;
  /** What a feat lacks, in words: nothing when it may be added (the server checks the same). */
  const lacks = (feat: FeatRules) =>
    facts ? reasonsUnavailable({ kind: 'feat', id: feat.id }, facts).map(reasonText) : [];
  const add = (feat: FeatRules) => {
    run((current) => addFreeFeat(current, feat.id));
    toast.success(t('feats.added', { title: feat.title }));
  };
  const typeLabel = (type: number) => t(`feats.types.${type as FeatType}`);

  return (
    <CharacterPage character={character} title={t('feats.title')}>
      <section className="card" aria-labelledby="taken-feats">
        <h2 id="taken-feats" className="eyebrow card__title">
          {t('feats.taken')}
        </h2>
        {taken.length === 0 ? (
          <p className="sheet-note">{t('feats.noneTaken')}</p>
        ) : (
          <ul className="feats-taken" aria-label={t('feats.taken')}>
            {taken.map((feature) => {
              const feat = catalogue?.feats.get(feature.id);
              return (
                <li key={feature.path} className="feats-taken__item">
                  <button
                    type="button"
                    className="feats-taken__open"
                    onClick={() => setTarget({ feature: feature.path })}
                  >
                    <strong>{feat?.title ?? feature.title ?? feature.id}</strong>
                    <span className="feats-list__meta">
                      {feat ? typeLabel(feat.type) : t('feats.custom')}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('feats.removeNamed', {
                      title: feat?.title ?? feature.title ?? feature.id,
                    })}
                    onClick={() => run((current) => removeFeature(current, feature.path))}
                  >
                    {t('feats.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="card feats-catalogue" aria-labelledby="all-feats">
        <h2 id="all-feats" className="eyebrow card__title">
          {t('feats.all')}
        </h2>
        <TextField
          label={t('feats.search')}
          type="search"
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
        />
        <div className="chips" role="radiogroup" aria-label={t('feats.filter')}>
          {(['all', ...FEAT_TYPES] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={filter === option}
              className={filter === option ? 'chip chip--on' : 'chip'}
              onClick={() => setFilter(option)}
            >
              {option === 'all' ? t('feats.allTypes') : typeLabel(option)}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="sheet-note">{t('feats.noMatches')}</p>
        ) : (
          <ul className="feats-list" aria-label={t('feats.all')}>
            {shown.map((feat) => {
              const prerequisite = describedEntry(feat)?.prerequisite?.text;
              const count = owned.filter((id) => id === feat.id).length;
              const missing = lacks(feat);
              const reasonId = `feat-${feat.id}-lacks`;
              return (
                <li key={feat.id} className="feats-list__item" data-testid={`feat-${feat.id}`}>
                  <button
                    type="button"
                    className="feats-list__open"
                    onClick={() => setReading(feat)}
                  >
                    <strong>{feat.title}</strong>
                    <span className="feats-list__meta">
                      {typeLabel(feat.type)}
                      {feat.repeatable && ` · ${t('feats.repeatable')}`}
                    </span>
                    {prerequisite && (
                      <span className="feats-list__meta">
                        {t('choice.prerequisite', { text: prerequisite })}
                      </span>
                    )}
                    {missing.length > 0 && canTakeFeat(owned, feat) && (
                      <span className="feats-list__lacks" id={reasonId}>
                        {missing.join(' · ')}
                      </span>
                    )}
                  </button>
                  <span className="feats-list__actions">
                    {count > 0 && <span className="tag">{t('feats.owned', { count })}</span>}
                    {canTakeFeat(owned, feat) && (
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={t('feats.addNamed', { title: feat.title })}
                        aria-describedby={missing.length > 0 ? reasonId : undefined}
                        disabled={missing.length > 0}
                        onClick={() => add(feat)}
                      >
                        {t('feats.add')}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <CustomFeatForm
        onAdd={(title, description) => {
          run((current) => addCustomFeat(current, title, description, Date.now()));
          toast.success(t('feats.added', { title }));
        }}
      />

      <Drawer open={reading !== null} onClose={() => setReading(null)} title={reading?.title ?? ''}>
        {reading && (
          <div className="feature-body">
            <p className="feature-body__source">{typeLabel(reading.type)}</p>
            {describedEntry(reading)?.prerequisite?.text && (
              <p className="sheet-note">
                {t('choice.prerequisite', {
                  text: describedEntry(reading)?.prerequisite?.text ?? '',
                })}
              </p>
            )}
            <MarkdownText text={describedEntry(reading)?.description ?? ''} />
            {!canTakeFeat(owned, reading) ? (
              <p className="sheet-note">{t('feats.alreadyTaken')}</p>
            ) : lacks(reading).length > 0 ? (
              <>
                <p className="feats-list__lacks" id="feat-drawer-lacks">
                  {lacks(reading).join(' · ')}
                </p>
                <button
                  type="button"
                  className="button button--primary"
                  aria-describedby="feat-drawer-lacks"
                  disabled
                >
                  {t('feats.add')}
                </button>
              </>
            ) : (
              <button type="button" className="button button--primary" onClick={() => add(reading)}>
                {t('feats.add')}
              </button>
            )}
          </div>
        )}
      </Drawer>
      {index && (
        <FeatureDetail
          target={target}
          onClose={() => setTarget(null)}
          character={character}
          sheet={sheet}
          index={index}
          editable
        />
      )}
    </CharacterPage>
  );
}

/** A feat of the player's own: a title (required) and a description. */
function CustomFeatForm({ onAdd }: { onAdd: (title: string, description: string) => void }) {
  const { t } = useTranslation('progression');
  const descriptionId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <section className="card" aria-labelledby="custom-feat">
      <h2 id="custom-feat" className="eyebrow card__title">
        {t('feats.customTitle')}
      </h2>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() === '') {
            setError(t('feats.titleRequired'));
            return;
          }
          onAdd(title.trim(), description.trim());
          setTitle('');
          setDescription('');
          setError(undefined);
        }}
      >
        <TextField
          label={t('feats.customName')}
          value={title}
          onValueChange={(value) => {
            setTitle(value);
            if (value.trim()) setError(undefined);
          }}
          error={error}
          maxLength={TITLE_MAX}
        />
        <div className="field">
          <label className="field__label" htmlFor={descriptionId}>
            {t('feats.customDescription')}
          </label>
          <textarea
            id={descriptionId}
            className="field__control feats-custom__description"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('feats.addCustom')}
        </button>
      </form>
    </section>
  );
}
