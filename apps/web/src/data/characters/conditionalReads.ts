import { createHearthApi } from '../api/client.ts';
import { fetchWithEarlyReads } from '../api/earlyReads.ts';

/**
 * Conditional reads of a character (issue 16): the server answers `GET /api/characters/{id}`
 * (and `/sheet`) with an ETag, and `304 Not Modified` without a body when the client sends it
 * back in `If-None-Match` and nothing changed. This keeps the last answer of each read and
 * sends its ETag; a 304 is handed to the API client as the kept answer, so callers see the same
 * data as before and a refetch of an unchanged character costs an empty response. The party
 * view's `GET /api/campaigns/campaign-characters/{id}`, polled every 10 s, is read the same way.
 */
const CONDITIONAL_PATH =
  /\/api\/(characters\/[^/?#]+(\/sheet)?|campaigns\/campaign-characters\/[^/?#]+)$/;

interface KeptAnswer {
  etag: string;
  body: string;
  contentType: string;
}

/** The last answer per read, keyed by the token and URL: one account never sees another's. */
const kept = new Map<string, KeptAnswer>();

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return new Headers(init?.headers).get(name) ?? undefined;
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** `fetch` with If-None-Match on the character reads; any other request passes through. */
export const conditionalFetch: typeof fetch = async (input, init) => {
  const url = urlOf(input);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || !CONDITIONAL_PATH.test(new URL(url, 'http://x').pathname)) {
    return fetchWithEarlyReads(input, init);
  }
  const key = `${headerOf(init, 'authorization') ?? ''} ${url}`;
  const known = kept.get(key);
  const response = await fetchWithEarlyReads(
    input,
    known
      ? {
          ...init,
          headers: {
            ...Object.fromEntries(new Headers(init?.headers)),
            'if-none-match': known.etag,
          },
        }
      : init,
  );
  if (response.status === 304 && known) {
    return new Response(known.body, {
      status: 200,
      headers: { 'content-type': known.contentType, etag: known.etag },
    });
  }
  const etag = response.headers.get('etag');
  if (response.status === 200 && etag) {
    const body = await response.clone().text();
    kept.set(key, {
      etag,
      body,
      contentType: response.headers.get('content-type') ?? 'application/json',
    });
  } else if (response.status !== 304) {
    kept.delete(key);
  }
  return response;
};

/** Forgets every kept answer (sign-out; tests). */
export function forgetConditionalReads(): void {
  kept.clear();
}

/** The API client for character reads: the app's client over `conditionalFetch`. */
export const characterReadApi = createHearthApi(conditionalFetch);
