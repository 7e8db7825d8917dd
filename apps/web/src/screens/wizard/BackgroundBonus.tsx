import { useTranslation } from 'react-i18next';

import type { Ability, BackgroundRules, CreationDraft, RulesCatalogue } from '@hearth/rules';
import { backgroundBonusKey, suggestedBackgroundBonus } from '@hearth/rules';

import { classOf, setOption } from './wizardDraft.ts';

interface BackgroundBonusProps {
  background: BackgroundRules;
  draft: CreationDraft;
  catalogue: RulesCatalogue;
  update: (change: (draft: CreationDraft) => CreationDraft) => void;
}

/**
 * The background's increase (spec §5): +2 to one of its abilities and +1 to another, or +1 to
 * each of the three. Stored as one entry per +1 (`['dex','dex','con']`).
 */
export function BackgroundBonus({ background, draft, catalogue, update }: BackgroundBonusProps) {
  const { t } = useTranslation(['wizard', 'character']);
  const key = backgroundBonusKey(background.id);
  const chosen = draft.options[key] ?? [];
  const spread = new Set(chosen).size === 3;
  const plusTwo = chosen.find((ability, index) => chosen.indexOf(ability) !== index);
  const plusOne = chosen.find((ability) => ability !== plusTwo);
  const set = (list: string[]) => update((current) => setOption(current, key, list));

  const focus = () => {
    const proposal = suggestedBackgroundBonus(
      background,
      draft.attributes,
      classOf(draft, catalogue),
    );
    const [first, second] = background.abilities;
    set(new Set(proposal).size === 2 ? proposal : [first, first, second]);
  };
  const pickTwo = (ability: Ability) => {
    // The +1 moves over when it sat on the ability now raised by 2.
    const one =
      plusOne && plusOne !== ability ? plusOne : background.abilities.find((a) => a !== ability)!;
    set([ability, ability, one]);
  };
  const pickOne = (ability: Ability) => {
    const two =
      plusTwo && plusTwo !== ability ? plusTwo : background.abilities.find((a) => a !== ability)!;
    set([two, two, ability]);
  };

  const row = (
    label: string,
    selected: string | undefined,
    pick: (ability: Ability) => void,
    blocked?: string,
  ) => (
    <div className="wizard-bonus__row" role="group" aria-label={label}>
      <span className="wizard-bonus__label">{label}</span>
      {background.abilities.map((ability) => (
        <button
          key={ability}
          type="button"
          className="chip wizard-chip"
          aria-pressed={selected === ability}
          disabled={ability === blocked}
          onClick={() => pick(ability)}
        >
          {t(`character:abilities.short.${ability}`)}
        </button>
      ))}
    </div>
  );

  return (
    <fieldset className="wizard-bonus">
      <legend className="wizard-chips__legend">{t('background.increase')}</legend>
      <div className="segmented" role="group" aria-label={t('background.increase')}>
        <button
          type="button"
          className={spread ? 'segmented__option' : 'segmented__option segmented__option--on'}
          aria-pressed={!spread && chosen.length > 0}
          onClick={focus}
        >
          {t('background.focus')}
        </button>
        <button
          type="button"
          className={spread ? 'segmented__option segmented__option--on' : 'segmented__option'}
          aria-pressed={spread}
          onClick={() => set([...background.abilities])}
        >
          {t('background.spread')}
        </button>
      </div>
      {spread ? (
        <p className="sheet-note">
          {t('background.spreadText', {
            abilities: background.abilities
              .map((ability) => t(`character:abilities.${ability}`))
              .join(', '),
          })}
        </p>
      ) : (
        <>
          {row(t('background.plusTwo'), plusTwo, pickTwo)}
          {row(t('background.plusOne'), plusOne, pickOne, plusTwo)}
        </>
      )}
    </fieldset>
  );
}
