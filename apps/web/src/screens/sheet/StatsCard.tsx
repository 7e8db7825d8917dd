import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { AcDrawer } from './AcDrawer.tsx';
import { ArmorWarnings } from './ArmorWarnings.tsx';
import type { BreakdownView } from './BreakdownDrawer.tsx';
import { signed } from './useTermText.ts';

/**
 * AC (with its drawer and the player's adjustment), initiative, speed, proficiency bonus, and
 * the warnings about armor without training and the load (spec §9). Every number explains
 * itself on a tap.
 */
export function StatsCard({
  character,
  sheet,
  explain,
}: {
  character: Character;
  sheet: DerivedCharacter;
  explain: (view: BreakdownView) => void;
}) {
  const { t } = useTranslation('character');
  const [acOpen, setAcOpen] = useState(false);
  const hampered = (sheet.initiative.disadvantage?.length ?? 0) > 0;
  return (
    <section className="card" aria-label={t('sheet.ac')}>
      <div className="stat-grid stat-grid--four">
        <button
          type="button"
          className="stat"
          aria-label={`${t('sheet.ac')} ${sheet.ac.value}`}
          onClick={() => setAcOpen(true)}
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
          {hampered && (
            <span className="stat__sub stat__sub--warning">{t('sheet.disadvantageShort')}</span>
          )}
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
          <span className="stat__sub">{t('sheet.feet')}</span>
        </button>
        <button
          type="button"
          className="stat"
          aria-label={`${t('sheet.proficiencyBonus')} ${signed(sheet.proficiencyBonus)}`}
          onClick={() =>
            explain({
              title: t('sheet.proficiencyBonus'),
              breakdown: sheet.proficiencyBreakdown,
              modifier: true,
            })
          }
        >
          <span className="stat__label" title={t('sheet.proficiencyBonus')}>
            {t('sheet.proficiencyShort')}
          </span>
          <span className="stat__value" data-testid="proficiency">
            {signed(sheet.proficiencyBonus)}
          </span>
        </button>
      </div>
      <ArmorWarnings sheet={sheet} />
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
      <AcDrawer
        open={acOpen}
        onClose={() => setAcOpen(false)}
        character={character}
        sheet={sheet}
      />
    </section>
  );
}
