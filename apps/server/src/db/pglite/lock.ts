import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Directories this process has open: a second open in the same process is refused too. */
const openHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims a PGlite data directory for this process. PGlite is PostgreSQL in single-user mode:
 * two processes on one directory would corrupt it, so a second server fails to start instead.
 * A lock left by a process that is gone (crash, kill -9) is taken over. A lock holding our own
 * pid is stale too: after a container restart the server often gets the same pid again.
 *
 * @returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (openHere.has(dir)) throw new Error(`${dir} is already open in this process`);
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `${dir} is in use by process ${owner}. Stop that server, or remove ${file} if none is running.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  openHere.add(dir);
  return () => {
    openHere.delete(dir);
    rmSync(file, { force: true });
  };
}
