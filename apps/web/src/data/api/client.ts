import type { ApiClient } from '@hearth/contract';
import { createApiClient } from '@hearth/contract';

import { getToken } from '../session.ts';

/**
 * The typed API client: same-origin `/api`, the stored token (`hearth.token`) read on
 * every call. Screens reach it through data hooks, never directly.
 */
export function createHearthApi(fetchImpl?: typeof fetch): ApiClient {
  return createApiClient({ getToken, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

export const api = createHearthApi();
