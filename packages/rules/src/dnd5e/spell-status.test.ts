import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { fighter } from './fixtures/characters.ts';
import type { SpellFacts, StatusContext } from './spell-status.ts';
import {
  canSetStatus,
  classSpellCounts,
  setSpellStatus,
  spellbookMinimum,
  validateSpellCounts,
} from './spell-status.ts';

const facts: SpellFacts[] = [
  { id: 'fire-bolt', level: 0, ritual: false },
  { id: 'light', level: 0, ritual: false },
  { id: 'mage-hand', level: 0, ritual: false },
  { id: 'prestidigitation', level: 0, ritual: false },
  { id: 'detect-magic', level: 1, ritual: true },
  { id: 'find-familiar', level: 1, ritual: true },
  { id: 'alarm', level: 1, ritual: true },
  { id: 'magic-missile', level: 1, ritual: false },
  { id: 'shield', level: 1, ritual: false },
];
const spells = new Map(facts.map((spell) => [spell.id, spell]));
const spell = (id: string) => spells.get(id)!;
const wizard: StatusContext = { wizard: true, pactOfTheTome: false, spells };
const tome: StatusContext = { wizard: false, pactOfTheTome: true, spells };

const withSpells = (entries: Character['spells']) => fighter({ spells: entries });

describe('spell status', () => {
  it('lets a wizard put levelled, unprepared spells in the book, and nobody else', () => {
    expect(canSetStatus(withSpells({}), spell('shield'), 'book', wizard)).toBe(true);
    expect(canSetStatus(withSpells({}), spell('light'), 'book', wizard)).toBe(false);
    expect(
      canSetStatus(withSpells({ shield: { prepared: true } }), spell('shield'), 'book', wizard),
    ).toBe(false);
    expect(canSetStatus(withSpells({}), spell('shield'), 'book', tome)).toBe(false);
  });

  it('fills the pact book with 3 cantrips and 2 level-1 rituals, then disables more', () => {
    let character = withSpells({});
    for (const id of [
      'fire-bolt',
      'light',
      'mage-hand',
      'prestidigitation',
      'detect-magic',
      'find-familiar',
      'alarm',
      'magic-missile',
    ]) {
      character = setSpellStatus(character, spell(id), 'pact', true, tome);
    }
    const pact = Object.entries(character.spells)
      .filter(([, s]) => s.pact)
      .map(([id]) => id);
    expect(pact).toEqual(['fire-bolt', 'light', 'mage-hand', 'detect-magic', 'find-familiar']);
    expect(canSetStatus(character, spell('light'), 'pact', tome)).toBe(true); // turning off
    expect(
      canSetStatus(withSpells({ alarm: { prepared: true } }), spell('alarm'), 'pact', tome),
    ).toBe(false);
    expect(canSetStatus(withSpells({}), spell('alarm'), 'pact', wizard)).toBe(false);
  });

  it('keeps spells a feature gives out of the pact book', () => {
    const granted: StatusContext = { ...tome, granted: new Set(['light']) };
    expect(canSetStatus(withSpells({}), spell('light'), 'pact', granted)).toBe(false);
    expect(canSetStatus(withSpells({}), spell('fire-bolt'), 'pact', granted)).toBe(true);
    const chosen = withSpells({ alarm: { mechanic: 'acolyte-feat-rituals' } });
    expect(canSetStatus(chosen, spell('alarm'), 'pact', tome)).toBe(false);
    expect(setSpellStatus(chosen, spell('alarm'), 'pact', true, tome)).toBe(chosen);
  });

  it('toggles prepared and extra freely', () => {
    const prepared = setSpellStatus(withSpells({}), spell('shield'), 'prepared', true, wizard);
    expect(prepared.spells.shield).toEqual({ prepared: true });
    expect(
      setSpellStatus(prepared, spell('shield'), 'prepared', false, wizard).spells.shield,
    ).toEqual({ prepared: false });
  });
});

describe('spell counts', () => {
  it('needs a book of 6 + 2 per wizard level beyond the first', () => {
    expect(spellbookMinimum(1)).toBe(6);
    expect(spellbookMinimum(5)).toBe(14);
    expect(spellbookMinimum(0)).toBe(0);
  });

  it('checks prepared and cantrip counts against the allowances and the book minimum', () => {
    const character = withSpells({
      'fire-bolt': { prepared: true },
      light: { prepared: true },
      shield: { prepared: true },
      'magic-missile': { book: true },
      'detect-magic': { prepared: true, mechanic: 'granted' },
    });
    const problems = validateSpellCounts(character, {
      spells,
      pactOfTheTome: false,
      classes: [{ classId: 'wizard', prepared: 2, cantrips: 3, spellbookMinimum: 6 }],
    });
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
    expect(problems.map((p) => [p.key, p.params])).toEqual([
      ['spells.prepared', { chosen: 1, allowed: 2 }],
      ['spells.cantrips', { chosen: 2, allowed: 3 }],
      ['spells.spellbook', { chosen: 2, minimum: 6 }],
    ]);
  });

  it('counts a multiclass caster’s spells against the class each names', () => {
    const character = withSpells({
      'fire-bolt': { prepared: true, class: 'sorcerer' },
      light: { prepared: true },
      shield: { prepared: true, class: 'sorcerer' },
      'magic-missile': { prepared: true },
    });
    const problems = validateSpellCounts(character, {
      spells,
      pactOfTheTome: false,
      classes: [
        { classId: 'wizard', prepared: 1, cantrips: 1, spellbookMinimum: 6 },
        { classId: 'sorcerer', prepared: 1, cantrips: 1 },
      ],
    });
    expect(problems.map((p) => [p.path, p.key])).toEqual([['spells.wizard', 'spells.spellbook']]);
  });

  it('counts each class’s cantrips, prepared spells and book, leaving the others out', () => {
    const character = withSpells({
      'fire-bolt': { prepared: true, class: 'sorcerer' },
      light: { prepared: true },
      shield: { prepared: true },
      'magic-missile': { book: true },
      alarm: { book: true, class: 'sorcerer' },
      'detect-magic': { prepared: true, mechanic: 'granted' },
      'find-familiar': { extra: true },
      prestidigitation: { pact: true },
      'unknown-spell': { prepared: true },
    });
    const counts = classSpellCounts(character, spells, ['wizard', 'sorcerer']);
    expect(Object.fromEntries(counts)).toEqual({
      wizard: { cantrips: 1, prepared: 1, book: 2 },
      sorcerer: { cantrips: 1, prepared: 0, book: 1 },
    });
  });

  it('needs the pact book full: 3 cantrips and 2 rituals', () => {
    const partial = withSpells({ light: { pact: true }, alarm: { pact: true } });
    expect(validateSpellCounts(partial, { spells, pactOfTheTome: true, classes: [] })).toEqual([
      {
        path: 'spells.pact',
        key: 'spells.pact',
        params: { cantrips: 1, rituals: 1 },
        severity: 'warning',
      },
    ]);
  });
});
