import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { ChoiceView, DerivedCharacter, RulesCatalogue } from '@hearth/rules';
import { addGainedHitPoints, hitPointMaximum } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useProblemText } from '../../i18n/problemWords.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import type { DetailTarget } from './FeatureDetail.tsx';
import type { FeatureIndex } from './featureIndex.ts';
import type { LevelUpDone } from './levelUpTodo.ts';
import { levelUpTodo } from './levelUpTodo.ts';
import { useChoiceTexts } from './useChoiceTexts.ts';

interface LevelUpSummaryProps {
  character: Character;
  sheet: DerivedCharacter;
  catalogue: RulesCatalogue;
  index: FeatureIndex;
  done: LevelUpDone;
  onOpen: (target: DetailTarget) => void;
  onClose: () => void;
}

/** Where a choice is made on the features page: the feature it belongs to, or its group. */
function targetOf(choice: ChoiceView, sheet: DerivedCharacter, index: FeatureIndex) {
  const feature = sheet.features.find((entry) =>
    index.choicesOf(entry.path).some((own) => own.key === choice.key),
  );
  if (feature) return { feature: feature.path };
  const group = index.groups.find((entry) => entry.choices.some((own) => own.key === choice.key));
  return group ? { group: group.key } : null;
}

/**
 * What follows a level up (on /features/edit, where the level change leads): the new maximum
 * HP with the offer to add what was gained to current HP too, and what to choose now, each
 * with the way there: choices on this page, spells on /spells, the pact book on /pact-spells.
 */
export function LevelUpSummary({
  character,
  sheet,
  catalogue,
  index,
  done,
  onOpen,
  onClose,
}: LevelUpSummaryProps) {
  const { t } = useTranslation('progression');
  const run = useSheetActions(character);
  const problemText = useProblemText(catalogue);
  const { choiceTitle } = useChoiceTexts();
  const title = catalogue.classes.get(done.classId)?.title ?? done.classId;
  const max = hitPointMaximum(character);
  const current = character.hp.current;
  const added = Math.min(done.gain, max - current);
  const todo = levelUpTodo(sheet, index);
  const classTitle = (id: string) => catalogue.classes.get(id)?.title ?? id;
  return (
    <section
      className="card level-summary"
      aria-labelledby="level-summary-title"
      data-testid="level-summary"
    >
      <div className="card__row">
        <h2 id="level-summary-title" className="card__title level-summary__title">
          {t('levelSummary.title', { title, level: done.to })}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('levelSummary.hide')}
        </button>
      </div>
      <p className="level-summary__hp" data-testid="level-summary-hp">
        {t('levelSummary.hp', { current, max })}
      </p>
      {current > 0 && added > 0 && (
        <button
          type="button"
          className="button"
          onClick={() => run((now) => addGainedHitPoints(now, done.gain))}
        >
          {t('levelSummary.addHp', { hp: added, to: current + added })}
        </button>
      )}
      <h3 className="eyebrow">{t('levelSummary.todo')}</h3>
      {todo.length === 0 ? (
        <p className="sheet-note">{t('levelSummary.nothing')}</p>
      ) : (
        <ul className="level-summary__todo" aria-label={t('levelSummary.todo')}>
          {todo.map((item) => {
            if (item.kind === 'choice') {
              const target = targetOf(item.choice, sheet, index);
              return (
                <li key={item.choice.key} className="level-summary__item">
                  <button
                    type="button"
                    className="level-summary__go"
                    disabled={!target}
                    onClick={() => target && onOpen(target)}
                  >
                    <strong>{choiceTitle(item.choice)}</strong>
                    <small className="level-summary__source">
                      {t('features.classLevel', {
                        title: item.choice.source.title,
                        level: item.choice.level,
                      })}
                    </small>
                    <span>
                      {item.choice.problems.map((found) => problemText(found)).join(' · ')}
                    </span>
                  </button>
                </li>
              );
            }
            const to =
              item.kind === 'pact'
                ? '/pact-spells'
                : `/spells?class=${encodeURIComponent(item.classId)}`;
            const problems = item.kind === 'pact' ? [item.problem] : item.problems;
            return (
              <li key={to} className="level-summary__item">
                <Link className="level-summary__go" to={to}>
                  <strong>
                    {item.kind === 'pact'
                      ? t('levelSummary.pact')
                      : t('levelSummary.spells', { title: classTitle(item.classId) })}
                  </strong>
                  <span>{problems.map((found) => problemText(found)).join(' · ')}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
