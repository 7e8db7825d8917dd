/**
 * The reads public/boot.js starts before any module runs (a signed-in user's user, and on a
 * character's page the character and its inventories), so they travel while the app's code
 * downloads (issue 16). The app's fetch takes each one once, for the same GET with the same
 * token and no conditional header; anything else, or a read older than a few seconds, goes to
 * the network as usual.
 */
interface EarlyReads {
  token: string;
  startedAt: number;
  reads: Record<string, Promise<Response> | undefined>;
}

declare global {
  var __hearthEarlyReads: EarlyReads | undefined;
}

/** Long enough for the first screen to ask, short enough never to hand out an old answer. */
export const EARLY_READ_TTL_MS = 15_000;

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The early answer for this request, taken (a second request goes to the network). */
export function takeEarlyRead(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const early = globalThis.__hearthEarlyReads;
  if (!early || (typeof input !== 'string' && !(input instanceof URL))) return undefined;
  if (Date.now() - early.startedAt > EARLY_READ_TTL_MS) {
    globalThis.__hearthEarlyReads = undefined;
    return undefined;
  }
  const headers = new Headers(init?.headers);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || headers.has('if-none-match')) return undefined;
  if (headers.get('authorization') !== `Bearer ${early.token}`) return undefined;
  const url = new URL(urlOf(input), window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const key = url.pathname + url.search;
  const read = early.reads[key];
  if (!read) return undefined;
  delete early.reads[key];
  return read;
}

/**
 * `fetch` that answers from an early read when there is one. An early read that failed (the
 * network was down for that moment) is asked again, as the app would have asked it.
 */
export const fetchWithEarlyReads: typeof fetch = (input, init) => {
  const early = takeEarlyRead(input, init);
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
};
