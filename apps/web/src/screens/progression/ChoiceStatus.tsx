import { useTranslation } from 'react-i18next';

import type { ChoiceView } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useProblemText } from '../../i18n/problemWords.ts';
import { useChoiceTexts } from './useChoiceTexts.ts';

const COUNT_KEYS = new Set(['choice.incomplete', 'choice.not-selected']);

/**
 * Where a choice stands (spec §5): 'n out of m options selected' until the number chosen is
 * the number required, then a done mark; anything else the rules found (a prerequisite not
 * met, too many picks, Expertise in a skill without proficiency) is listed under it.
 */
export function ChoiceStatus({ choice }: { choice: ChoiceView }) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const problemText = useProblemText(useRulesCatalogue().data);
  const { labelOf } = useChoiceTexts();
  if (choice.fixed) return <p className="sheet-note">{t('choice.fixed')}</p>;
  const selected = choice.chosen.length;
  const incomplete = choice.required > 0 && selected < choice.required;
  const others = choice.problems.filter((found) => !COUNT_KEYS.has(found.key));
  return (
    <div className="choice-status">
      {incomplete && (
        <p className="sheet-warning choice-status__count">
          {texts.problem({
            key: 'choice.incomplete',
            params: { selected, required: choice.required },
          })}
        </p>
      )}
      {others.map((found, index) => {
        // A skill or cantrip taken twice is named before the reason (feats name themselves).
        const option = found.params?.option;
        const text = problemText(found);
        return (
          <p key={index} className="choice-status__error">
            {typeof option === 'string' ? `${labelOf(choice, option)}: ${text}` : text}
          </p>
        );
      })}
      {!incomplete && others.length === 0 && (
        <p className="choice-status__done">
          <span aria-hidden="true">✓ </span>
          {choice.required === -1
            ? t('choice.chosenCount', { count: selected })
            : t('choice.complete')}
        </p>
      )}
    </div>
  );
}
