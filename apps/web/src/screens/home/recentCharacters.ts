import { useQuery } from '@tanstack/react-query';

export const RECENT_LIMIT = 3;
const RECENT_DAYS = 7;

export interface RecentCharacter {
  id: string;
  name: string;
}

/** Spec §2: up to 3 active characters updated within the last 7 days, newest first. */
export function pickRecent(
  records: readonly { id: string; name?: unknown; active?: unknown; updated_at?: unknown }[],
  now = Date.now(),
): RecentCharacter[] {
  const since = now - RECENT_DAYS * 24 * 60 * 60 * 1000;
  return records
    .map((record) => ({
      id: String(record.id),
      name: typeof record.name === 'string' ? record.name : '',
      active: record.active !== false,
      updated: Date.parse(String(record.updated_at ?? '')),
    }))
    .filter((row) => row.active && Number.isFinite(row.updated) && row.updated >= since)
    .sort((a, b) => b.updated - a.updated)
    .slice(0, RECENT_LIMIT)
    .map(({ id, name }) => ({ id, name }));
}

/**
 * The signed-in user's recent characters from the device store. Only theirs: a shared device
 * keeps the characters of whoever used it before, and a visitor has none.
 */
export function useRecentCharacters(userId: string | null) {
  return useQuery({
    queryKey: ['recent-characters', userId],
    queryFn: async () => {
      if (!userId) return [];
      // The device store (and the character schema it checks records with) loads only for a
      // signed-in user: a visitor's home page never needs it.
      const { readDeviceCharacters } = await import('../../data/characters/deviceCharacters.ts');
      return pickRecent(await readDeviceCharacters(userId));
    },
    networkMode: 'always',
  });
}
