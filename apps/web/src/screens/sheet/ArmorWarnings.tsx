import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';

import { useTermText } from './useTermText.ts';

/**
 * What worn armor and a shield without training cost (SRD 5.2): disadvantage on Strength and
 * Dexterity tests and no spellcasting; a shield that adds nothing to AC.
 */
export function ArmorWarnings({ sheet }: { sheet: Pick<DerivedCharacter, 'armorHindrance'> }) {
  const { t } = useTranslation('character');
  const { sourceTitle } = useTermText();
  const { untrained, untrainedShield } = sheet.armorHindrance;
  if (!untrained && !untrainedShield) return null;
  return (
    <>
      {untrained && (
        <p className="sheet-warning" role="status" data-testid="armor-untrained">
          {t('sheet.untrainedArmor', { armor: sourceTitle(`item:${untrained}`) })}
        </p>
      )}
      {untrainedShield && (
        <p className="sheet-warning" role="status">
          {t('sheet.untrainedShield', { shield: sourceTitle(`item:${untrainedShield}`) })}
        </p>
      )}
    </>
  );
}
