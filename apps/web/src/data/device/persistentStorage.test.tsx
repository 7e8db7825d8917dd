import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { OfflineDataLine } from '../../screens/settings/OfflineDataLine.tsx';
import { setToken } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import type { PersistenceApi } from './persistentStorage.ts';
import { askPersistentStorage, askPersistentStorageOnSignIn } from './persistentStorage.ts';

/** The browser's storage manager: whether it persists, and its answer when asked. */
function browserStorage(persisted: boolean, grants: boolean) {
  const api = {
    persisted: vi.fn(() => Promise.resolve(persisted)),
    persist: vi.fn(() => {
      persisted = grants;
      return Promise.resolve(grants);
    }),
  } satisfies PersistenceApi;
  return api;
}

const line = () => screen.getByTestId('offline-data').textContent;

beforeAll(() => i18n.loadNamespaces('settings'));

describe('persistent storage', () => {
  it('asks once and remembers the answer; a refusal is not asked again', async () => {
    const refusing = browserStorage(false, false);
    expect(await askPersistentStorage(refusing)).toBe('denied');
    expect(refusing.persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.persistentStorage)).toBe('denied');

    expect(await askPersistentStorage(refusing)).toBe('denied');
    expect(refusing.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the data is already kept', async () => {
    const kept = browserStorage(true, true);
    expect(await askPersistentStorage(kept)).toBe('granted');
    expect(kept.persist).not.toHaveBeenCalled();
  });

  it('a browser without the API, or one that fails, answers unknown', async () => {
    expect(await askPersistentStorage(undefined)).toBe('unknown');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {
      persisted: () => Promise.reject(new Error('no')),
      persist: () => Promise.resolve(true),
    };
    expect(await askPersistentStorage(failing)).toBe('unknown');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('is asked for once the user signs in', async () => {
    const granting = browserStorage(false, true);
    vi.stubGlobal('navigator', { ...navigator, storage: granting });
    askPersistentStorageOnSignIn();
    expect(granting.persist).not.toHaveBeenCalled();
    act(() => setToken('token'));
    await vi.waitFor(() => expect(granting.persist).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(localStorage.getItem(STORAGE_KEYS.persistentStorage)).toBe('granted'),
    );
  });

  it('settings says whether the browser keeps the offline data, in both languages', async () => {
    const view = render(<OfflineDataLine storage={browserStorage(true, true)} />);
    await vi.waitFor(() =>
      expect(line()).toBe('Offline data: kept (the browser will not clear it)'),
    );
    view.unmount();

    const evictable = render(<OfflineDataLine storage={browserStorage(false, false)} />);
    await vi.waitFor(() =>
      expect(line()).toBe('Offline data: may be cleared by the browser when space is low'),
    );
    await act(() => i18n.changeLanguage('ru'));
    expect(line()).toBe('Данные для работы без сети: браузер может удалить их, когда мало места');
    await act(() => i18n.changeLanguage('en'));
    evictable.unmount();

    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    render(<OfflineDataLine />);
    await vi.waitFor(() => expect(line()).toBe('Offline data: unknown'));
  });
});
