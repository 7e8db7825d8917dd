import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ability, CreationDraft } from '@hearth/rules';
import { ABILITIES } from '@hearth/rules';

import { finalScores } from './wizardDraft.ts';

const signed = (value: number) => (value >= 0 ? `+${value}` : `−${Math.abs(value)}`);

/**
 * The six abilities, each with the method's control and, on the right, the background's
 * increase on top of it: the final score and its modifier.
 */
export function AbilityRows({
  draft,
  control,
  highlighted,
}: {
  draft: CreationDraft;
  control: (ability: Ability) => ReactNode;
  /** A drop target under a dragged score. */
  highlighted?: Ability | null;
}) {
  const { t } = useTranslation(['wizard', 'character']);
  const scores = finalScores(draft);
  return (
    <ul className="wizard-abilities">
      {ABILITIES.map((ability) => {
        const { increase, score, modifier } = scores[ability];
        return (
          <li
            key={ability}
            className={
              highlighted === ability ? 'wizard-ability wizard-ability--target' : 'wizard-ability'
            }
            data-ability={ability}
            data-testid={`ability-${ability}`}
          >
            <span className="wizard-ability__name">
              <strong>{t(`character:abilities.short.${ability}`)}</strong>
              <span>{t(`character:abilities.${ability}`)}</span>
            </span>
            <span className="wizard-ability__control">{control(ability)}</span>
            <span className="wizard-ability__final" data-testid={`final-${ability}`}>
              <span className="visually-hidden">
                {Number.isNaN(score)
                  ? t('abilities.finalUnknown')
                  : t('abilities.final', { score, modifier: signed(modifier) })}
              </span>
              {increase > 0 && (
                <span className="tag" aria-hidden="true">
                  {t('abilities.increase', { value: increase })}
                </span>
              )}
              <strong aria-hidden="true">{Number.isNaN(score) ? '—' : score}</strong>
              {!Number.isNaN(score) && (
                <span className="wizard-ability__mod" aria-hidden="true">
                  {signed(modifier)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
