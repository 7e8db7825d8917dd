import { useSyncExternalStore } from 'react';

import { probeHealth } from './healthProbe.ts';
import type { OnlineMonitor } from './onlineStatus.ts';
import { createOnlineMonitor } from './onlineStatus.ts';

/** The app's one monitor; started by the bootstrap. */
export const onlineStatus: OnlineMonitor = createOnlineMonitor(probeHealth);

/** Whether the server can be reached; re-renders on every change. */
export function useOnline(monitor: OnlineMonitor = onlineStatus): boolean {
  return useSyncExternalStore(monitor.subscribe, monitor.get, monitor.get);
}
