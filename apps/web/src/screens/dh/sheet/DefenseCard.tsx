import { useTranslation } from 'react-i18next';

import type { DhSheet } from '@hearth/rules';

import type { DhBreakdownView } from '../common/DhBreakdownDrawer.tsx';

/**
 * Evasion, armor score and Proficiency, then the damage thresholds as the three bands a hit
 * falls into: below Major marks 1 HP, from Major 2, from Severe 3. Every number explains itself.
 */
export function DefenseCard({
  sheet,
  explain,
}: {
  sheet: DhSheet;
  explain: (view: DhBreakdownView) => void;
}) {
  const { t } = useTranslation('dhSheet');
  const major = sheet.thresholds.major;
  const severe = sheet.thresholds.severe;
  return (
    <section className="card" aria-label={t('defense.title')}>
      <div className="stat-grid">
        <button
          type="button"
          className="stat"
          onClick={() => explain({ title: t('defense.evasion'), breakdown: sheet.evasion })}
        >
          <span className="stat__label">{t('defense.evasion')}</span>
          <span className="stat__value" data-testid="dh-evasion">
            {sheet.evasion.value}
          </span>
        </button>
        <button
          type="button"
          className="stat"
          onClick={() =>
            explain({
              title: t('defense.armorScore'),
              breakdown: sheet.armorScore,
              note: sheet.armor ? sheet.armor.title : t('defense.noArmor'),
            })
          }
        >
          <span className="stat__label">{t('defense.armor')}</span>
          <span className="stat__value" data-testid="dh-armor-score">
            {sheet.armorScore.value}
          </span>
        </button>
        <button
          type="button"
          className="stat"
          onClick={() =>
            explain({
              title: t('defense.proficiency'),
              breakdown: sheet.proficiency,
              note: t('defense.proficiencyNote'),
            })
          }
        >
          <span className="stat__label">{t('defense.proficiencyShort')}</span>
          <span className="stat__value" data-testid="dh-proficiency">
            {sheet.proficiency.value}
          </span>
        </button>
      </div>
      <h3 className="eyebrow dh-subtitle">{t('thresholds.title')}</h3>
      <ol className="dh-bands" data-testid="dh-thresholds">
        <li className="dh-band">
          <span className="dh-band__name">{t('thresholds.minor')}</span>
          <span className="dh-band__range">{t('thresholds.below', { value: major.value })}</span>
          <span className="dh-band__hp">{t('thresholds.hp', { count: 1 })}</span>
        </li>
        <li>
          <button
            type="button"
            className="dh-band dh-band--button"
            onClick={() =>
              explain({
                title: t('thresholds.majorTitle'),
                breakdown: major,
                note: t('thresholds.note'),
              })
            }
          >
            <span className="dh-band__name">{t('thresholds.major')}</span>
            <span className="dh-band__range" data-testid="dh-major">
              {t('thresholds.from', { value: major.value })}
            </span>
            <span className="dh-band__hp">{t('thresholds.hp', { count: 2 })}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="dh-band dh-band--button"
            onClick={() =>
              explain({
                title: t('thresholds.severeTitle'),
                breakdown: severe,
                note: t('thresholds.note'),
              })
            }
          >
            <span className="dh-band__name">{t('thresholds.severe')}</span>
            <span className="dh-band__range" data-testid="dh-severe">
              {t('thresholds.from', { value: severe.value })}
            </span>
            <span className="dh-band__hp">{t('thresholds.hp', { count: 3 })}</span>
          </button>
        </li>
      </ol>
    </section>
  );
}
