import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { clampAcModifier } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { ArmorWarnings } from './ArmorWarnings.tsx';
import { BreakdownTerms } from './BreakdownTerms.tsx';
import { useSheetActions } from './useSheetActions.ts';

/** The most the player's AC adjustment may be, either way (spec §5). */
const AC_MOD_LIMIT = 20;

/**
 * The armor class drawer (spec §2): how AC adds up, what the worn armor costs when the
 * character lacks its training, and the player's own adjustment (`ac_mod`, −20 to 20) for
 * what the sheet does not know.
 */
export function AcDrawer({
  open,
  onClose,
  character,
  sheet,
}: {
  open: boolean;
  onClose: () => void;
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  return (
    <Drawer open={open} onClose={onClose} title={t('sheet.ac')}>
      <div className="breakdown">
        <p className="breakdown__total" data-testid="ac-total">
          {sheet.ac.value}
        </p>
        <h3 className="eyebrow">{t('sheet.breakdown')}</h3>
        <BreakdownTerms breakdown={sheet.ac} modifier={false} />
        <ArmorWarnings sheet={sheet} />
        <NumberField
          label={t('sheet.acAdjustment')}
          value={character.ac_mod}
          min={-AC_MOD_LIMIT}
          max={AC_MOD_LIMIT}
          allowNegative
          stepper
          hint={t('sheet.acAdjustmentHint')}
          onValueChange={(value) =>
            run((current) => ({ ...current, ac_mod: clampAcModifier(value) }))
          }
        />
      </div>
    </Drawer>
  );
}
