import type { ReactNode } from 'react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useActiveCharacter } from '../../data/characters/activeCharacter.ts';
import { useCharacterSheet } from '../../data/characters/sheet.ts';

/** Spec §2: with no character loaded after this long, the user goes to /home. */
export const CHARACTER_WAIT_MS = 2000;

/**
 * Renders a character page once the active character and its sheet are there; without an
 * active character the route guard has already sent the user to /list.
 */
export function CharacterGate({
  children,
}: {
  children: (character: Character, sheet: DerivedCharacter) => ReactNode;
}) {
  const { character, notFound, query } = useActiveCharacter();
  const sheet = useCharacterSheet(character);
  // When the character arrives after the gate is on screen, the page is drawn in a background
  // render React cuts into short tasks, so a phone stays free for taps and scrolling while a
  // whole page appears (issue 16); one already known is drawn at once. A tap's result does not
  // wait for it: the screens show their own edits in the tap's render (localEdits.tsx).
  const ready = useMemo(
    () => (character && sheet ? { character, sheet } : null),
    [character, sheet],
  );
  const deferred = useDeferredValue(ready);
  // Only the page's first appearance waits for the background render: after it, every change
  // (an edit made elsewhere, the server's copy) is shown in the render that brings it.
  const [appeared, setAppeared] = useState(ready !== null);
  if (deferred !== null && !appeared) setAppeared(true);
  const shown = appeared ? ready : deferred;
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  // The wait counts once the server's answer is not on its way any more (failed, offline): a
  // slow phone or network still fetching the character is not sent away from its own page.
  const fetching = query.fetchStatus === 'fetching';
  useEffect(() => {
    if (character || fetching) return;
    const timer = setTimeout(() => setWaitedTooLong(true), CHARACTER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [character, fetching]);
  if (notFound) return <Navigate to="/list" replace />;
  if (shown) return children(shown.character, shown.sheet);
  if (waitedTooLong && !character) return <Navigate to="/home" replace />;
  return <LoadingScreen />;
}
