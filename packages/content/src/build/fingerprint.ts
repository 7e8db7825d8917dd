import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A cheap fingerprint of the entry files (how many, and the newest change), so a compiled
 * build older than the entries is noticed instead of served. Several folders (entries, title
 * overlays) count as one; a folder that does not exist counts as empty.
 */
export function entriesFingerprint(...roots: (string | undefined)[]): string {
  let count = 0;
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        count += 1;
        newest = Math.max(newest, statSync(path).mtimeMs);
      }
    }
  };
  for (const root of roots) if (root !== undefined && existsSync(root)) walk(root);
  return `${count}:${Math.floor(newest)}`;
}
