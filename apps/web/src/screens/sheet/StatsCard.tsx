import { memo, useState } from 'react';
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
export const StatsCard = memo(StatsCardView, (before, after) => {
  // The card shows these parts of the sheet and the player's AC adjustment, nothing else: a
  // tap that changes hit points or a condition leaves it as it is (issue 16).
  const shown = [
    'ac',
    'initiative',
    'speed',
    'proficiencyBonus',
    'proficiencyBreakdown',
    'armorHindrance',
    'carry',
  ] as const;
  return (
    before.explain === after.explain &&
    before.character.ac_mod === after.character.ac_mod &&
    shown.every((part) => before.sheet[part] === after.sheet[part])
  );
});

function StatsCardView({
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
  return (
    <section className="card" aria-label={t('sheet.ac')}>
      <StatNumbers
        ac={sheet.ac}
        initiative={sheet.initiative}
        speed={sheet.speed}
        proficiencyBonus={sheet.proficiencyBonus}
        proficiencyBreakdown={sheet.proficiencyBreakdown}
        armorHindrance={sheet.armorHindrance}
        carry={sheet.carry}
        explain={explain}
        openAc={setAcOpen}
      />
      {/* Mounted only while open: a closed drawer costs a tap nothing (issue 16). */}
      {acOpen && (
        <AcDrawer open onClose={() => setAcOpen(false)} character={character} sheet={sheet} />
      )}
    </section>
  );
}

type StatNumbersProps = Pick<
  DerivedCharacter,
  | 'ac'
  | 'initiative'
  | 'speed'
  | 'proficiencyBonus'
  | 'proficiencyBreakdown'
  | 'armorHindrance'
  | 'carry'
> & {
  explain: (view: BreakdownView) => void;
  openAc: (open: boolean) => void;
};

/**
 * The card's numbers and warnings, drawn from the parts of the sheet they show: a tap that
 * changes something else (hit points, a condition) leaves them as they are.
 */
const StatNumbers = memo(function StatNumbers({
  ac,
  initiative,
  speed,
  proficiencyBonus,
  proficiencyBreakdown,
  armorHindrance,
  carry,
  explain,
  openAc,
}: StatNumbersProps) {
  const { t } = useTranslation('character');
  const hampered = (initiative.disadvantage?.length ?? 0) > 0;
  return (
    <>
      <div className="stat-grid stat-grid--four">
        <button
          type="button"
          className="stat"
          aria-label={`${t('sheet.ac')} ${ac.value}`}
          onClick={() => openAc(true)}
        >
          <span className="stat__label">{t('sheet.acShort')}</span>
          <span className="stat__value" data-testid="ac">
            {ac.value}
          </span>
        </button>
        <button
          type="button"
          className="stat"
          onClick={() =>
            explain({ title: t('sheet.initiative'), breakdown: initiative, modifier: true })
          }
        >
          <span className="stat__label" title={t('sheet.initiative')}>
            {t('sheet.initiativeShort')}
          </span>
          <span className="stat__value" data-testid="initiative">
            {signed(initiative.value)}
          </span>
          {hampered && (
            <span className="stat__sub stat__sub--warning">{t('sheet.disadvantageShort')}</span>
          )}
        </button>
        <button
          type="button"
          className="stat"
          onClick={() => explain({ title: t('sheet.speed'), breakdown: speed })}
        >
          <span className="stat__label">{t('sheet.speed')}</span>
          <span className="stat__value" data-testid="speed">
            {speed.value}
          </span>
          <span className="stat__sub">{t('sheet.feet')}</span>
        </button>
        <button
          type="button"
          className="stat"
          aria-label={`${t('sheet.proficiencyBonus')} ${signed(proficiencyBonus)}`}
          onClick={() =>
            explain({
              title: t('sheet.proficiencyBonus'),
              breakdown: proficiencyBreakdown,
              modifier: true,
            })
          }
        >
          <span className="stat__label" title={t('sheet.proficiencyBonus')}>
            {t('sheet.proficiencyShort')}
          </span>
          <span className="stat__value" data-testid="proficiency">
            {signed(proficiencyBonus)}
          </span>
        </button>
      </div>
      <ArmorWarnings sheet={{ armorHindrance }} />
      <p className="sheet-note">
        {t('sheet.carry', { weight: carry.weight, capacity: carry.capacity })}
      </p>
      {carry.immobile ? (
        <p className="sheet-warning" role="status">
          {t('sheet.immobile')}
        </p>
      ) : (
        carry.overweight && (
          <p className="sheet-warning" role="status">
            {t('sheet.overweight')}
          </p>
        )
      )}
    </>
  );
});
