import { useEffect, useState } from 'react';

import type { ClientConfig } from '@hearth/contract';

import { getClientConfigCall } from './api/bootCalls.ts';
import { api } from './api/client.ts';

let pending: Promise<ClientConfig> | null = null;
/** The configuration once it arrived: a screen opened later shows it from its first render. */
let loaded: ClientConfig | undefined;

/**
 * The server's set-up (sign-in providers, analytics, community link), read once per visit
 * and shared by the screens and analytics. A failure is not remembered: the next caller tries again.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= api.call(getClientConfigCall).then(
    (config) => (loaded = config),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Tests start each case without a cached configuration. */
export function resetClientConfig(): void {
  pending = null;
  loaded = undefined;
}

/**
 * The configuration for a screen: undefined until it arrives (or when it cannot be read).
 * A plain hook over the shared promise rather than a query, so the landing page's footer does
 * not need the query library.
 */
export function useClientConfig(): { data: ClientConfig | undefined } {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (data) return;
    let mounted = true;
    loadClientConfig().then(
      (config) => mounted && setData(config),
      () => undefined, // Without it the screens fall back to their defaults.
    );
    return () => {
      mounted = false;
    };
  }, [data]);
  return { data };
}
