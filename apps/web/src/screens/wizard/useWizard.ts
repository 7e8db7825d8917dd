import { useEffect, useState } from 'react';

import type { FieldError } from '@hearth/contract';
import type { CreationDraft, RulesCatalogue, WizardStep } from '@hearth/rules';
import { canAdvance, WIZARD_STEPS } from '@hearth/rules';

import { stepOfField } from './wizardCreation.ts';
import { proposeOnReach } from './wizardDraft.ts';
import type { WizardState } from './wizardStorage.ts';
import { loadWizardState, saveWizardState, stepIndex } from './wizardStorage.ts';

/** What the server refused, per step: the field errors of a 400 VALIDATION answer. */
export type ServerErrors = Partial<Record<WizardStep, FieldError[]>>;

/**
 * The wizard's state: the draft (kept in sessionStorage on every change), the open step and how
 * far the player got; Next only when the rules say every step so far is valid, back only to
 * steps already reached. The first arrival at a step makes its proposal (scores, HP).
 */
export function useWizard(catalogue: RulesCatalogue) {
  const [state, setState] = useState<WizardState>(loadWizardState);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  useEffect(() => saveWizardState(state), [state]);

  const { draft, step, reached } = state;
  const index = stepIndex(step);

  /** A change of the open step's choices; what the server said about this step is settled by it. */
  const update = (change: (current: CreationDraft) => CreationDraft) => {
    setState((current) => ({ ...current, draft: change(current.draft) }));
    if (serverErrors[step]) {
      setServerErrors(({ [step]: _settled, ...others }) => others);
    }
  };

  const goTo = (target: WizardStep) => {
    if (stepIndex(target) <= reached) setState((current) => ({ ...current, step: target }));
  };

  const next = () => {
    const following = WIZARD_STEPS[index + 1];
    if (!following || !canAdvance(step, draft, catalogue)) return;
    const first = index + 1 > reached;
    setState({
      draft: first ? proposeOnReach(draft, following, catalogue) : draft,
      step: following,
      reached: Math.max(reached, index + 1),
    });
  };

  const back = () => {
    const previous = WIZARD_STEPS[index - 1];
    if (previous) setState((current) => ({ ...current, step: previous }));
  };

  const markRefused = (fields: readonly FieldError[]) => {
    const byStep: ServerErrors = {};
    for (const field of fields) (byStep[stepOfField(field.path, draft)] ??= []).push(field);
    setServerErrors(byStep);
  };

  return { draft, step, index, reached, serverErrors, update, goTo, next, back, markRefused };
}
