import { useTranslation } from 'react-i18next';

import type { Ability, CreationDraft } from '@hearth/rules';
import {
  canRaisePointBuy,
  POINT_BUY_BUDGET,
  POINT_BUY_COST,
  pointBuyRemaining,
  STARTING_SCORES,
} from '@hearth/rules';

import { useRulesTexts } from '../../i18n/problemText.ts';
import { AbilityRows } from './AbilityRows.tsx';
import { setScores } from './wizardDraft.ts';

const LOWEST = 8;

/** Point buy: every score from 8 to 15, 27 points, a plus blocked when the points run short. */
export function PointBuyScores({
  draft,
  update,
}: {
  draft: CreationDraft;
  update: (change: (draft: CreationDraft) => CreationDraft) => void;
}) {
  const { t } = useTranslation(['wizard', 'character']);
  const texts = useRulesTexts();
  const remaining = pointBuyRemaining(draft.attributes);
  const change = (ability: Ability, step: 1 | -1) =>
    update((current) =>
      setScores(current, { ...current.attributes, [ability]: current.attributes[ability] + step }),
    );
  return (
    <>
      <div className="wizard-points">
        <p aria-live="polite" data-testid="points-left">
          {/* Spec §5: a total that is not a number says so (char.error.ability-max). */}
          {Number.isFinite(remaining)
            ? t('abilities.pointsLeft', { remaining, budget: POINT_BUY_BUDGET })
            : texts.problem({ key: 'ability-max' })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => update((current) => setScores(current, { ...STARTING_SCORES }))}
        >
          {t('abilities.reset')}
        </button>
      </div>
      <AbilityRows
        draft={draft}
        control={(ability) => {
          const score = draft.attributes[ability];
          const name = t(`character:abilities.${ability}`);
          const next = POINT_BUY_COST[score + 1];
          return (
            <span className="wizard-stepper">
              <button
                type="button"
                className="icon-button number-field__step"
                aria-label={t('abilities.lower', { ability: name })}
                disabled={score <= LOWEST || POINT_BUY_COST[score] === undefined}
                onClick={() => change(ability, -1)}
              >
                −
              </button>
              <span className="wizard-stepper__value" data-testid={`score-${ability}`}>
                {score}
              </span>
              <button
                type="button"
                className="icon-button number-field__step"
                aria-label={t('abilities.raise', { ability: name })}
                title={
                  next !== undefined
                    ? t('abilities.cost', { cost: next - (POINT_BUY_COST[score] ?? 0) })
                    : undefined
                }
                disabled={!canRaisePointBuy(draft.attributes, ability)}
                onClick={() => change(ability, 1)}
              >
                +
              </button>
            </span>
          );
        }}
      />
    </>
  );
}
