import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { Character as RulesCharacter, Message } from '@hearth/rules';
import { hitPointMaximum, hitPointState, isDead, restoreHitPointState } from '@hearth/rules';

import { afterNextPaint } from '../../app/afterNextPaint.ts';
import { dismissToast, toast } from '../../components/toast/toastStore.ts';
import { characterKeys } from '../../data/characters/characterCache.ts';
import { useLatestCharacter, useLocalEdit } from './localEdits.tsx';
import { useSheetActions } from './useSheetActions.ts';

type Outcome = RulesCharacter | { character: RulesCharacter; messages: Message[] };

/**
 * The undo toast on screen, if any. Only the latest change is offered: each undo puts back the
 * state from before its own change, so an older one would also revert every change since.
 */
let undoToast: number | null = null;

/**
 * Runs an HP change (damage, healing, temporary HP, maximum, death and revival) like any sheet
 * action, then offers to undo it: a toast says what changed, and its Undo puts the HP state
 * from before back onto the character as it is then (edits made since stay).
 */
export function useHitPointActions(character: Character) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const latest = useLatestCharacter(character);
  const edit = useLocalEdit();
  const queryClient = useQueryClient();
  return useCallback(
    (transition: (current: Character) => Outcome): Character => {
      const current = latest.get();
      const before = hitPointState(current);
      const edited = run(transition);
      if (edited === current) return edited;
      const describe = (state: Character) =>
        isDead(state)
          ? t('death.dead')
          : state.hp.current === 0
            ? t('hp.stateDown', { max: hitPointMaximum(state), ...state.saving_death })
            : t(state.hp.temp > 0 ? 'hp.stateTemp' : 'hp.state', {
                current: state.hp.current,
                max: hitPointMaximum(state),
                temp: state.hp.temp,
              });
      // The new hit points are painted first; the toast follows in the next task (issue 16).
      afterNextPaint(() => {
        if (undoToast !== null) dismissToast(undoToast);
        undoToast = toast.action(
          t('hp.changed', { before: describe(current), after: describe(edited) }),
          {
            label: t('hp.undo'),
            run: () => {
              const latestCopy =
                queryClient.getQueryData<Character>(characterKeys.one(current.id)) ?? edited;
              edit(latestCopy, restoreHitPointState(latestCopy, before));
            },
          },
        );
      });
      return edited;
    },
    [latest, run, edit, queryClient, t],
  );
}
