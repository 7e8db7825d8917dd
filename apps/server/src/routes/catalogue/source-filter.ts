import type { SourceKeys } from '../../accounts/sources.ts';

/**
 * Keeps entries of the required sources and of the optional ones asked for; without a
 * `source` parameter every source is included (the device filters by the user's settings).
 */
export function bySources(sources: SourceKeys, wanted: readonly string[] | undefined) {
  if (wanted === undefined) return () => true;
  const allowed = new Set([...sources.required, ...wanted]);
  return (entry: { source: string }) => allowed.has(entry.source);
}
