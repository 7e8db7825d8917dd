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
        <StatButton
          label={t('defense.evasion')}
          value={sheet.evasion.value}
          testId="dh-evasion"
          onClick={() => explain({ title: t('defense.evasion'), breakdown: sheet.evasion })}
        />
        <StatButton
          label={t('defense.armor')}
          value={sheet.armorScore.value}
          testId="dh-armor-score"
          onClick={() =>
            explain({
              title: t('defense.armorScore'),
              breakdown: sheet.armorScore,
              note: sheet.armor ? sheet.armor.title : t('defense.noArmor'),
            })
          }
        />
        <StatButton
          label={t('defense.proficiencyShort')}
          value={sheet.proficiency.value}
          testId="dh-proficiency"
          onClick={() =>
            explain({
              title: t('defense.proficiency'),
              breakdown: sheet.proficiency,
              note: t('defense.proficiencyNote'),
            })
          }
        />
      </div>
      <h3 className="eyebrow dh-subtitle">{t('thresholds.title')}</h3>
      <ol className="dh-bands" data-testid="dh-thresholds">
        <li className="dh-band">
          <span className="dh-band__name">{t('thresholds.minor')}</span>
          <span className="dh-band__range">{t('thresholds.below', { value: major.value })}</span>
          <span className="dh-band__hp">{t('thresholds.hp', { count: 1 })}</span>
        </li>
        <ThresholdBand
          name={t('thresholds.major')}
          range={t('thresholds.from', { value: major.value })}
          hp={t('thresholds.hp', { count: 2 })}
          testId="dh-major"
          onClick={() =>
            explain({
              title: t('thresholds.majorTitle'),
              breakdown: major,
              note: t('thresholds.note'),
            })
          }
        />
        <ThresholdBand
          name={t('thresholds.severe')}
          range={t('thresholds.from', { value: severe.value })}
          hp={t('thresholds.hp', { count: 3 })}
          testId="dh-severe"
          onClick={() =>
            explain({
              title: t('thresholds.severeTitle'),
              breakdown: severe,
              note: t('thresholds.note'),
            })
          }
        />
      </ol>
    </section>
  );
}

/** One number of the stat grid; tapping it explains the number. */
function StatButton({
  label,
  value,
  testId,
  onClick,
}: {
  label: string;
  value: number;
  testId: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="stat" onClick={onClick}>
      <span className="stat__label">{label}</span>
      <span className="stat__value" data-testid={testId}>
        {value}
      </span>
    </button>
  );
}

/** A damage band that starts at a threshold; tapping it explains the threshold. */
function ThresholdBand({
  name,
  range,
  hp,
  testId,
  onClick,
}: {
  name: string;
  range: string;
  hp: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <li>
      <button type="button" className="dh-band dh-band--button" onClick={onClick}>
        <span className="dh-band__name">{name}</span>
        <span className="dh-band__range" data-testid={testId}>
          {range}
        </span>
        <span className="dh-band__hp">{hp}</span>
      </button>
    </li>
  );
}
