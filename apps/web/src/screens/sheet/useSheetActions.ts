import { useCallback } from 'react';

import type { Character } from '@hearth/contract';
import type { Character as RulesCharacter, Message } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useLocalEdit } from './localEdits.tsx';

type Outcome = RulesCharacter | { character: RulesCharacter; messages: Message[] };

const TOAST_TYPES = { info: 'info', warning: 'warning', error: 'error' } as const;

/**
 * Runs a rules transition on the character: the result is shown at once and saved (debounced,
 * queued while offline); its messages become toasts ('Your Concentration ends!').
 */
export function useSheetActions(character: Character) {
  const edit = useLocalEdit();
  const texts = useRulesTexts();
  return useCallback(
    (transition: (current: Character) => Outcome): Character => {
      const outcome = transition(character);
      const next = 'messages' in outcome ? outcome.character : outcome;
      const messages = 'messages' in outcome ? outcome.messages : [];
      for (const message of messages) showToast(TOAST_TYPES[message.level], texts.message(message));
      return edit(character, next);
    },
    [character, edit, texts],
  );
}
