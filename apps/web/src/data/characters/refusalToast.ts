import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';

import type { Character, FieldError } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';
import { deriveCharacter } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { characterKeys } from './characterCache.ts';
import { characterFieldName, fieldReason, refusalLines } from './refusalText.ts';
import { currentRulesCatalogue } from './rulesCatalogue.ts';

/**
 * Says why the server refused a character's save, field by field in the player's language
 * (loaded only when a save is refused: it derives the character to name its choices).
 */
export function showRefusal(
  queryClient: QueryClient,
  characterId: string,
  fields: readonly FieldError[],
): void {
  const t = i18n.t.bind(i18n) as unknown as Translate;
  const catalogue: RulesCatalogue | undefined = currentRulesCatalogue();
  // The device's copy still holds the refused edit, so the refused choice is on its sheet.
  const character = queryClient.getQueryData<Character>(characterKeys.one(characterId));
  const choices = catalogue && character ? deriveCharacter(character, catalogue).choices : [];
  const choiceTitle = (key: string) => {
    const title = choices.find((choice) => choice.key === key)?.title;
    if (!title?.startsWith('choice.')) return title;
    return t(`progression:choice.titles.${title.slice('choice.'.length)}`, {
      defaultValue: t('common:refusal.fields.options'),
    });
  };
  const lines = refusalLines(fields, {
    field: (path) => characterFieldName(path, t, choiceTitle),
    reason: (field) => fieldReason(field, t, i18n.language, catalogue),
  });
  showToast('error', t('common:refusal.notSaved', { details: lines.join(' · ') }));
}
