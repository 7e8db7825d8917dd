import { useTranslation } from 'react-i18next';

import { DH_BOUNDS, setExperience } from '@hearth/rules';

import { NumberField } from '../../../components/form/NumberField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import type { DhBreakdownView } from '../common/DhBreakdownDrawer.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { signed } from '../common/numbers.ts';

/**
 * The five experience slots: the player writes each one and its modifier (0 to 5); the value
 * the sheet rolls with adds what level ups gave it, and explains itself on a tap.
 */
export function ExperiencesCard({
  character,
  sheet,
  change,
  explain,
}: Omit<DhView, 'catalogue'> & { explain: (view: DhBreakdownView) => void }) {
  const { t } = useTranslation('dhSheet');
  return (
    <section className="card" aria-labelledby="dh-experiences-title">
      <h2 id="dh-experiences-title" className="eyebrow card__title">
        {t('experiences.title')}
      </h2>
      <ol className="dh-experiences">
        {sheet.experiences.map((experience, index) => {
          const stored = character.experiences[index];
          const label = t('experiences.slot', { index: index + 1 });
          return (
            <li key={index} className="dh-experience">
              <div className="dh-experience__text">
                <TextField
                  label={label}
                  value={stored?.text ?? ''}
                  placeholder={t('experiences.placeholder')}
                  maxLength={80}
                  onValueChange={(text) =>
                    change((current) => setExperience(current, index, { text }))
                  }
                />
              </div>
              <div className="dh-experience__mod">
                <NumberField
                  label={t('experiences.mod')}
                  value={stored?.mod ?? 0}
                  min={DH_BOUNDS.experienceMod.min}
                  max={DH_BOUNDS.experienceMod.max}
                  onValueChange={(mod) =>
                    change((current) => setExperience(current, index, { mod }))
                  }
                />
              </div>
              <button
                type="button"
                className="stat dh-experience__value"
                aria-label={t('experiences.valueOf', {
                  name: experience.text || label,
                  value: signed(experience.value.value),
                })}
                onClick={() =>
                  explain({
                    title: experience.text || label,
                    breakdown: experience.value,
                    modifier: true,
                  })
                }
              >
                {signed(experience.value.value)}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
