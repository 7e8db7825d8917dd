import type { ApiClient } from '@hearth/contract';
import { createApiClient } from '@hearth/contract';

import { onlineStatus } from '../network/useOnline.ts';
import { getToken } from '../session.ts';
import { fetchWithEarlyReads } from './earlyReads.ts';

function wasAborted(error: unknown, init: RequestInit | undefined): boolean {
  return init?.signal?.aborted === true || (error as { name?: unknown })?.name === 'AbortError';
}

/**
 * `fetch` that tells when a request could not reach the server at all (issue 19: a failed call
 * turns the app offline at once). A request the app aborted itself is not a network failure;
 * an answer, even a 5xx, is not either.
 */
export function reportingUnreachable(
  fetchImpl: typeof fetch,
  onUnreachable: () => void,
): typeof fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (!wasAborted(error, init)) onUnreachable();
      throw error;
    }
  };
}

/**
 * The typed API client: same-origin `/api`, the stored token (`hearth.token`) read on
 * every call; the first reads may already be on their way (earlyReads.ts). Screens reach it
 * through data hooks, never directly. A request that cannot reach the server tells the
 * online monitor.
 */
export function createHearthApi(
  fetchImpl: typeof fetch = fetchWithEarlyReads,
  onUnreachable: () => void = () => onlineStatus.reportUnreachable?.(),
): ApiClient {
  return createApiClient({ getToken, fetch: reportingUnreachable(fetchImpl, onUnreachable) });
}

export const api = createHearthApi();
