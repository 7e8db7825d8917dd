import { useTranslation } from 'react-i18next';

import type { Message, Problem } from '@hearth/rules';

type Translate = (key: string, params: Record<string, unknown>) => string;

/** Texts of the rules' problems and messages in the current language (namespace `rules`). */
export function useRulesTexts() {
  const { t } = useTranslation('rules');
  // The keys are the rules' own (typed there); i18next's key types do not reach into them.
  const translate = t as unknown as Translate;
  return {
    problem: (found: Pick<Problem, 'key' | 'params'>) =>
      translate(`problems.${found.key}`, found.params ?? {}),
    message: (found: Pick<Message, 'key' | 'params'>) =>
      translate(`messages.${found.key}`, found.params ?? {}),
  };
}
