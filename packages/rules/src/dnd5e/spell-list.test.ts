import { describe, expect, it } from 'vitest';

import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { characterSpells, classSpellList, highestSlotLevel } from './spell-list.ts';

const wizard = fighter({
  classes: [{ id: 'wizard', level: 3 }],
  background: 'acolyte',
  attributes: { str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 10 },
  options: { 'acolyte-feat-wizard-spell-ability': ['wis'] },
  spells: {
    'fire-bolt': { prepared: true },
    'magic-missile': { prepared: true, favorite: true },
    shield: { book: true },
    light: { mechanic: 'acolyte-feat-wizard-cantrips' },
  },
});

describe('the character’s spells', () => {
  const sheet = deriveCharacter(wizard, catalogue);
  const spells = characterSpells(wizard, sheet, catalogue);
  const byId = Object.fromEntries(spells.map((entry) => [entry.spell.id, entry]));

  it('says how each spell is had and whether it can be cast', () => {
    expect(spells.map((entry) => [entry.spell.id, entry.source, entry.castable])).toEqual([
      ['fire-bolt', 'cantrip', true],
      ['light', 'cantrip', true],
      ['magic-missile', 'prepared', true],
      ['shield', 'book', false],
    ]);
    expect(byId['magic-missile']?.status.favorite).toBe(true);
  });

  it('casts class spells with the class’s DC and attack, feature spells with their own ability', () => {
    // INT 16 (+3), proficiency +2
    expect(byId['magic-missile']).toMatchObject({
      classId: 'wizard',
      ability: 'int',
      saveDc: { value: 13 },
    });
    expect(byId.light?.ability).toBe('wis');
    expect(byId.light?.granted?.mechanic).toBe('acolyte-feat-wizard-cantrips');
  });

  it('lists a class’s spells up to the highest slot level', () => {
    expect(highestSlotLevel(sheet)).toBe(2);
    expect(classSpellList(catalogue, 'wizard', 1).map((spell) => spell.id)).toEqual([
      'fire-bolt',
      'light',
      'magic-missile',
      'shield',
    ]);
    expect(highestSlotLevel({ spellSlots: [], pactSlots: { slots: 2, level: 3 } })).toBe(3);
  });
});
