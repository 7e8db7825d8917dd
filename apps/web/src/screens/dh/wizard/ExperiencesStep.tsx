import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form/TextField.tsx';
import { signed } from '../../sheet/useTermText.ts';
import { setExperienceText } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';

/** The longest experience the stored character keeps. */
const EXPERIENCE_MAX = 100;

/** Experiences: two, each at +2 (SRD step 7). */
export function ExperiencesStep({ draft, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  return (
    <div className="form-stack">
      <p className="dh-step-note">{t('wizard.experiences.hint')}</p>
      {draft.experiences.map((experience, index) => (
        <div key={index} className="dh-experience">
          <TextField
            label={t('wizard.experiences.label', { number: index + 1 })}
            value={experience.text}
            maxLength={EXPERIENCE_MAX}
            autoComplete="off"
            onValueChange={(text) => update((current) => setExperienceText(current, index, text))}
          />
          <span className="dh-experience__mod" aria-hidden="true">
            {signed(experience.mod)}
          </span>
        </div>
      ))}
    </div>
  );
}
