import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useState } from 'react';

import type { Character } from '@hearth/contract';
import type { Character as RulesCharacter, DerivedCharacter } from '@hearth/rules';

import { useEditCharacter } from '../../data/characters/editing.ts';
import { useCharacterSheet } from '../../data/characters/sheet.ts';

/*
 * Why this exists: an edit reaches the screen through the query cache, and TanStack Query tells
 * its observers in a later task. Left at that, a tap paints its pressed button first and the new
 * number only a task later (after 40-100 ms on a slow phone). A screen that shows a character
 * keeps the edited one in its own state as well, set inside the tap's event handler, so React
 * renders the new number in the same task and the next frame shows it.
 */
const ShowEdit = createContext<((edited: Character) => void) | null>(null);

/**
 * The character (and its sheet) a screen shows: the stored one, or the edit just made on this
 * screen until the stored one changes (the cache catching up with it, or a newer copy from the
 * server). Wrap the screen in `<LocalEdits show={show}>`.
 */
export function useShownCharacter(stored: Character, storedSheet: DerivedCharacter) {
  const [local, setLocal] = useState<{ from: Character; to: Character } | null>(null);
  const character = local !== null && local.from === stored ? local.to : stored;
  // Derived here only for a local edit; the stored character's sheet comes with it.
  const localSheet = useCharacterSheet(character === stored ? null : character);
  const sheet = character === stored ? storedSheet : (localSheet ?? storedSheet);
  const show = useCallback((edited: Character) => setLocal({ from: stored, to: edited }), [stored]);
  return { character, sheet, show };
}

/** Hands the edits made below it to the screen's `useShownCharacter` (its `show`). */
export function LocalEdits({
  show,
  children,
}: {
  show: (edited: Character) => void;
  children: ReactNode;
}) {
  return <ShowEdit.Provider value={show}>{children}</ShowEdit.Provider>;
}

/**
 * `useEditCharacter` for the screens that show a character: the edit is saved as before, and
 * the screen shows it in the same render as the tap.
 */
export function useLocalEdit() {
  const edit = useEditCharacter();
  const show = useContext(ShowEdit);
  return useCallback(
    (character: Character, next: RulesCharacter | Character): Character => {
      const edited = edit(character, next);
      if (edited !== character) show?.(edited);
      return edited;
    },
    [edit, show],
  );
}
