import { describe, expect, it } from 'vitest';

import { spellDamage } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';

// The damage rolls the magic and actions screens show, from the real catalogue (SRD 5.2).
const catalogue = rulesCatalogueOf(loadCatalogue());
const spell = (id: string) => {
  const found = catalogue.spells.get(id);
  if (!found) throw new Error(`no spell ${id}`);
  return found;
};

describe('spell rolls from the catalogue', () => {
  it('fires Eldritch Blast’s beams by character level (2 at 5, 3 at 11, 4 at 17)', () => {
    const beams = [1, 5, 11, 17].map(
      (characterLevel) =>
        spellDamage(spell('eldritch-blast'), { slotLevel: 0, characterLevel })[0]?.beams ?? 1,
    );
    expect(beams).toEqual([1, 2, 3, 4]);
    expect(spellDamage(spell('scorching-ray'), { slotLevel: 3, characterLevel: 5 })).toEqual([
      { dice: '2d6', type: 'fire', beams: 4 },
    ]);
  });

  it('gives a spell whose damage type is chosen one roll with the choice, not a roll per type', () => {
    expect(spellDamage(spell('sorcerous-burst'), { slotLevel: 0, characterLevel: 5 })).toEqual([
      {
        dice: '2d8',
        type: 'acid',
        typeOptions: ['acid', 'cold', 'fire', 'lightning', 'poison', 'psychic', 'thunder'],
      },
    ]);
    const chosen = (id: string, slotLevel: number) =>
      spellDamage(spell(id), { slotLevel, characterLevel: 20 }).map((roll) => [
        roll.dice,
        roll.typeOptions,
      ]);
    expect(chosen('chromatic-orb', 1)).toEqual([
      ['3d8', ['acid', 'cold', 'fire', 'lightning', 'poison', 'thunder']],
    ]);
    expect(chosen('glyph-of-warding', 3)).toEqual([
      ['5d8', ['acid', 'cold', 'fire', 'lightning', 'thunder']],
    ]);
    expect(chosen('fire-shield', 4)).toEqual([['2d8', ['fire', 'cold']]]);
    expect(chosen('forbiddance', 6)).toEqual([['5d10', ['radiant', 'necrotic']]]);
    expect(chosen('spirit-guardians', 4)).toEqual([['4d8', ['radiant', 'necrotic']]]);
  });
});
