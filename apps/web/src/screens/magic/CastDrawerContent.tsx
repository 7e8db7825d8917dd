import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter } from '@hearth/rules';

import { CastSection } from './CastSection.tsx';
import { SpellDrawer } from './SpellDrawer.tsx';

/** {@link CastDrawer}'s lazily loaded part. */
export default function CastDrawerContent({
  entry,
  character,
  sheet,
  onClose,
}: {
  entry: CharacterSpell | undefined;
  character: Character;
  sheet: DerivedCharacter;
  onClose: () => void;
}) {
  return (
    <SpellDrawer
      spellId={entry ? entry.spell.id : null}
      onClose={onClose}
      actions={
        entry && (
          <CastSection key={entry.spell.id} entry={entry} character={character} sheet={sheet} />
        )
      }
    />
  );
}
