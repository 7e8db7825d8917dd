import { useEffect, useState } from 'react';

import type { DhCatalogue, DhDraft, DhWizardStep } from '@hearth/rules';
import { canAdvanceDh, DH_WIZARD_STEPS } from '@hearth/rules';

import type { DhWizardState } from './dhWizardStorage.ts';
import { dhStepIndex, loadDhWizardState, saveDhWizardState } from './dhWizardStorage.ts';

/**
 * The wizard's state: the draft (kept in sessionStorage on every change), the open step and how
 * far the player got. Next only when the rules say this step and every earlier one are right
 * (spec §5); Back and the step headers keep every choice.
 */
export function useDhWizard(catalogue: DhCatalogue) {
  const [state, setState] = useState<DhWizardState>(loadDhWizardState);
  useEffect(() => saveDhWizardState(state), [state]);
  const { draft, step, reached, mixedAncestry } = state;
  const index = dhStepIndex(step);

  const update = (change: (current: DhDraft) => DhDraft) =>
    setState((current) => ({ ...current, draft: change(current.draft) }));

  const setMixedAncestry = (mixed: boolean) =>
    setState((current) => ({ ...current, mixedAncestry: mixed }));

  const goTo = (target: DhWizardStep) => {
    if (dhStepIndex(target) <= reached) setState((current) => ({ ...current, step: target }));
  };

  const next = () => {
    const following = DH_WIZARD_STEPS[index + 1];
    if (!following || !canAdvanceDh(draft, catalogue, step)) return;
    setState((current) => ({
      ...current,
      step: following,
      reached: Math.max(current.reached, index + 1),
    }));
  };

  const back = () => {
    const previous = DH_WIZARD_STEPS[index - 1];
    if (previous) setState((current) => ({ ...current, step: previous }));
  };

  return {
    draft,
    step,
    index,
    reached,
    mixedAncestry,
    update,
    setMixedAncestry,
    goTo,
    next,
    back,
    canAdvance: canAdvanceDh(draft, catalogue, step),
  };
}
