/**
 * The processed-request memory (spec §9): ids of entries the server confirmed, so an entry whose
 * answer arrived but whose removal did not (the tab closed in between, another tab sent it) is
 * removed instead of sent again. Kept in local storage as `[id, at][]`; cleaned every 60 s, ids
 * older than 10 minutes dropped, at most 1000 kept (the newest).
 */

export const PROCESSED_KEY = 'hearth.outbox.processed';
export const PROCESSED_CLEAN_INTERVAL_MS = 60_000;
export const PROCESSED_MAX_AGE_MS = 10 * 60_000;
export const PROCESSED_MAX_COUNT = 1000;

type Processed = [id: string, at: number][];

function read(): Processed {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PROCESSED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is [string, number] =>
        Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number',
    );
  } catch {
    return [];
  }
}

function write(list: Processed): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(PROCESSED_KEY);
    else window.localStorage.setItem(PROCESSED_KEY, JSON.stringify(list));
  } catch {
    // Not kept: the server's own idempotency memory still answers a repeat once.
  }
}

/** Read from storage each time: another tab may have confirmed the entry. */
export function wasProcessed(id: string): boolean {
  return read().some(([known]) => known === id);
}

/** Notes a confirmed entry (written at once: it must outlive this tab). */
export function rememberProcessed(id: string, at: number = Date.now()): void {
  const list = read().filter(([known]) => known !== id);
  list.push([id, at]);
  write(list.length > PROCESSED_MAX_COUNT ? list.slice(-PROCESSED_MAX_COUNT) : list);
}

/** Drops ids older than 10 minutes and all but the newest 1000. */
export function cleanProcessed(now: number = Date.now()): void {
  const list = read();
  const kept = list
    .filter(([, at]) => now - at <= PROCESSED_MAX_AGE_MS)
    .sort((a, b) => a[1] - b[1])
    .slice(-PROCESSED_MAX_COUNT);
  if (kept.length !== list.length) write(kept);
}

/** Cleans now and every 60 s; returns stop. */
export function startProcessedCleaning(): () => void {
  cleanProcessed();
  const timer = setInterval(() => cleanProcessed(), PROCESSED_CLEAN_INTERVAL_MS);
  return () => clearInterval(timer);
}
