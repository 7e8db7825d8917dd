import { describe, expect, it } from 'vitest';

import type { Character } from '@hearth/rules';
import { deriveCharacter } from '@hearth/rules';

import { makeCharacter } from '../../test/characterFixture.ts';
import { classSpells, spellCounts, toggleBook, togglePrepared } from './spellChoice.ts';
import { realRulesCatalogue } from './wizardTestKit.ts';

const catalogue = realRulesCatalogue();
const spell = (id: string) => catalogue.spells.get(id)!;

const wizard = (spells: Character['spells'] = {}): Character =>
  makeCharacter({
    classes: [{ id: 'wizard', level: 1, hit_dice: 0 }],
    options: { 'wizard-skills': ['arcana', 'history'] },
    spells,
  }) as Character;

describe('spell choice', () => {
  it('lists the class spells up to the highest slot level, cantrips first', () => {
    const sheet = deriveCharacter(wizard(), catalogue);
    const [casting] = sheet.spellcasting;
    expect(casting!.maxSpellLevel).toBe(1);
    const list = classSpells(catalogue, 'wizard', 1);
    expect(list.every((each) => each.classes.includes('wizard') && each.level <= 1)).toBe(true);
    expect(list[0]?.level).toBe(0);
    expect(list.at(-1)?.level).toBe(1);
    expect(list.some((each) => each.id === 'fireball')).toBe(false);
    expect(classSpells(catalogue, 'wizard', 1, 'MISSILE').map((each) => each.id)).toEqual([
      'magic-missile',
    ]);
  });

  it('counts as the rules count: prepared spells are in the book, granted ones count for none', () => {
    const character = wizard({
      'fire-bolt': { prepared: true, class: 'wizard' },
      'magic-missile': { prepared: true, class: 'wizard' },
      shield: { book: true, class: 'wizard' },
      light: { prepared: true, mechanic: 'sage-feat-cantrips' },
    });
    const counts = spellCounts(character, deriveCharacter(character, catalogue), catalogue);
    expect(counts.get('wizard')).toEqual({ cantrips: 1, prepared: 1, book: 2 });
  });

  it('prepares, unprepares into the book, and writes into or out of the book', () => {
    let character = wizard();
    character = togglePrepared(character, spell('sleep'), 'wizard', true, true);
    expect(character.spells.sleep).toEqual({ prepared: true, class: 'wizard' });
    character = togglePrepared(character, spell('sleep'), 'wizard', false, true);
    expect(character.spells.sleep).toEqual({ book: true, class: 'wizard' });
    character = toggleBook(character, spell('sleep'), 'wizard', false);
    expect(character.spells.sleep).toBeUndefined();
    character = toggleBook(character, spell('alarm'), 'wizard', true);
    expect(character.spells.alarm).toEqual({ book: true, class: 'wizard' });
    // A cantrip never goes to the book; another class's spell leaves the list when let go.
    character = togglePrepared(character, spell('light'), 'wizard', true, true);
    character = togglePrepared(character, spell('light'), 'wizard', false, true);
    expect(character.spells.light).toBeUndefined();
    let cleric = makeCharacter() as Character;
    cleric = togglePrepared(cleric, spell('bless'), 'cleric', true, false);
    cleric = togglePrepared(cleric, spell('bless'), 'cleric', false, false);
    expect(cleric.spells).toEqual({});
  });

  it('keeps other flags of a status', () => {
    const character = togglePrepared(
      wizard({ shield: { favorite: true } }),
      spell('shield'),
      'wizard',
      true,
      true,
    );
    expect(character.spells.shield).toEqual({ favorite: true, prepared: true, class: 'wizard' });
  });
});
