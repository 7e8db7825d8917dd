import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { WizardStep } from '@hearth/rules';

import { ErrorIcon, SuccessIcon } from '../../components/icons.tsx';

interface WizardStepSectionProps {
  step: WizardStep;
  index: number;
  open: boolean;
  reached: boolean;
  invalid: boolean;
  summary: string;
  onOpen: () => void;
  children: ReactNode;
}

/**
 * One step of the accordion: its header (number, title, what was chosen, a mark when valid or an
 * error icon when not) opens it when reached; only the open step shows its body.
 */
export function WizardStepSection({
  step,
  index,
  open,
  reached,
  invalid,
  summary,
  onOpen,
  children,
}: WizardStepSectionProps) {
  const { t } = useTranslation('wizard');
  const ref = useRef<HTMLLIElement>(null);
  const mounted = useRef(false);
  // A step opened by Next or Back comes into view; the page as first shown stays where it is.
  useEffect(() => {
    if (open && mounted.current)
      ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    mounted.current = true;
  }, [open]);
  const bodyId = `wizard-step-${step}`;
  const state = open ? 'open' : !reached ? 'locked' : invalid ? 'invalid' : 'done';
  return (
    <li ref={ref} className={`wizard-step wizard-step--${state}`} data-testid={`step-${step}`}>
      <h2 className="wizard-step__heading">
        <button
          type="button"
          className="wizard-step__header"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          disabled={!reached}
          onClick={onOpen}
        >
          <span className="wizard-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="wizard-step__text">
            <span className="wizard-step__title">{t(`steps.${step}`)}</span>
            {summary && !open && <span className="wizard-step__summary">{summary}</span>}
          </span>
          {reached && invalid && (
            <span
              className="wizard-step__mark wizard-step__mark--error"
              role="img"
              aria-label={t('invalid')}
            >
              <ErrorIcon />
            </span>
          )}
          {reached && !invalid && !open && (
            <span
              className="wizard-step__mark wizard-step__mark--done"
              role="img"
              aria-label={t('valid')}
            >
              <SuccessIcon />
            </span>
          )}
        </button>
      </h2>
      {open && (
        <div className="wizard-step__body" id={bodyId}>
          {children}
        </div>
      )}
    </li>
  );
}
