import { useCallback, useLayoutEffect, useRef } from 'react';

import type { Character } from '@hearth/contract';
import type { Character as RulesCharacter, Message } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useLatestCharacter, useLocalEdit } from './localEdits.tsx';

type Outcome = RulesCharacter | { character: RulesCharacter; messages: Message[] };

const TOAST_TYPES = { info: 'info', warning: 'warning', error: 'error' } as const;

/**
 * Runs a rules transition on the character: the result is shown at once and saved (debounced,
 * queued while offline); its messages become toasts ('Your Concentration ends!'). The
 * transition gets the character as the last edit left it (two quick taps both apply), and the
 * returned function stays the same from render to render, so a card memoised on what it shows
 * keeps its actions without re-rendering (issue 16).
 */
export function useSheetActions(character: Character) {
  const edit = useLocalEdit();
  const latest = useLatestCharacter(character);
  const texts = useRulesTexts();
  const textsRef = useRef(texts);
  useLayoutEffect(() => {
    textsRef.current = texts;
  }, [texts]);
  return useCallback(
    (transition: (current: Character) => Outcome): Character => {
      const current = latest.get();
      const outcome = transition(current);
      const next = 'messages' in outcome ? outcome.character : outcome;
      const messages = 'messages' in outcome ? outcome.messages : [];
      for (const message of messages) {
        showToast(TOAST_TYPES[message.level], textsRef.current.message(message));
      }
      const edited = edit(current, next);
      latest.remember(edited);
      return edited;
    },
    [edit, latest],
  );
}
