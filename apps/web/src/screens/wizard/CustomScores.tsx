import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ability, CreationDraft, RulesCatalogue, Scores } from '@hearth/rules';
import {
  ABILITIES,
  ABILITY_METHODS,
  MAX_SCORE,
  rollAbilityScore,
  suggestedScores,
  validateCustomScores,
} from '@hearth/rules';

import { useRulesTexts } from '../../i18n/problemText.ts';
import { AbilityRows } from './AbilityRows.tsx';
import { ScoreField } from './ScoreField.tsx';
import { classOf, setScores } from './wizardDraft.ts';

interface Roll {
  score: number;
  dice: number[];
}

/**
 * Rolled scores placed by the class's priorities: the highest roll on the ability the class
 * wants most (the order the rules' standard-array proposal uses).
 */
export function placeRolls(scores: readonly number[], priorities: Scores): Scores {
  const order = [...ABILITIES].sort((a, b) => priorities[b] - priorities[a]);
  const sorted = [...scores].sort((a, b) => b - a);
  return Object.fromEntries(order.map((ability, index) => [ability, sorted[index] ?? 8])) as Scores;
}

/**
 * Custom: any whole score from 0 to 20, typed or rolled (4d6, the lowest die dropped). A score
 * that is not a whole number, or out of range, says so under its field.
 */
export function CustomScores({
  draft,
  catalogue,
  update,
}: {
  draft: CreationDraft;
  catalogue: RulesCatalogue;
  update: (change: (draft: CreationDraft) => CreationDraft) => void;
}) {
  const { t } = useTranslation(['wizard', 'character']);
  const texts = useRulesTexts();
  const [rolls, setRolls] = useState<Roll[]>([]);
  const problems = validateCustomScores(draft.attributes);
  const errorOf = (ability: Ability) => {
    const found = problems.find((each) => each.path === `abilities.${ability}`);
    return found && texts.problem(found);
  };

  const roll = () => {
    const rolled = Array.from({ length: ABILITIES.length }, () => rollAbilityScore(Math.random));
    setRolls(rolled);
    const priorities = suggestedScores(ABILITY_METHODS.array, classOf(draft, catalogue));
    update((current) =>
      setScores(
        current,
        placeRolls(
          rolled.map((each) => each.score),
          priorities,
        ),
      ),
    );
  };

  const setScore = (ability: Ability, value: number) =>
    update((current) => setScores(current, { ...current.attributes, [ability]: value }));

  return (
    <>
      <div className="wizard-roll">
        <button type="button" className="button" onClick={roll}>
          {t('abilities.roll')}
        </button>
        {rolls.length > 0 && (
          <ul className="wizard-roll__list" aria-label={t('abilities.rolled')}>
            {rolls.map((each, index) => {
              const dropped = each.dice.indexOf(Math.min(...each.dice));
              return (
                <li key={index} className="wizard-roll__item">
                  <strong>{each.score}</strong>
                  <span className="wizard-roll__dice">
                    {each.dice.map((die, at) =>
                      at === dropped ? (
                        <s key={at}>
                          {die}
                          <span className="visually-hidden"> {t('abilities.dropped')}</span>
                        </s>
                      ) : (
                        <span key={at}>{die}</span>
                      ),
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className="sheet-note">{t('abilities.customHint', { max: MAX_SCORE })}</p>
      </div>
      <AbilityRows
        draft={draft}
        control={(ability) => (
          <ScoreField
            label={t(`character:abilities.${ability}`)}
            value={draft.attributes[ability]}
            error={errorOf(ability)}
            onValueChange={(value) => setScore(ability, value)}
          />
        )}
      />
    </>
  );
}
