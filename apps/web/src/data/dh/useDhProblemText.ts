import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhProblem } from '@hearth/rules';

/**
 * A second-system problem as a sentence in the player's language (`dh:problems.<code>`, with
 * the problem's params); a code without a text yet still says something, naming the code.
 */
export function useDhProblemText(): (problem: DhProblem) => string {
  const { t, i18n } = useTranslation('dh');
  return useCallback(
    (problem: DhProblem) => {
      const key = `problems.${problem.code}`;
      return i18n.exists(key, { ns: 'dh' })
        ? t(key as 'problems.unknown', { ...problem.params, code: problem.code })
        : t('problems.unknown', { code: problem.code });
    },
    [t, i18n],
  );
}
