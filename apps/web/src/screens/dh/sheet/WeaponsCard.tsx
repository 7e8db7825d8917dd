import { useTranslation } from 'react-i18next';

import type { DhSheet, DhWeaponLine } from '@hearth/rules';

import { Link } from '../../../components/link/RouterLink.tsx';
import type { DhBreakdownView } from '../common/DhBreakdownDrawer.tsx';
import { signed } from '../common/numbers.ts';
import { useDhNames } from '../common/useDhNames.ts';

/**
 * The equipped weapons with what the player rolls: the attack (the weapon's trait plus
 * bonuses) and the damage (Proficiency sets the dice: `2d8+3`), each explained on a tap.
 */
export function WeaponsCard({
  characterId,
  sheet,
  explain,
}: {
  characterId: string;
  sheet: DhSheet;
  explain: (view: DhBreakdownView) => void;
}) {
  const { t } = useTranslation('dhSheet');
  const { primary, secondary } = sheet.weapons;
  return (
    <section className="card" aria-labelledby="dh-weapons-title">
      <div className="card__row">
        <h2 id="dh-weapons-title" className="eyebrow">
          {t('weapons.title')}
        </h2>
        <Link className="button button--ghost" to={`/dh/character/${characterId}/equipment`}>
          {t('weapons.change')}
        </Link>
      </div>
      {!primary && !secondary && <p className="sheet-note">{t('weapons.none')}</p>}
      {primary && (
        <WeaponRow slot={t('weapons.primary')} line={primary} sheet={sheet} explain={explain} />
      )}
      {secondary && (
        <WeaponRow slot={t('weapons.secondary')} line={secondary} sheet={sheet} explain={explain} />
      )}
    </section>
  );
}

function WeaponRow({
  slot,
  line,
  sheet,
  explain,
}: {
  slot: string;
  line: DhWeaponLine;
  sheet: DhSheet;
  explain: (view: DhBreakdownView) => void;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const { entry, damage } = line;
  return (
    <div className="dh-weapon" data-testid={`dh-weapon-${entry.id}`}>
      <p className="dh-weapon__name">
        <span className="eyebrow">{slot}</span> {entry.title}
      </p>
      <p className="sheet-note">
        {[names.trait(entry.trait), names.range(line.range), names.burden(entry.burden)].join(
          ' · ',
        )}
      </p>
      <div className="stat-grid dh-weapon__numbers">
        <button
          type="button"
          className="stat"
          onClick={() =>
            explain({
              title: t('weapons.attackOf', { weapon: entry.title }),
              breakdown: line.attack,
              modifier: true,
            })
          }
        >
          <span className="stat__label">{t('weapons.attack')}</span>
          <span className="stat__value">{signed(line.attack.value)}</span>
        </button>
        <button
          type="button"
          className="stat dh-weapon__damage"
          onClick={() =>
            explain({
              title: t('weapons.damageOf', { weapon: entry.title }),
              breakdown: damage.mod,
              modifier: true,
              note: t('weapons.damageNote', {
                count: damage.count,
                die: damage.die,
                proficiency: sheet.proficiency.value,
              }),
            })
          }
        >
          <span className="stat__label">{t('weapons.damage')}</span>
          <span className="stat__value" data-testid="dh-damage-text">
            {damage.text}
          </span>
          <span className="stat__sub">{names.damageType(damage.type)}</span>
        </button>
      </div>
    </div>
  );
}
