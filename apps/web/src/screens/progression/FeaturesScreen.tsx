import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import type { DetailTarget } from './FeatureDetail.tsx';
import { FeatureDetail } from './FeatureDetail.tsx';
import { FeatureGroups } from './FeatureGroups.tsx';
import { indexFeatures } from './featureIndex.ts';
import { LevelUpSummary } from './LevelUpSummary.tsx';
import { levelUpDoneOf } from './levelUpTodo.ts';
import { useChoiceTexts } from './useChoiceTexts.ts';

import './Progression.css';

type Mode = 'view' | 'edit';

/**
 * /features/view and /features/edit (spec §2): the character's features by where they come
 * from, each opening a drawer with its description; view mode lists the choices still open
 * with a way to edit, edit mode edits every choice and leads to /classes and /feats. After a
 * level up, edit mode opens with what follows it (the level-up screen hands it over).
 */
export default function FeaturesScreen() {
  const { mode } = useParams();
  if (mode !== 'view' && mode !== 'edit') return <Navigate to="/features/view" replace />;
  return (
    <CharacterGate>
      {(character, sheet) => <Features character={character} sheet={sheet} mode={mode} />}
    </CharacterGate>
  );
}

function Features({
  character,
  sheet,
  mode,
}: {
  character: Character;
  sheet: DerivedCharacter;
  mode: Mode;
}) {
  const { t } = useTranslation('progression');
  const catalogue = useRulesCatalogue().data;
  const [target, setTarget] = useState<DetailTarget | null>(null);
  const index = useMemo(
    () => (catalogue ? indexFeatures(character, sheet, catalogue) : null),
    [character, sheet, catalogue],
  );
  const editable = mode === 'edit';
  const location = useLocation();
  const navigate = useNavigate();
  const levelUp = editable ? levelUpDoneOf(location.state) : null;
  return (
    <CharacterPage character={character} title={t('features.title')}>
      <nav className="segmented progression-modes" aria-label={t('features.modes')}>
        {(['view', 'edit'] as const).map((option) => (
          <Link
            key={option}
            to={`/features/${option}`}
            replace
            aria-current={mode === option ? 'page' : undefined}
            className={
              mode === option ? 'segmented__option segmented__option--on' : 'segmented__option'
            }
          >
            {t(`features.mode.${option}`)}
          </Link>
        ))}
      </nav>
      {editable && (
        <div className="progression-links">
          <Link className="button" to="/classes">
            {t('features.toClasses')}
          </Link>
          <Link className="button" to="/feats">
            {t('features.toFeats')}
          </Link>
        </div>
      )}
      {levelUp && index && catalogue && (
        <LevelUpSummary
          character={character}
          sheet={sheet}
          catalogue={catalogue}
          index={index}
          done={levelUp}
          onOpen={setTarget}
          onClose={() => void navigate('/features/edit', { replace: true, state: null })}
        />
      )}
      {!editable && index && index.open.length > 0 && <OpenChoices index={index} />}
      {index && catalogue && (
        <FeatureGroups
          character={character}
          catalogue={catalogue}
          index={index}
          onOpen={setTarget}
        />
      )}
      {index && (
        <FeatureDetail
          target={target}
          onClose={() => setTarget(null)}
          character={character}
          sheet={sheet}
          index={index}
          editable={editable}
        />
      )}
    </CharacterPage>
  );
}

/** View mode: the choices still to make, as warnings, with the way to edit them. */
function OpenChoices({ index }: { index: NonNullable<ReturnType<typeof indexFeatures>> }) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const { choiceTitle } = useChoiceTexts();
  return (
    <section className="card features-open" aria-labelledby="open-choices-title">
      <h2 id="open-choices-title" className="eyebrow card__title">
        {t('features.openChoices', { count: index.open.length })}
      </h2>
      <ul className="features-open__list">
        {index.open.map((choice) => (
          <li key={choice.key} className="sheet-warning features-open__item">
            <strong>{choiceTitle(choice)}</strong>
            <span className="features-open__source">{choice.source.title}</span>
            <span>{choice.problems.map((found) => texts.problem(found)).join(' · ')}</span>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to="/features/edit">
        {t('features.makeChoices')}
      </Link>
    </section>
  );
}
