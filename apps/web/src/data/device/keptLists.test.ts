import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@hearth/contract';

import { forgetDeviceCharacters } from '../characters/deviceCharacters.ts';
import { callDevice } from './deviceClient.ts';
import { keptListKeys, withDeviceCopy } from './keptLists.ts';

const offline = () => new ApiError(0, { code: 'SERVICE_UNAVAILABLE', message: 'offline' });
const refused = () => new ApiError(404, { code: 'CHAR.NOT_FOUND', message: 'gone' });
const kept = (key: string) => callDevice('readKeptList', key);

describe('lists kept on the device for offline reading', () => {
  it('keeps what the server answered and answers with it when the network fails', async () => {
    const key = keptListKeys.notes('h1', 'active');
    expect(await withDeviceCopy(key, async () => [{ id: 'n1' }, { id: 'n2' }])).toEqual([
      { id: 'n1' },
      { id: 'n2' },
    ]);
    await waitFor(async () => expect(await kept(key)).toHaveLength(2));
    expect(await withDeviceCopy(key, () => Promise.reject(offline()))).toEqual([
      { id: 'n1' },
      { id: 'n2' },
    ]);
  });

  it('passes a refusal on (the server answered), and a network failure with nothing kept', async () => {
    const key = keptListKeys.beasts('h2');
    await withDeviceCopy(key, async () => [{ id: 'b1' }]);
    await waitFor(async () => expect(await kept(key)).toHaveLength(1));
    await expect(withDeviceCopy(key, () => Promise.reject(refused()))).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      withDeviceCopy(keptListKeys.beasts('never-read'), () => Promise.reject(offline())),
    ).rejects.toMatchObject({ status: 0 });
  });

  it('forgets every kept list with the device characters at sign-out', async () => {
    const notes = keptListKeys.notes('h3', 'deleted');
    const beasts = keptListKeys.beasts('h3');
    await withDeviceCopy(notes, async () => [{ id: 'n' }]);
    await withDeviceCopy(beasts, async () => [{ id: 'b' }]);
    await waitFor(async () => expect(await kept(beasts)).toHaveLength(1));
    await waitFor(async () => expect(await kept(notes)).toHaveLength(1));
    await forgetDeviceCharacters();
    expect(await kept(notes)).toBeUndefined();
    expect(await kept(beasts)).toBeUndefined();
  });

  it('keeps nothing under a key that is not a kept list', async () => {
    await expect(callDevice('storeKeptList', 'characters:h1', [])).rejects.toThrow(/Not a kept/);
  });
});
