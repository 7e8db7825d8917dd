import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhWizardStep } from '@hearth/rules';

import { ErrorIcon, SuccessIcon } from '../../../components/icons.tsx';

interface DhStepSectionProps {
  step: DhWizardStep;
  index: number;
  open: boolean;
  reached: boolean;
  invalid: boolean;
  /** The step may be skipped (all but the primary weapon and the name, spec §5). */
  optional: boolean;
  summary: string;
  onOpen: () => void;
  children: ReactNode;
}

/**
 * One step of the accordion, as in the fifth-edition wizard (its styles): the header (number,
 * title, what was chosen, a mark) reopens a reached step; only the open step shows its body.
 */
export function DhStepSection({
  step,
  index,
  open,
  reached,
  invalid,
  optional,
  summary,
  onOpen,
  children,
}: DhStepSectionProps) {
  const { t } = useTranslation(['dh', 'wizard']);
  const ref = useRef<HTMLLIElement>(null);
  const mounted = useRef(false);
  // A step opened by Next or Back comes into view; the page as first shown stays where it is.
  useEffect(() => {
    if (open && mounted.current) {
      ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    mounted.current = true;
  }, [open]);
  const bodyId = `dh-wizard-step-${step}`;
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
            <span className="wizard-step__title">
              {t(`wizard.steps.${step}`)}
              {optional && open && (
                <span className="dh-step-optional"> · {t('wizard.optional')}</span>
              )}
            </span>
            {summary && !open && <span className="wizard-step__summary">{summary}</span>}
          </span>
          {reached && invalid && (
            <span
              className="wizard-step__mark wizard-step__mark--error"
              role="img"
              aria-label={t('wizard:invalid')}
            >
              <ErrorIcon />
            </span>
          )}
          {reached && !invalid && !open && (
            <span
              className="wizard-step__mark wizard-step__mark--done"
              role="img"
              aria-label={t('wizard:valid')}
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
