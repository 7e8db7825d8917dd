import { useMemo } from 'react';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter } from '@hearth/rules';
import { characterSpells } from '@hearth/rules';

import { useRulesCatalogue } from './rulesCatalogue.ts';

/** The character's spells (rules `characterSpells`): how each is had and cast. */
export function useCharacterSpells(
  character: Character,
  sheet: DerivedCharacter,
): CharacterSpell[] {
  const catalogue = useRulesCatalogue().data;
  return useMemo(
    () => (catalogue ? characterSpells(character, sheet, catalogue) : []),
    [character, sheet, catalogue],
  );
}

/** The slot pools casting reads: regular slots by level and Pact Magic. */
export function slotPools(sheet: DerivedCharacter) {
  return { regular: sheet.spellSlots, pact: sheet.pactSlots };
}
