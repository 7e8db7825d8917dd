import { lazy, Suspense } from 'react';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';

// The drawer with its Cast section is closed when a spell page opens: its code comes after the
// list's first paint, long before a first tap (issue 16: first load).
const loadDrawer = () => import('./CastDrawerContent.tsx');
const CastDrawerContent = lazy(loadDrawer);

/** The spell drawer of the character's spell pages, with Cast under the facts. */
export function CastDrawer({
  entry,
  character,
  sheet,
  onClose,
}: {
  /** The spell opened; undefined while the drawer is closed. */
  entry: CharacterSpell | undefined;
  character: Character;
  sheet: DerivedCharacter;
  onClose: () => void;
}) {
  const loaded = useChunkAfterPaint(loadDrawer);
  if (!loaded && !entry) return null;
  return (
    <Suspense fallback={null}>
      <CastDrawerContent entry={entry} character={character} sheet={sheet} onClose={onClose} />
    </Suspense>
  );
}
