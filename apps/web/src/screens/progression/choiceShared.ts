import type { Character } from '@hearth/contract';
import type { ChoiceView, DerivedCharacter } from '@hearth/rules';

import { useSheetActions } from '../sheet/useSheetActions.ts';
import { setOptionPicks } from './choiceEdits.ts';
import type { FeatureEntry } from './featureIndex.ts';

export interface ChoiceEditorProps {
  character: Character;
  sheet: DerivedCharacter;
  choice: ChoiceView;
  /** The catalogue entry of the feature the choice belongs to (inline options live there). */
  entry?: FeatureEntry | undefined;
  ownerPath?: string | undefined;
}

/** A list of picks written to `options[key]`; a choice of one replaces its pick. */
export function usePickWriter(character: Character, choice: ChoiceView) {
  const run = useSheetActions(character);
  return (id: string, selected: boolean) =>
    run((current) => {
      const picks = current.options[choice.key] ?? [];
      const next = selected
        ? choice.required === 1
          ? [id]
          : [...picks, id]
        : picks.filter((pick) => pick !== id);
      return setOptionPicks(current, choice.key, next);
    });
}
