import { useTranslation } from 'react-i18next';

import type { DerivedCharacter, Problem } from '@hearth/rules';

import { characterFieldName, refusalLines } from '../../data/characters/refusalText.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { useProblemText } from '../../i18n/problemWords.ts';
import { useChoiceTexts } from './useChoiceTexts.ts';

/**
 * The errors a level change would bring, one line per field as a refusal would say them
 * ('Eldritch Invocations — 5 options selected, only 3 allowed'): a choice by its title at the
 * target level, anything else by its field.
 */
export function useLevelChangeBreaks(
  errors: readonly Problem[],
  atTarget: DerivedCharacter | undefined,
): string[] {
  const { t } = useTranslation(['common', 'character']);
  const translate = t as unknown as Translate;
  const problemText = useProblemText(useRulesCatalogue().data);
  const { choiceTitle } = useChoiceTexts();
  if (errors.length === 0) return [];
  const fields = errors.map((found) => ({
    path: found.path,
    message: '',
    key: found.key,
    ...(found.params ? { params: found.params } : {}),
  }));
  return refusalLines(fields, {
    field: (path) => {
      const choice = atTarget?.choices.find((entry) => entry.key === path);
      return choice
        ? choiceTitle(choice)
        : characterFieldName(`body.${path}`, translate, () => undefined);
    },
    reason: (field) => problemText({ key: field.key as Problem['key'], params: field.params }),
  });
}
