import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { FeatureBody } from './FeatureDetail.tsx';
import { indexFeatures } from './featureIndex.ts';

import './Progression.css';

/**
 * /moc/2 (spec §2, after creation): the new character's level-1 features one at a time, with
 * their source, description and choices, Back and Next, how far along the player is, and
 * Done to the sheet.
 */
export default function FeatureTourScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <FeatureTour character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function FeatureTour({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('progression');
  const navigate = useNavigate();
  const catalogue = useRulesCatalogue().data;
  const index = useMemo(
    () => (catalogue ? indexFeatures(character, sheet, catalogue) : null),
    [character, sheet, catalogue],
  );
  const steps = useMemo(
    () =>
      index
        ? index.groups.flatMap((group) =>
            group.features.filter((feature) => index.levelOf(feature) <= 1),
          )
        : [],
    [index],
  );
  // The step is kept by path: a choice that adds a feature (an origin feat) adds a step
  // without moving the player.
  const [currentPath, setCurrentPath] = useState<string | null>(null);
  const found = steps.findIndex((feature) => feature.path === currentPath);
  const at = found < 0 ? 0 : found;
  const step = steps[at];
  // A new step starts at the top of the page.
  useEffect(() => {
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [at]);
  const go = (next: number) => setCurrentPath(steps[next]?.path ?? null);
  const last = at >= steps.length - 1;

  return (
    <CharacterPage
      character={character}
      title={t('tour.title')}
      actions={
        <Link className="button button--ghost" to="/character">
          {t('tour.skip')}
        </Link>
      }
    >
      {steps.length === 0 || !step || !index ? (
        <p className="sheet-note">{t('features.empty')}</p>
      ) : (
        <>
          <div className="tour-progress">
            <p className="tour-progress__text" id="tour-progress">
              {t('tour.progress', { step: at + 1, total: steps.length })}
            </p>
            <div
              className="tour-progress__bar"
              role="progressbar"
              aria-labelledby="tour-progress"
              aria-valuemin={1}
              aria-valuemax={steps.length}
              aria-valuenow={at + 1}
            >
              <span style={{ width: `${((at + 1) / steps.length) * 100}%` }} />
            </div>
          </div>
          <article className="card tour-step" aria-labelledby="tour-step-title">
            <h2 id="tour-step-title" className="tour-step__title">
              {step.title}
            </h2>
            <FeatureBody
              character={character}
              sheet={sheet}
              feature={step}
              level={index.levelOf(step)}
              choices={index.choicesOf(step.path)}
              editable
            />
          </article>
        </>
      )}
      <div className="tour-actions">
        <button type="button" className="button" disabled={at === 0} onClick={() => go(at - 1)}>
          {t('tour.back')}
        </button>
        {last ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate('/character')}
          >
            {t('tour.done')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => go(at + 1)}>
            {t('tour.next')}
          </button>
        )}
      </div>
    </CharacterPage>
  );
}
