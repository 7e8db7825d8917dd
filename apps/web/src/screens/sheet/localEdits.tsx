import type { ReactNode } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

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
 *
 * It also keeps the latest character for the screen's actions: a tap applies its rule to the
 * character as the last tap left it, even when that tap's render has not happened yet (two quick
 * taps both count), so the cards' action callbacks need not change with the character and the
 * cards a tap leaves unchanged skip their render (issue 16).
 */

/** Shows an edit on the screen; `latest()` is the character as the last edit left it. */
export type ShowEdit = ((edited: Character) => void) & { latest(): Character };

const ShowEditContext = createContext<ShowEdit | null>(null);

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
  const [edits] = useState(() => screenEdits(stored, setLocal));
  useLayoutEffect(() => edits.rendered(stored, character), [edits, stored, character]);
  const show = edits.show;
  return { character, sheet, show };
}

/**
 * What a screen shows and the edit made since that is not rendered yet: `show` records an edit
 * (and asks for the render), `rendered` is told what each render put on the screen.
 */
function screenEdits(
  initial: Character,
  setLocal: (local: { from: Character; to: Character }) => void,
) {
  let stored = initial;
  let shown = initial;
  let pending: Character | null = null;
  const show: ShowEdit = Object.assign(
    (edited: Character) => {
      pending = edited;
      setLocal({ from: stored, to: edited });
    },
    { latest: () => pending ?? shown },
  );
  return {
    show,
    rendered(nowStored: Character, nowShown: Character) {
      stored = nowStored;
      shown = nowShown;
      pending = null;
    },
  };
}

/** Hands the edits made below it to the screen's `useShownCharacter` (its `show`). */
export function LocalEdits({ show, children }: { show: ShowEdit; children: ReactNode }) {
  return <ShowEditContext.Provider value={show}>{children}</ShowEditContext.Provider>;
}

/**
 * `useEditCharacter` for the screens that show a character: the edit is saved as before, and
 * the screen shows it in the same render as the tap.
 */
export function useLocalEdit() {
  const edit = useEditCharacter();
  const show = useContext(ShowEditContext);
  return useCallback(
    (character: Character, next: RulesCharacter | Character): Character => {
      const edited = edit(character, next);
      if (edited !== character) show?.(edited);
      return edited;
    },
    [edit, show],
  );
}

/**
 * The character an action should start from: the screen's latest (the last edit, rendered or
 * not) when it is this character, else the one given (remembered with the last edit made
 * through `remember`). The getter never changes, so callbacks built on it stay the same.
 */
export function useLatestCharacter(character: Character) {
  const show = useContext(ShowEditContext);
  const own = useRef(character);
  useLayoutEffect(() => {
    own.current = character;
  }, [character]);
  return useMemo(
    () => ({
      get: (): Character => {
        const latest = show?.latest();
        return latest && latest.id === own.current.id ? latest : own.current;
      },
      remember: (edited: Character) => {
        own.current = edited;
      },
    }),
    [show],
  );
}
