import { afterEach, describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import { readDeviceCharacter, readDeviceCharacters } from './deviceCharacters.ts';

afterEach(async () => (await getCharacterDB()).store('characters').clear());

describe('device characters', () => {
  it('reads back a stored character', async () => {
    const db = await getCharacterDB();
    await db.store('characters').put(makeCharacter({ id: 'c1', user_id: 'u1' }));
    expect((await readDeviceCharacter('c1'))?.name).toBe('Brienne');
    expect((await readDeviceCharacters('u1')).map((character) => character.id)).toEqual(['c1']);
  });

  it('ignores a record that is not a whole character, so the server copy is fetched', async () => {
    const db = await getCharacterDB();
    await db.store('characters').put({ id: 'c2', user_id: 'u1', name: 'Ember', active: true });
    await db.store('characters').put(makeCharacter({ id: 'c3', user_id: 'u1' }));
    expect(await readDeviceCharacter('c2')).toBeUndefined();
    expect((await readDeviceCharacters('u1')).map((character) => character.id)).toEqual(['c3']);
  });
});
