import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import { characterKeys, rememberCharacter } from './characterCache.ts';
import { readDeviceCharacter } from './deviceCharacters.ts';

afterEach(async () => (await getCharacterDB()).store('characters').clear());

describe('rememberCharacter', () => {
  it('shows the character in its query at once and keeps the latest copy on the device', async () => {
    const queryClient = new QueryClient();
    const first = makeCharacter({ id: 'kept', hp: { current: 10, max: 12, max_mod: 0, temp: 0 } });
    const second = { ...first, hp: { ...first.hp, current: 7 } };
    rememberCharacter(queryClient, first);
    rememberCharacter(queryClient, second);
    // The query has it in the same task (the screen shows the edit at once)...
    expect(queryClient.getQueryData(characterKeys.one('kept'))).toEqual(second);
    // ...and the device gets the latest copy, written in a task of its own.
    await vi.waitFor(async () => expect((await readDeviceCharacter('kept'))?.hp.current).toBe(7));
  });
});
