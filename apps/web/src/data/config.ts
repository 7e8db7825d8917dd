import { useQuery } from '@tanstack/react-query';

import type { ClientConfig } from '@hearth/contract';

import { getClientConfigCall } from './api/bootCalls.ts';
import { api } from './api/client.ts';

let pending: Promise<ClientConfig> | null = null;

/**
 * The server's set-up (sign-in providers, analytics, community link), read once per visit
 * and shared by the screens and analytics. A failure is not remembered: the next caller tries again.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= api.call(getClientConfigCall).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests start each case without a cached configuration. */
export function resetClientConfig(): void {
  pending = null;
}

export function useClientConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: loadClientConfig,
    staleTime: Infinity,
    retry: false,
  });
}
