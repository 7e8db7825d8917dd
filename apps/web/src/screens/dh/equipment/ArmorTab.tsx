import { useTranslation } from 'react-i18next';

import { equipArmor } from '@hearth/rules';

import type { DhView } from '../common/DhGate.tsx';
import { GearRow } from './GearRow.tsx';
import { TierGroups } from './TierGroups.tsx';

/** Armor up to the character's tier: base thresholds and score; a tap puts it on or takes it off. */
export function ArmorTab({ character, sheet, catalogue, change }: DhView) {
  const { t } = useTranslation('dhSheet');
  return (
    <TierGroups
      entries={[...catalogue.armor.values()]}
      maxTier={sheet.tier}
      searchLabel={t('equipment.searchArmor')}
      textOf={(entry) => entry.features.map((feature) => feature.description).join(' ')}
      render={(entry) => (
        <GearRow
          title={entry.title}
          numbers={t('equipment.armorNumbers', {
            major: entry.thresholds[0],
            severe: entry.thresholds[1],
            score: entry.score,
          })}
          features={entry.features}
          equipped={character.equippedArmor === entry.id}
          onTap={() => change((current) => equipArmor(current, catalogue, entry.id))}
        />
      )}
    />
  );
}
