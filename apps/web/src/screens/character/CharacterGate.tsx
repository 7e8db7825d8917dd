import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
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
  const { character, notFound } = useActiveCharacter();
  const sheet = useCharacterSheet(character);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    if (character) return;
    const timer = setTimeout(() => setWaitedTooLong(true), CHARACTER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [character]);
  if (notFound) return <Navigate to="/list" replace />;
  if (character && sheet) return children(character, sheet);
  if (waitedTooLong && !character) return <Navigate to="/home" replace />;
  return <LoadingScreen />;
}
