import { useInfiniteQuery } from '@tanstack/react-query';

import type { Character, CharacterHistoryEntry, getCharacterHistory } from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';
import { api } from '../api/client.ts';

/** `GET /characters/:id/history` by method and path (no schema library; see bootCalls.ts). */
export const getCharacterHistoryCall = callByPath<typeof getCharacterHistory>(
  'GET',
  '/characters/:id/history',
);

/** Entries asked for per page; a shorter page is the last one. */
export const HISTORY_PAGE_SIZE = 50;

export const historyKey = (characterId: string) => ['characters', 'history', characterId] as const;

/**
 * A character's history, newest first, a page at a time (`before`: the last entry's id). Only
 * asked for online: offline the screen says so instead of waiting for a request that pauses.
 */
export function useCharacterHistory(characterId: string, online: boolean) {
  return useInfiniteQuery({
    queryKey: historyKey(characterId),
    enabled: online,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      (
        await api.call(getCharacterHistoryCall, {
          params: { id: characterId },
          query: { limit: HISTORY_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        })
      ).entries,
    getNextPageParam: (page) =>
      page.length < HISTORY_PAGE_SIZE ? undefined : page[page.length - 1]?.id,
    // The history grows with every edit: read again whenever the screen opens.
    staleTime: 0,
  });
}

type Json = unknown;

const isIndex = (segment: string) => /^\d+$/.test(segment);
const isGone = (value: Json) => value === undefined || value === null;
const hasId = (value: Json): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/**
 * `value` with the part at `path` set to `old`. A map's key (or a list of records' id) whose old
 * value is absent is removed; a list of words (conditions) holds a word when old is true; a
 * list of counts (spell slots) is indexed by number, grown with zeros where needed.
 */
function setAt(value: Json, path: readonly string[], old: Json): Json {
  const [segment, ...rest] = path;
  if (segment === undefined) return old;
  if (Array.isArray(value)) {
    const list: Json[] = [...(value as Json[])];
    if (isIndex(segment) && !list.some(hasId)) {
      const index = Number(segment);
      if (rest.length === 0 && isGone(old)) return list.filter((_, at) => at !== index);
      while (list.length < index) list.push(0);
      list[index] = setAt(list[index], rest, old);
      return list;
    }
    if (list.some(hasId) || (rest.length === 0 && typeof old === 'object' && old !== null)) {
      const at = list.findIndex((item) => hasId(item) && item.id === segment);
      if (rest.length === 0 && isGone(old)) return list.filter((_, index) => index !== at);
      const next = setAt(at >= 0 ? list[at] : { id: segment }, rest, old);
      if (at >= 0) list[at] = next;
      else list.push(next);
      return list;
    }
    // A list of words: the part says whether the word was there.
    const without = list.filter((item) => item !== segment);
    return old ? [...without, segment] : without;
  }
  const record: Record<string, Json> =
    typeof value === 'object' && value !== null ? { ...(value as Record<string, Json>) } : {};
  if (rest.length === 0 && isGone(old)) {
    delete record[segment];
    return record;
  }
  record[segment] = setAt(record[segment], rest, old);
  return record;
}

/**
 * The character with one history entry's part set back to its value before that change: the
 * whole field for `path: []`, else the part the path names. Goes to the server as an ordinary
 * edit (through the outbox), so a restore made offline is sent later like any other.
 *
 * @example restoredCharacter(c, { field: 'hp', path: ['current'], old: 12, … }).hp.current // 12
 */
export function restoredCharacter(
  character: Character,
  entry: Pick<CharacterHistoryEntry, 'field' | 'path' | 'old'>,
): Character {
  const field = entry.field as keyof Character;
  if (!(field in character)) return character;
  return { ...character, [field]: setAt(character[field], entry.path, entry.old) } as Character;
}
