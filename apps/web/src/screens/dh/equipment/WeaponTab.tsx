import { useTranslation } from 'react-i18next';

import type { DhWeaponEntry } from '@hearth/rules';
import { equipWeapon } from '@hearth/rules';

import type { DhView } from '../common/DhGate.tsx';
import { useDhNames } from '../common/useDhNames.ts';
import { useDhRefusal } from '../common/useDhRefusal.ts';
import { GearRow } from './GearRow.tsx';
import { TierGroups } from './TierGroups.tsx';

/**
 * Primary or secondary weapons up to the character's tier, with trait, range, damage and burden.
 * A two-handed primary leaves no hand for a secondary: the secondary list says so, and a tap
 * there is refused with the rules' reason.
 */
export function WeaponTab({
  slot,
  character,
  sheet,
  catalogue,
  change,
}: DhView & { slot: 'primary' | 'secondary' }) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const { refusal, apply } = useDhRefusal(change);
  const equippedId =
    slot === 'primary' ? character.equippedPrimaryWeapon : character.equippedSecondaryWeapon;
  const twoHanded = slot === 'secondary' && sheet.weapons.primary?.entry.burden === 2;
  const numbers = (entry: DhWeaponEntry) =>
    [
      names.trait(entry.trait),
      names.range(entry.range),
      `d${entry.damage.die}${entry.damage.mod ? `+${entry.damage.mod}` : ''} ${names.damageTypeShort(entry.damage.type)}`,
      names.burden(entry.burden),
    ].join(' · ');
  const tap = (entry: DhWeaponEntry) => {
    apply(equipWeapon(character, catalogue, slot, entry.id));
  };
  return (
    <div className="form-stack">
      {twoHanded && (
        <p className="sheet-warning" data-testid="dh-two-handed">
          {t('equipment.twoHanded', { weapon: sheet.weapons.primary?.entry.title ?? '' })}
        </p>
      )}
      {refusal && (
        <p className="sheet-warning" role="alert">
          {refusal}
        </p>
      )}
      <TierGroups
        entries={[...catalogue.weapons.values()].filter((entry) => entry.type === slot)}
        maxTier={sheet.tier}
        searchLabel={t(
          slot === 'primary' ? 'equipment.searchPrimary' : 'equipment.searchSecondary',
        )}
        textOf={(entry) =>
          [numbers(entry), ...entry.features.map((feature) => feature.description)].join(' ')
        }
        render={(entry) => (
          <GearRow
            title={entry.title}
            numbers={numbers(entry)}
            tags={
              entry.magic ? (
                <span className={sheet.spellcastTrait ? 'tag' : 'tag tag--warning'}>
                  {sheet.spellcastTrait ? t('equipment.magic') : t('equipment.magicNeedsSpellcast')}
                </span>
              ) : undefined
            }
            features={entry.features}
            equipped={equippedId === entry.id}
            onTap={() => tap(entry)}
          />
        )}
      />
    </div>
  );
}
