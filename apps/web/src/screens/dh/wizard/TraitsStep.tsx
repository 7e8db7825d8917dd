import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDraft, DhTrait } from '@hearth/rules';
import { DH_CONSTANTS, DH_TRAITS, emptyDhDraft } from '@hearth/rules';

import { signed } from '../../sheet/useTermText.ts';
import { stepTrait, swapTraits, TRAIT_STEP_BOUNDS } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';

/**
 * Which values of the spread (+2, +1, +1, +0, +0, −1) the traits already hold: each trait's
 * value uses up one equal value of the spread, so the player sees what is left to assign.
 */
export function spreadUse(traits: DhDraft['traits']): { value: number; used: boolean }[] {
  const left = DH_TRAITS.map((trait) => traits[trait]);
  return DH_CONSTANTS.traitSpread.map((value) => {
    const at = left.indexOf(value);
    if (at >= 0) left.splice(at, 1);
    return { value, used: at >= 0 };
  });
}

/**
 * Traits: the spread assigned freely. Tapping a trait and then another swaps their values;
 * the steppers change one value (and the spread must still add up, `traits-spread`).
 */
export function TraitsStep({ draft, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  const [swapping, setSwapping] = useState<DhTrait | null>(null);

  const tap = (trait: DhTrait) => {
    if (swapping === null) return setSwapping(trait);
    if (swapping !== trait) update((current) => swapTraits(current, swapping, trait));
    setSwapping(null);
  };

  return (
    <>
      <p className="dh-step-note">{t('wizard.traits.hint')}</p>
      <div className="dh-spread" aria-label={t('wizard.traits.spread')} role="group">
        <span className="dh-spread__label">{t('wizard.traits.spread')}</span>
        {spreadUse(draft.traits).map(({ value, used }, index) => (
          <span
            key={index}
            className={used ? 'dh-spread__value dh-spread__value--used' : 'dh-spread__value'}
          >
            {signed(value)}
          </span>
        ))}
      </div>
      <ul className="dh-traits">
        {DH_TRAITS.map((trait) => {
          const value = draft.traits[trait];
          const name = t(`traits.${trait}.name`);
          return (
            <li
              key={trait}
              className={swapping === trait ? 'dh-trait dh-trait--swapping' : 'dh-trait'}
            >
              <button
                type="button"
                className="dh-trait__name"
                aria-pressed={swapping === trait}
                onClick={() => tap(trait)}
              >
                <strong>
                  {name} <span className="dh-trait__abbr">{t(`traits.${trait}.abbr`)}</span>
                </strong>
                <span>{t(`traits.${trait}.use`)}</span>
              </button>
              <button
                type="button"
                className="icon-button dh-trait__step"
                aria-label={t('wizard.traits.lower', { trait: name })}
                disabled={value !== null && value <= TRAIT_STEP_BOUNDS.min}
                onClick={() => update((current) => stepTrait(current, trait, -1))}
              >
                −
              </button>
              <output className="dh-trait__value" aria-label={name}>
                {value === null ? '–' : signed(value)}
              </output>
              <button
                type="button"
                className="icon-button dh-trait__step"
                aria-label={t('wizard.traits.raise', { trait: name })}
                disabled={value !== null && value >= TRAIT_STEP_BOUNDS.max}
                onClick={() => update((current) => stepTrait(current, trait, 1))}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <p className="dh-step-note" aria-live="polite">
        {swapping ? t('wizard.traits.swapWith', { trait: t(`traits.${swapping}.name`) }) : ''}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setSwapping(null);
          update((current) => ({ ...current, traits: emptyDhDraft().traits }));
        }}
      >
        {t('wizard.traits.reset')}
      </button>
    </>
  );
}
