import { useQuery } from '@tanstack/react-query';

import type { SourceInfo } from '@hearth/contract';

import { api } from './api/client.ts';
import { listSourcesCall } from './api/inventoryCalls.ts';

export type { SourceInfo } from '@hearth/contract';

export function useSources() {
  return useQuery({ queryKey: ['sources'], queryFn: () => api.call(listSourcesCall) });
}

/** Required (core) sources are always on (spec §6); the others when listed in settings. */
export function isSourceEnabled(source: SourceInfo, enabled: readonly string[]): boolean {
  return source.required || enabled.includes(source.key);
}
