import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Skill } from '@hearth/rules';

/**
 * Skill names in the player's language. The 18 skills are a fixed part of the sheet, like the
 * abilities, so their names live with the sheet's texts rather than waiting for the
 * catalogue's translations.
 */
export function useSkillNames() {
  const { t } = useTranslation('character');
  return useCallback(
    (skill: Skill | string) =>
      (t as unknown as (key: string, options: { defaultValue: string }) => string)(
        `skills.${skill}`,
        { defaultValue: skill },
      ),
    [t],
  );
}
