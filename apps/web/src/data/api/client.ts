import type { ApiClient } from '@hearth/contract';
import { createApiClient } from '@hearth/contract';

import { getToken } from '../session.ts';
import { fetchWithEarlyReads } from './earlyReads.ts';

/**
 * The typed API client: same-origin `/api`, the stored token (`hearth.token`) read on
 * every call; the first reads may already be on their way (earlyReads.ts). Screens reach it
 * through data hooks, never directly.
 */
export function createHearthApi(fetchImpl: typeof fetch = fetchWithEarlyReads): ApiClient {
  return createApiClient({ getToken, fetch: fetchImpl });
}

export const api = createHearthApi();
