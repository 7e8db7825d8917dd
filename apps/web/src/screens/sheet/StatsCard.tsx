import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';

import type { BreakdownView } from './BreakdownDrawer.tsx';
import { signed } from './useTermText.ts';

/** AC, initiative, speed, proficiency bonus, senses and the load warnings (spec §9). */
export function StatsCard({
  sheet,
  explain,
}: {
  sheet: DerivedCharacter;
  explain: (view: BreakdownView) => void;
}) {
  const { t } = useTranslation('character');
  const senses = Object.entries(sheet.senses);
  return (
    <section className="card" aria-label={t('sheet.ac')}>
      <div className="stat-grid stat-grid--four">
        <button
          type="button"
          className="stat"
          onClick={() => explain({ title: t('sheet.ac'), breakdown: sheet.ac })}
        >
          <span className="stat__label">{t('sheet.acShort')}</span>
          <span className="stat__value" data-testid="ac">
            {sheet.ac.value}
          </span>
        </button>
        <button
          type="button"
          className="stat"
          onClick={() =>
            explain({ title: t('sheet.initiative'), breakdown: sheet.initiative, modifier: true })
          }
        >
          <span className="stat__label" title={t('sheet.initiative')}>
            {t('sheet.initiativeShort')}
          </span>
          <span className="stat__value" data-testid="initiative">
            {signed(sheet.initiative.value)}
          </span>
        </button>
        <button
          type="button"
          className="stat"
          onClick={() => explain({ title: t('sheet.speed'), breakdown: sheet.speed })}
        >
          <span className="stat__label">{t('sheet.speed')}</span>
          <span className="stat__value" data-testid="speed">
            {sheet.speed.value}
          </span>
          <span className="stat__sub">ft</span>
        </button>
        <div className="stat">
          <span className="stat__label" title={t('sheet.proficiency')}>
            {t('sheet.proficiencyShort')}
          </span>
          <span className="stat__value" data-testid="proficiency">
            {signed(sheet.proficiencyBonus)}
          </span>
        </div>
      </div>
      {senses.length > 0 && (
        <p className="sheet-note">
          {senses
            .map(([sense, value]) => t(`sheet.sense.${sense as 'darkvision'}`, { value }))
            .join(' · ')}
        </p>
      )}
      <p className="sheet-note">
        {t('sheet.carry', { weight: sheet.carry.weight, capacity: sheet.carry.capacity })}
      </p>
      {sheet.carry.immobile ? (
        <p className="sheet-warning" role="status">
          {t('sheet.immobile')}
        </p>
      ) : (
        sheet.carry.overweight && (
          <p className="sheet-warning" role="status">
            {t('sheet.overweight')}
          </p>
        )
      )}
    </section>
  );
}
