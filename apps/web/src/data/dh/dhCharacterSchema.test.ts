import { describe, expect, it } from 'vitest';

import { createDhCharacter, emptyDhDraft } from '@hearth/rules';

import { dhFixtureCatalogue } from './dhCatalogueFixture.ts';
import { checkDhCharacter } from './dhCharacterSchema.ts';
import { makeDhCharacter } from './dhTestKit.ts';

const catalogue = dhFixtureCatalogue();

describe('the stored character check', () => {
  it('accepts every character the wizard can make, the barest one included', () => {
    // Every step but the primary weapon and the name skipped (spec §5).
    const bare = createDhCharacter(
      { ...emptyDhDraft(), primary: 'broadsword', name: 'Nobody' },
      catalogue,
      1_700_000_000_000,
    );
    expect(checkDhCharacter(bare)).toEqual({ ok: true, character: bare });
    const full = createDhCharacter(
      {
        ...emptyDhDraft(),
        class: 'wizard',
        subclass: 'school-of-knowledge',
        ancestries: ['elf', 'orc'],
        community: 'loreborne',
        cards: ['book-of-ava', 'mending-touch'],
        armor: 'gambeson-armor',
        primary: 'hand-runes',
        secondary: 'small-dagger',
        name: 'Wren',
        avatar: 'data:image/jpeg;base64,AAAA',
        classItem: 'a tiny harmless elemental pet',
      },
      catalogue,
      1_700_000_000_001,
    );
    expect(checkDhCharacter(full)).toEqual({ ok: true, character: full });
  });

  it('keeps a level-up record whole', () => {
    const levelled = makeDhCharacter({
      level: 2,
      levels: [
        {
          level: 2,
          experience: 'Cartographer',
          experienceSlot: 2,
          advancements: [{ kind: 'hp' }, { kind: 'traits', traits: ['AGL', 'STR'] }],
          card: 'whirlwind',
        },
      ],
    });
    expect(checkDhCharacter(levelled)).toEqual({ ok: true, character: levelled });
  });

  it('names the record and the first thing wrong with it', () => {
    expect(checkDhCharacter({ ...makeDhCharacter({ id: 'x' }), fate: 'asleep' })).toEqual({
      ok: false,
      id: 'x',
      issue: expect.stringMatching(/^fate: /),
    });
    expect(checkDhCharacter('not a record')).toMatchObject({ ok: false, id: null });
  });
});

describe('fields the check does not know', () => {
  it('keeps them, so reading a record never loses what a newer version wrote', () => {
    const record = { ...makeDhCharacter(), notes: 'kept' };
    const check = checkDhCharacter(record);
    expect(check.ok && (check.character as unknown as Record<string, unknown>).notes).toBe('kept');
  });
});
