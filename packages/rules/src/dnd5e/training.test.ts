import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';

const derive = (character: Character) => deriveCharacter(character, catalogue);

describe('the proficiencies and languages card', () => {
  it('lists languages, tools, armor and weapons, each with where it comes from', () => {
    const rogue = fighter({
      classes: [{ id: 'rogue', level: 1 }],
      specie: 'dwarf',
      options: { lang: ['dwarvish', 'elvish'], 'soldier-tool': ['dice-set'] },
    });
    const { training } = derive(rogue);
    expect(training.languages).toEqual([
      { id: 'common', sources: ['origin:common'] },
      { id: 'dwarvish', sources: ['origin:languages'] },
      { id: 'elvish', sources: ['origin:languages'] },
    ]);
    expect(training.tools).toEqual([
      { id: 'thieves-tools', level: 1, sources: ['class:rogue'] },
      { id: 'dice-set', level: 1, sources: ['background:soldier'] },
    ]);
    expect(training.armor).toEqual([{ id: 'light', sources: ['class:rogue'] }]);
    expect(training.weapons).toEqual([
      { id: 'simple', sources: ['class:rogue'] },
      { id: 'martial-finesse-light', sources: ['class:rogue'] },
    ]);
  });

  it('joins the sources of training two classes give', () => {
    const multiclass = fighter({
      classes: [
        { id: 'fighter', level: 3 },
        { id: 'barbarian', level: 1 },
      ],
    });
    const shield = derive(multiclass).training.armor.find((entry) => entry.id === 'shield');
    expect(shield?.sources).toEqual(['class:fighter', 'class:barbarian']);
  });

  it('lists resistances (Rage only while raging, notes made by hand) and senses with their range', () => {
    const dwarf = fighter({ specie: 'dwarf', resistances: ['fire'] });
    const { training } = derive(dwarf);
    expect(training.resistances).toEqual([
      { id: 'fire', sources: ['sheet'] },
      { id: 'poison', sources: ['species:dwarf'] },
    ]);
    expect(training.senses).toEqual([
      {
        id: 'darkvision',
        range: {
          value: 120,
          terms: [{ label: 'darkvision', value: 120, source: 'species:dwarf' }],
        },
      },
    ]);
    const barbarian = fighter({ classes: [{ id: 'barbarian', level: 1 }] });
    expect(derive(barbarian).training.resistances).toEqual([]);
    const raging = { ...barbarian, options: { states: ['raging'] } };
    expect(derive(raging).training.resistances.map((entry) => entry.id)).toEqual([
      'bludgeoning',
      'piercing',
      'slashing',
    ]);
  });
});
