import { useTranslation } from 'react-i18next';

import type { WizardStep } from '@hearth/rules';
import { WIZARD_STEPS } from '@hearth/rules';

import { TextField } from '../../components/form/TextField.tsx';
import type { StepProps } from './stepProps.ts';
import { useStepSummary } from './useStepSummary.ts';
import { setStory, STORY_MAX, storyOf } from './wizardDraft.ts';

const QUESTIONS = ['origin', 'want', 'bond', 'fear'] as const;

/** Finish: what was chosen, and four optional questions about the character (`options.story`). */
export function FinishStep({ draft, catalogue, update }: StepProps) {
  const { t } = useTranslation('wizard');
  const summary = useStepSummary(draft, catalogue);
  const story = storyOf(draft);
  const shown = WIZARD_STEPS.filter(
    (step): step is Exclude<WizardStep, 'finish'> => step !== 'finish',
  );
  return (
    <div className="form-stack">
      <section aria-label={t('finish.summary')}>
        <dl className="wizard-summary">
          {shown.map((step) => (
            <div key={step} className="wizard-summary__row">
              <dt>{t(`steps.${step}`)}</dt>
              <dd>{summary(step) || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h3 className="eyebrow">{t('finish.questions')}</h3>
      <p className="sheet-note">{t('finish.questionsHint')}</p>
      {QUESTIONS.map((question, index) => (
        <TextField
          key={question}
          label={t(`finish.${question}`)}
          value={story[index] ?? ''}
          maxLength={STORY_MAX}
          onValueChange={(text) => update((current) => setStory(current, index, text))}
        />
      ))}
    </div>
  );
}
