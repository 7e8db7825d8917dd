import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getToasts } from '../../components/toast/toastStore.ts';
import { loadNamespaces } from '../../i18n/index.ts';
import {
  deleteDhCharacter,
  dhWritesSettled,
  reloadDhCharacters,
  saveNewDhCharacter,
  useDhCharacter,
  useDhCharacterChange,
  useDhCharacters,
} from './dhCharacters.ts';
import {
  clearDhCharacters,
  makeDhCharacter,
  readStoredDhCharacters,
  seedDhCharacters,
} from './dhTestKit.ts';

beforeEach(async () => {
  await loadNamespaces(['dh']);
  await clearDhCharacters();
});
afterEach(async () => {
  await dhWritesSettled();
  await clearDhCharacters();
});

describe('second-system characters on the device', () => {
  it('lists the stored characters newest update first', async () => {
    await seedDhCharacters([
      makeDhCharacter({ id: 'a', name: 'Old', updatedAt: 100 }),
      makeDhCharacter({ id: 'b', name: 'New', updatedAt: 300 }),
      makeDhCharacter({ id: 'c', name: 'Middle', updatedAt: 200 }),
    ]);
    await reloadDhCharacters();
    const { result } = renderHook(() => useDhCharacters());
    expect(result.current.data?.map((character) => character.name)).toEqual([
      'New',
      'Middle',
      'Old',
    ]);
  });

  it('reports a broken record instead of failing, and still lists the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedDhCharacters([
      makeDhCharacter({ id: 'good' }),
      { ...makeDhCharacter({ id: 'bad' }), level: 'three' },
    ]);
    await reloadDhCharacters();
    const { result } = renderHook(() => useDhCharacters());
    expect(result.current.data?.map((character) => character.id)).toEqual(['good']);
    expect(result.current.broken).toEqual([{ id: 'bad', issue: expect.stringMatching(/^level/) }]);
  });

  it('answers null for a character that is not on this device', async () => {
    await seedDhCharacters([makeDhCharacter({ id: 'here' })]);
    await reloadDhCharacters();
    const { result } = renderHook(() => useDhCharacter('elsewhere'));
    expect(result.current.data).toBeNull();
  });

  it('shows an edit at once and keeps it on the device, with a new update time', async () => {
    await seedDhCharacters([makeDhCharacter({ id: 'x', hpFilled: 0, updatedAt: 5 })]);
    await reloadDhCharacters();
    const { result } = renderHook(() => ({
      character: useDhCharacter('x'),
      change: useDhCharacterChange('x'),
    }));
    act(() => result.current.change((character) => ({ ...character, hpFilled: 1 })));
    // The same render: nothing awaited between the edit and the check.
    expect(result.current.character.data?.hpFilled).toBe(1);
    act(() => result.current.change((character) => ({ ...character, hpFilled: 2 })));
    act(() => result.current.change((character) => ({ ...character, stressFilled: 3 })));
    await dhWritesSettled();
    const [stored] = await readStoredDhCharacters();
    expect(stored).toMatchObject({ id: 'x', hpFilled: 2, stressFilled: 3 });
    expect(stored?.updatedAt).toBeGreaterThan(5);
  });

  it('says so when an edit cannot be written to the device', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await seedDhCharacters([makeDhCharacter({ id: 'x' })]);
    await reloadDhCharacters();
    const { result } = renderHook(() => useDhCharacterChange('x'));
    // IndexedDB cannot store a function: the write fails as a full disk would.
    act(() => result.current((character) => ({ ...character, broken: () => 1 })));
    await dhWritesSettled();
    expect(getToasts().map((toast) => toast.message)).toEqual([
      'This change could not be saved on this device.',
    ]);
  });

  it('saves a new character into the list and asks once to keep the storage', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persist, persisted: async () => false },
    });
    const { result } = renderHook(() => useDhCharacters());
    await waitFor(() => expect(result.current.data).toEqual([]));
    await act(() => saveNewDhCharacter(makeDhCharacter({ id: 'n1', updatedAt: 1 })));
    await act(() => saveNewDhCharacter(makeDhCharacter({ id: 'n2', updatedAt: 2 })));
    expect(result.current.data?.map((character) => character.id)).toEqual(['n2', 'n1']);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('saves even where the browser refuses to keep the storage', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persist: () => Promise.reject(new Error('no')), persisted: async () => false },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveNewDhCharacter(makeDhCharacter({ id: 'n3' }));
    expect((await readStoredDhCharacters()).map((record) => record.id)).toEqual(['n3']);
  });

  it('deletes a character from the device and the list, an edit in flight included', async () => {
    await seedDhCharacters([makeDhCharacter({ id: 'gone' }), makeDhCharacter({ id: 'kept' })]);
    await reloadDhCharacters();
    const { result } = renderHook(() => ({
      list: useDhCharacters(),
      change: useDhCharacterChange('gone'),
    }));
    act(() => result.current.change((character) => ({ ...character, gold: 20 })));
    await act(() => deleteDhCharacter('gone'));
    await dhWritesSettled();
    expect(result.current.list.data?.map((character) => character.id)).toEqual(['kept']);
    expect((await readStoredDhCharacters()).map((record) => record.id)).toEqual(['kept']);
  });
});
