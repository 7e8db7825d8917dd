import { useTranslation } from 'react-i18next';

import type { Ability, DerivedCharacter } from '@hearth/rules';

import { addPick, countOf, removePick } from './choiceEdits.ts';

interface AbilityPointsProps {
  label: string;
  abilities: readonly Ability[];
  /** One entry per point: `['str', 'str', 'con']`. */
  picks: readonly string[];
  points: number;
  maxInOne?: number | undefined;
  sheet: DerivedCharacter;
  onChange: (picks: string[]) => void;
}

/**
 * Points spread over abilities, each a +1 (spec §5: the total cannot exceed the points,
 * each ability at most `maxInOne`). The score shown is the one on the sheet now.
 */
export function AbilityPoints({
  label,
  abilities,
  picks,
  points,
  maxInOne,
  sheet,
  onChange,
}: AbilityPointsProps) {
  const { t } = useTranslation(['progression', 'character']);
  const spent = picks.length;
  return (
    <div className="ability-points" role="group" aria-label={label}>
      <p className="sheet-note">{t('choice.points', { spent, points })}</p>
      <ul className="ability-points__rows">
        {abilities.map((ability) => {
          const count = countOf(picks, ability);
          const name = t(`character:abilities.${ability}`);
          return (
            <li key={ability} className="ability-points__row" data-testid={`points-${ability}`}>
              <span className="ability-points__name">
                {name}
                <span className="ability-points__score">
                  {t('choice.score', { score: sheet.abilities[ability].score.value })}
                </span>
              </span>
              <span className="inline-stepper">
                <button
                  type="button"
                  className="icon-button number-field__step"
                  aria-label={t('choice.lower', { ability: name })}
                  disabled={count === 0}
                  onClick={() => onChange(removePick(picks, ability))}
                >
                  −
                </button>
                <strong className="ability-points__count">+{count}</strong>
                <button
                  type="button"
                  className="icon-button number-field__step"
                  aria-label={t('choice.raise', { ability: name })}
                  disabled={spent >= points || (maxInOne !== undefined && count >= maxInOne)}
                  onClick={() => onChange(addPick(picks, ability))}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
