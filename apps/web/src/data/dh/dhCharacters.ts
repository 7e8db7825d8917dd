import i18n from 'i18next';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import type { DhCharacter } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import { createStore } from '../createStore.ts';
import { callDevice } from '../device/deviceClient.ts';
import type { DhBrokenRecord } from './dhDeviceStore.ts';

/**
 * The second system's characters, kept on this device only (`dh_characters`; spec character §7:
 * no account, no server). The page holds them in memory once read, so an edit shows in the same
 * frame; every edit is written through to the device at once (one write in flight per character,
 * the latest edit queued behind it), so nothing waits on a timer when the page is left or hidden.
 */

interface DhCharactersState {
  /** Newest update first; undefined until the device was read. */
  characters: DhCharacter[] | undefined;
  /** Stored records that are not whole characters: reported, never shown as characters. */
  broken: DhBrokenRecord[];
  /** The device could not be read at all (no IndexedDB, a failing database). */
  readFailed: boolean;
}

const state = createStore<DhCharactersState>({
  characters: undefined,
  broken: [],
  readFailed: false,
});

const newestFirst = (list: DhCharacter[]) =>
  [...list].sort((a, b) => b.updatedAt - a.updatedAt || b.createdAt - a.createdAt);

let loading: Promise<void> | undefined;

function setCharacters(characters: DhCharacter[]): void {
  state.set({ ...state.get(), characters: newestFirst(characters) });
}

/** Reads the device's characters (again): after an import, or to start afresh. */
export function reloadDhCharacters(): Promise<void> {
  loading = callDevice('readDhCharacters').then(
    ({ characters, broken }) => {
      if (broken.length > 0) {
        console.warn('Some Daggerheart character records could not be read.', broken);
      }
      state.set({ characters: newestFirst(characters), broken, readFailed: false });
    },
    (error: unknown) => {
      console.error('Daggerheart characters could not be read from this device.', error);
      state.set({ characters: [], broken: [], readFailed: true });
    },
  );
  return loading;
}

function loadOnce(): void {
  loading ??= reloadDhCharacters();
}

// Writes: the latest unwritten version per character, and which characters have one in flight.
const queued = new Map<string, DhCharacter>();
const writing = new Map<string, Promise<void>>();

function writeQueued(id: string): Promise<void> {
  const run = (async () => {
    for (let next = queued.get(id); next; next = queued.get(id)) {
      queued.delete(id);
      try {
        await callDevice('storeDhCharacter', next);
      } catch (error) {
        console.error('A Daggerheart character could not be saved on this device.', error);
        // The edit stays on screen; the player must know it is not kept (a full disk, a
        // database the browser closed).
        showToast('error', i18n.t('dh:saveFailed'));
      }
    }
  })().finally(() => writing.delete(id));
  writing.set(id, run);
  return run;
}

function queueWrite(character: DhCharacter): void {
  queued.set(character.id, character);
  if (!writing.has(character.id)) void writeQueued(character.id);
}

/** Resolves once every edit made so far is on the device. */
export async function dhWritesSettled(): Promise<void> {
  while (writing.size > 0) await Promise.all([...writing.values()]);
}

export function useDhCharacters(): {
  data: DhCharacter[] | undefined;
  broken: DhBrokenRecord[];
  readFailed: boolean;
} {
  const current = useSyncExternalStore(state.subscribe, state.get, state.get);
  useEffect(loadOnce, []);
  return { data: current.characters, broken: current.broken, readFailed: current.readFailed };
}

/** One character: undefined while the device is read, null when it is not on this device. */
export function useDhCharacter(id: string): { data: DhCharacter | null | undefined } {
  const read = () => {
    const { characters } = state.get();
    return characters && (characters.find((character) => character.id === id) ?? null);
  };
  const data = useSyncExternalStore(state.subscribe, read, read);
  useEffect(loadOnce, []);
  return { data };
}

/**
 * Applies a change to the character at once (the screen shows it in the same frame), stamps
 * `updatedAt` and writes it to the device. A change that returns the same object changes nothing.
 */
export function useDhCharacterChange(
  id: string,
): (change: (character: DhCharacter) => DhCharacter) => void {
  return useCallback((change) => changeDhCharacter(id, change), [id]);
}

export function changeDhCharacter(
  id: string,
  change: (character: DhCharacter) => DhCharacter,
): void {
  const { characters } = state.get();
  const current = characters?.find((character) => character.id === id);
  if (!characters || !current) return;
  const changed = change(current);
  if (changed === current) return;
  const next = { ...changed, id, updatedAt: Math.max(Date.now(), current.updatedAt + 1) };
  setCharacters(characters.map((character) => (character.id === id ? next : character)));
  queueWrite(next);
}

/** Asks the browser to keep this site's storage (the characters exist nowhere else). */
async function askToPersist(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
    if (await navigator.storage.persisted?.()) return;
    await navigator.storage.persist();
  } catch (error) {
    console.warn('Persistent storage could not be requested.', error);
  }
}

/**
 * Stores a new character. The first one on this device also asks the browser to keep the
 * site's storage, since nothing else holds a copy.
 */
export async function saveNewDhCharacter(character: DhCharacter): Promise<void> {
  const { first } = await callDevice('storeNewDhCharacter', character);
  const { characters } = state.get();
  if (characters) {
    setCharacters([character, ...characters.filter((known) => known.id !== character.id)]);
  }
  if (first) await askToPersist();
}

export async function deleteDhCharacter(id: string): Promise<void> {
  queued.delete(id);
  // A write in flight must not land after the removal and bring the character back.
  await writing.get(id);
  await callDevice('removeDhCharacter', id);
  const { characters, broken } = state.get();
  state.set({
    ...state.get(),
    characters: characters?.filter((character) => character.id !== id),
    broken: broken.filter((record) => record.id !== id),
  });
}
