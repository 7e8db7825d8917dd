import { useTranslation } from 'react-i18next';

import type { DerivedCharacter } from '@hearth/rules';

import { useRuleTitles } from './useRuleTitles.ts';

/** Condition titles for summaries: Exhaustion with its level ('Exhaustion 2'). */
export function useConditionTitles(sheet: Pick<DerivedCharacter, 'exhaustion'>) {
  const { t } = useTranslation('character');
  const rules = useRuleTitles();
  return {
    ...rules,
    titleOf: (id: string) =>
      id === 'exhaustion'
        ? t('conditions.exhaustionLevel', { level: sheet.exhaustion.level })
        : rules.titleOf(id),
  };
}
