import { replaceEqualDeep } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Character } from '@hearth/contract';
import type { CharacterSpell, DerivedCharacter } from '@hearth/rules';
import { characterSpells } from '@hearth/rules';

import { useRulesCatalogue } from './rulesCatalogue.ts';

/** The spells last listed for each character, by id. */
const lastSpellsById = new Map<string, CharacterSpell[]>();

/** The character's spells (rules `characterSpells`): how each is had and cast. */
export function useCharacterSpells(
  character: Character,
  sheet: DerivedCharacter,
): CharacterSpell[] {
  const catalogue = useRulesCatalogue().data;
  return useMemo(() => {
    // The entries of the last list for this character where nothing about them changed (a tap
    // used a slot, took damage): the rows, memoised on their entry, skip the render (issue 16).
    const spells = replaceEqualDeep(
      lastSpellsById.get(character.id) ?? [],
      catalogue ? characterSpells(character, sheet, catalogue) : [],
    );
    lastSpellsById.set(character.id, spells);
    return spells;
  }, [character, sheet, catalogue]);
}

/** The slot pools casting reads: regular slots by level and Pact Magic. */
export function slotPools(sheet: DerivedCharacter) {
  return { regular: sheet.spellSlots, pact: sheet.pactSlots };
}
