import type { Reason } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useProblemText } from '../../i18n/problemWords.ts';

/**
 * Why an option cannot be taken, said beside the option itself: the rules' reason in words
 * without the option's own name in front ('Needs Warlock level 9').
 */
export function useReasonText() {
  const problemText = useProblemText(useRulesCatalogue().data);
  return (reason: Reason) => {
    const { feat: _option, ...params } = reason.params ?? {};
    return problemText({ key: reason.key, params });
  };
}
