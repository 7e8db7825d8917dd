import { describe, expect, it } from 'vitest';

import type { Character, ClassSpellcasting, SpellFacts } from '@hearth/rules';

import { makeCharacter } from '../../test/characterFixture.ts';
import {
  classCounts,
  classSpellState,
  ownerOf,
  pactState,
  statusContext,
  tidySpell,
  toggleBook,
  toggleFlag,
  togglePrepared,
} from './spellToggles.ts';

const facts: SpellFacts[] = [
  { id: 'light', level: 0, ritual: false },
  { id: 'fire-bolt', level: 0, ritual: false },
  { id: 'mage-hand', level: 0, ritual: false },
  { id: 'guidance', level: 0, ritual: false },
  { id: 'detect-magic', level: 1, ritual: true },
  { id: 'alarm', level: 1, ritual: true },
  { id: 'find-familiar', level: 1, ritual: true },
  { id: 'magic-missile', level: 1, ritual: false },
  { id: 'bless', level: 1, ritual: false },
];
const spells = new Map(facts.map((spell) => [spell.id, spell]));
const spell = (id: string) => spells.get(id)!;

const caster = (classId: string, extra: Partial<ClassSpellcasting> = {}) =>
  ({ classId, cantrips: 3, prepared: 2, ...extra }) as ClassSpellcasting;
const clericCls = caster('cleric');
const wizardCls = caster('wizard', { spellbookMinimum: 6 });

const withSpells = (entries: Character['spells']) =>
  makeCharacter({ spells: entries }) as unknown as Character;

describe('counts', () => {
  it('counts a spell for the class it names, else for the first casting class', () => {
    const character = withSpells({
      bless: { prepared: true },
      'magic-missile': { prepared: true, class: 'wizard' },
      alarm: { book: true, class: 'wizard' },
      light: { prepared: true, class: 'wizard' },
      guidance: { prepared: true, extra: true },
      'detect-magic': { pact: true },
    });
    const counts = classCounts(character, { spellcasting: [clericCls, wizardCls] }, spells);
    expect(counts.get('cleric')).toMatchObject({ cantrips: 0, prepared: 1 });
    expect(counts.get('wizard')).toEqual({ cantrips: 1, prepared: 1, book: 2 });
    expect(ownerOf({}, [clericCls, wizardCls])).toBe('cleric');
    expect(ownerOf({ class: 'bard' }, [clericCls, wizardCls])).toBe('cleric');
    expect(ownerOf({ class: 'wizard' }, [clericCls, wizardCls])).toBe('wizard');
  });
});

describe('class toggles', () => {
  const context = statusContext(
    { spellcasting: [wizardCls], pactOfTheTome: false, grantedSpells: [] },
    spells,
  );
  const state = (character: Character, id: string, cls = wizardCls, prepared = 0) =>
    classSpellState(
      {
        character,
        spell: spell(id),
        casting: [cls],
        cls,
        counts: { cantrips: 0, prepared, book: 0 },
        onList: true,
      },
      context,
    );

  it('makes a wizard prepare from the book, and keeps the spell there when unprepared', () => {
    const empty = withSpells({});
    expect(state(empty, 'magic-missile').prepare).toEqual({ on: false, blocked: 'notInBook' });
    expect(state(empty, 'magic-missile').book).toEqual({ on: false });
    expect(state(empty, 'light').book).toBeUndefined();
    const toggle = { spell: spell('magic-missile'), cls: wizardCls, multiclass: false };
    const inBook = toggleBook(empty, toggle, true, context);
    expect(inBook.spells).toEqual({ 'magic-missile': { book: true } });
    const prepared = togglePrepared(inBook, toggle, true, context);
    expect(state(prepared, 'magic-missile').book).toEqual({ on: true, blocked: 'prepared' });
    const unprepared = togglePrepared(prepared, toggle, false, context);
    expect(unprepared.spells).toEqual({ 'magic-missile': { book: true } });
    expect(toggleBook(unprepared, toggle, false, context).spells).toEqual({});
    // The rules refuse a cantrip in the book: nothing changes.
    const cantrip = { ...toggle, spell: spell('light') };
    expect(toggleBook(empty, cantrip, true, context)).toBe(empty);
  });

  it('stops at the allowance but always lets a spell go', () => {
    const character = withSpells({ bless: { prepared: true }, 'detect-magic': { prepared: true } });
    expect(state(character, 'alarm', clericCls, 2).prepare).toEqual({ on: false, blocked: 'full' });
    expect(state(character, 'bless', clericCls, 2).prepare).toEqual({ on: true });
    expect(state(character, 'alarm', clericCls, 1).prepare).toEqual({ on: false });
  });

  it('names the class on a multiclass caster and holds back what another class counts', () => {
    const both = [clericCls, wizardCls];
    const toggle = { spell: spell('detect-magic'), cls: clericCls, multiclass: true };
    const character = togglePrepared(withSpells({}), toggle, true, context);
    expect(character.spells).toEqual({ 'detect-magic': { prepared: true, class: 'cleric' } });
    const onWizard = classSpellState(
      {
        character,
        spell: spell('detect-magic'),
        casting: both,
        cls: wizardCls,
        counts: { cantrips: 0, prepared: 0, book: 0 },
        onList: true,
      },
      context,
    );
    expect(onWizard).toMatchObject({
      prepare: { on: false, blocked: 'otherClass' },
      book: { on: false, blocked: 'otherClass' },
      otherClass: 'cleric',
    });
  });

  it('holds back spells a feature gives, pact-book spells and spells off the list', () => {
    const base = {
      casting: [clericCls],
      cls: clericCls,
      counts: { cantrips: 0, prepared: 0, book: 0 },
    };
    const granted = { spellId: 'bless', status: 'prepared', mechanic: 'm', source: 's' } as const;
    expect(
      classSpellState(
        { ...base, character: withSpells({}), spell: spell('bless'), onList: true, granted },
        context,
      ).prepare.blocked,
    ).toBe('granted');
    expect(
      classSpellState(
        {
          ...base,
          character: withSpells({ light: { pact: true } }),
          spell: spell('light'),
          onList: true,
        },
        context,
      ).prepare.blocked,
    ).toBe('pact');
    expect(
      classSpellState(
        { ...base, character: withSpells({}), spell: spell('magic-missile'), onList: false },
        context,
      ).prepare.blocked,
    ).toBe('offList');
  });

  it('switches Extra plainly and tidies flags that are off', () => {
    const character = toggleFlag(withSpells({}), spell('bless'), 'extra', true, context);
    expect(character.spells).toEqual({ bless: { extra: true } });
    expect(toggleFlag(character, spell('bless'), 'extra', false, context).spells).toEqual({});
    expect(
      tidySpell(withSpells({ bless: { prepared: false, favorite: true, class: 'x' } }), 'bless')
        .spells,
    ).toEqual({ bless: { favorite: true, class: 'x' } });
  });
});

describe('pact toggles', () => {
  const tome = statusContext({ spellcasting: [], pactOfTheTome: true, grantedSpells: [] }, spells);

  it('fills 3 cantrips and 2 level-1 rituals and says why the rest are refused', () => {
    let character = withSpells({ guidance: { prepared: true } });
    for (const id of ['light', 'fire-bolt', 'mage-hand', 'detect-magic', 'alarm']) {
      character = toggleFlag(character, spell(id), 'pact', true, tome);
    }
    expect(pactState(character, spell('light'), tome)).toEqual({ on: true });
    expect(pactState(character, spell('guidance'), tome)).toEqual({
      on: false,
      blocked: 'preparedPact',
    });
    expect(pactState(character, spell('find-familiar'), tome)).toEqual({
      on: false,
      blocked: 'pactFull',
    });
    expect(pactState(withSpells({}), spell('magic-missile'), tome)).toEqual({
      on: false,
      blocked: 'notRitual',
    });
    expect(pactState(withSpells({}), spell('light'), { ...tome, pactOfTheTome: false })).toEqual({
      on: false,
      blocked: 'noTome',
    });
  });

  it('refuses a spell a feature gives: it is the character’s already', () => {
    const granted = statusContext(
      {
        spellcasting: [],
        pactOfTheTome: true,
        grantedSpells: [{ spellId: 'light', status: 'prepared', mechanic: 'm', source: 'feat:x' }],
      },
      spells,
    );
    expect(pactState(withSpells({}), spell('light'), granted)).toEqual({
      on: false,
      blocked: 'granted',
    });
    expect(pactState(withSpells({}), spell('fire-bolt'), granted)).toEqual({ on: false });
  });
});
