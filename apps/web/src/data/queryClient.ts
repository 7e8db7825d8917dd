import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';

import { errorCodeOf } from '../i18n/errorText.ts';
import type { OnlineMonitor } from './network/onlineStatus.ts';

export interface QueryClientOptions {
  /** Spec §4: FAILED_AUTHENTICATION drops the token and sends the user to the root. */
  onAuthFailure?: () => void;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A client error will not fix itself; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** Server state (TanStack Query): one client per app, created at start. */
export function createQueryClient({ onAuthFailure }: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (errorCodeOf(error) === 'FAILED_AUTHENTICATION') onAuthFailure?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** Queries pause and resume with our online signal rather than the browser's alone. */
export function connectOnlineManager(monitor: OnlineMonitor): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(monitor.get());
    return monitor.subscribe(() => setOnline(monitor.get()));
  });
}
