import { describe, expect, it } from 'vitest';

import { addCondition, deriveCharacter } from '@hearth/rules';

import { realRulesCatalogue } from '../../screens/wizard/wizardTestKit.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { deriveSheetOnce } from './sheet.ts';

const catalogue = realRulesCatalogue();

describe('deriveSheetOnce', () => {
  it('answers the same sheet for the same character object, catalogue and inventories', () => {
    const character = makeCharacter({ id: 'once' });
    expect(deriveSheetOnce(character, catalogue, [])).toBe(
      deriveSheetOnce(character, catalogue, []),
    );
  });

  it('keeps the unchanged parts of the last sheet of that character, and equals a fresh derivation', () => {
    const character = makeCharacter({ id: 'shared' });
    const before = deriveSheetOnce(character, catalogue, []);
    const hurt = { ...character, hp: { ...character.hp, current: 3 } };
    const after = deriveSheetOnce(hurt, catalogue, []);

    // What changed is new, what did not is the very same object (the cards skip their render).
    expect(after).not.toBe(before);
    expect(after.hp).not.toBe(before.hp);
    expect(after.hp.current).toBe(3);
    expect(after.skills).toBe(before.skills);
    expect(after.abilities).toBe(before.abilities);
    expect(after.training).toBe(before.training);
    // The shared sheet is the one the rules derive, value for value.
    expect(after).toEqual(deriveCharacter(hurt, catalogue, []));

    const poisoned = addCondition(hurt, 'poisoned') as typeof hurt;
    const later = deriveSheetOnce(poisoned, catalogue, []);
    expect(later.conditions).toContain('poisoned');
    expect(later).toEqual(deriveCharacter(poisoned, catalogue, []));
  });

  it('does not derive again for a copy that differs only where the rules do not read', () => {
    const character = makeCharacter({ id: 'confirmed' });
    const sheet = deriveSheetOnce(character, catalogue, []);
    // The server's confirmation: new metadata, the same values (shared by the query cache).
    const confirmed = { ...character, updated_at: '2026-11-21T10:00:00.000Z', version: 2 };
    expect(deriveSheetOnce(confirmed, catalogue, [])).toBe(sheet);
    // A rules field with a new value is derived again.
    const withAdjustment = { ...confirmed, ac_mod: 2 };
    const corrected = deriveSheetOnce(withAdjustment, catalogue, []);
    expect(corrected.ac.value).toBe(sheet.ac.value + 2);
    expect(corrected).toEqual(deriveCharacter(withAdjustment, catalogue, []));
  });

  it('shares nothing between two characters', () => {
    const first = deriveSheetOnce(makeCharacter({ id: 'first' }), catalogue, []);
    const second = deriveSheetOnce(makeCharacter({ id: 'second' }), catalogue, []);
    expect(second.skills).not.toBe(first.skills);
  });
});
