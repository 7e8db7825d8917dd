/**
 * Only one tab sends the outbox at a time (issue 19): two tabs sending the same entry would
 * apply nothing twice (the Idempotency-Key), but an entry merged in one tab while the other
 * sends it could. Web Locks where the browser has them; else a lease in local storage that a
 * tab renews while it sends and that lapses if the tab dies.
 */

export const OUTBOX_LOCK_NAME = 'hearth-outbox';
export const LEASE_KEY = 'hearth.outbox.lease';
export const LEASE_MS = 10_000;

/** Runs `work` holding the lock; resolves `false` without running it when another tab holds it. */
export type TabLock = (work: () => Promise<void>) => Promise<boolean>;

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

function webLocks(): LockManagerLike | null {
  const locks = (typeof navigator !== 'undefined' ? navigator.locks : undefined) as
    LockManagerLike | undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** The Web Locks lock: taken if free, else the round is skipped (the other tab is sending). */
export function webLock(locks: LockManagerLike): TabLock {
  return async (work) => {
    let ran = false;
    await locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      ran = true;
      await work();
    });
    return ran;
  };
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(window.localStorage.getItem(LEASE_KEY) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number'
      ? lease
      : null;
  } catch {
    return null;
  }
}

function writeLease(lease: Lease | null): void {
  try {
    if (lease) window.localStorage.setItem(LEASE_KEY, JSON.stringify(lease));
    else window.localStorage.removeItem(LEASE_KEY);
  } catch {
    // No storage: this tab is the only one that can send anyway.
  }
}

/** The fallback: a lease with an expiry, renewed every few seconds while the work runs. */
export function leaseLock(owner: string, now: () => number = Date.now): TabLock {
  return async (work) => {
    const held = readLease();
    if (held && held.owner !== owner && held.until > now()) return false;
    writeLease({ owner, until: now() + LEASE_MS });
    // Read back: of two tabs writing at once, the one whose write stayed goes on. Nothing read
    // back: no storage (private mode), so no other tab to share it with either.
    const kept = readLease();
    if (kept && kept.owner !== owner) return false;
    const renew = setInterval(() => writeLease({ owner, until: now() + LEASE_MS }), LEASE_MS / 3);
    try {
      await work();
    } finally {
      clearInterval(renew);
      if (readLease()?.owner === owner) writeLease(null);
    }
    return true;
  };
}

/** This tab's lock: Web Locks when available, else the lease. */
export function tabLock(owner: string): TabLock {
  const locks = webLocks();
  return locks ? webLock(locks) : leaseLock(owner);
}
