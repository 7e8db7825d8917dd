import { useTranslation } from 'react-i18next';

import type { DhMods } from '@hearth/rules';
import { DH_BOUNDS, DH_TRAITS, setMod, setTrait } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { useDhNames } from '../common/useDhNames.ts';

const MODS: readonly { key: keyof DhMods; bounds: { min: number; max: number } }[] = [
  { key: 'hp', bounds: DH_BOUNDS.mod },
  { key: 'stress', bounds: DH_BOUNDS.mod },
  { key: 'evasion', bounds: DH_BOUNDS.mod },
  { key: 'armor', bounds: DH_BOUNDS.mod },
  { key: 'treshold1', bounds: DH_BOUNDS.threshold },
  { key: 'treshold2', bounds: DH_BOUNDS.threshold },
];

/**
 * The player's own corrections (spec §5 bounds): additional HP, Stress, Evasion and armor
 * (−12…12), the two thresholds (−100…100), and the assigned trait values (−5…5). The sheet adds
 * them to what the rules derive and names them in every breakdown.
 */
export function ModsDrawer({
  character,
  change,
  onClose,
}: Pick<DhView, 'character' | 'change'> & { onClose: () => void }) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  return (
    <Drawer open onClose={onClose} title={t('mods.title')}>
      <div className="form-stack">
        <p className="sheet-note">{t('mods.help')}</p>
        <div className="dh-mods">
          {MODS.map(({ key, bounds }) => (
            <NumberField
              key={key}
              label={t(`mods.fields.${key}`)}
              value={character.mods[key]}
              min={bounds.min}
              max={bounds.max}
              allowNegative
              stepper
              onValueChange={(value) => change((current) => setMod(current, key, value))}
            />
          ))}
        </div>
        <h3 className="eyebrow">{t('mods.traits')}</h3>
        <div className="dh-mods">
          {DH_TRAITS.map((trait) => (
            <NumberField
              key={trait}
              label={names.trait(trait)}
              value={character.traits[trait]}
              min={DH_BOUNDS.trait.min}
              max={DH_BOUNDS.trait.max}
              allowNegative
              stepper
              onValueChange={(value) => change((current) => setTrait(current, trait, value))}
            />
          ))}
        </div>
      </div>
    </Drawer>
  );
}
