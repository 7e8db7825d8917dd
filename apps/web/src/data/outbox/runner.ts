import type { ApiClient } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { getToken } from '../session.ts';
import { getCurrentUser } from '../user.ts';
import type { CommandHandler } from './commands.ts';
import { commandHandler, onCommandRegistered } from './commands.ts';
import {
  outboxEntries,
  outboxEntry,
  persistOutbox,
  putEntry,
  removeEntry,
  subscribeOutboxStore,
} from './outboxStore.ts';
import { rememberProcessed, startProcessedCleaning, wasProcessed } from './processed.ts';
import type { TabLock } from './tabLock.ts';
import type { OutboxEntry, Refusal } from './types.ts';

/** Spec §4: queued edits are sent this long after the connection returns. */
export const ONLINE_SYNC_DELAY_MS = 300;
/** Back-off after a failed attempt: 1 s, doubling, at most 30 s. */
export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** When another tab holds the lock, this one looks again after this long. */
export const LOCK_RETRY_MS = 1000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * Answers that will not change on a retry are refusals; a lapsed session (401), a timeout (408),
 * a rate limit (429), a server fault or no network might, so those are retried.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) return null;
  if ([401, 408, 429].includes(error.status)) return null;
  const fields = error.data.details?.fields;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(fields && fields.length > 0 ? { fields } : {}),
  };
}

export interface RoundOptions {
  keepalive?: boolean;
  client?: ApiClient;
  /** Sends entries still inside their debounce window too (an explicit flush: leaving, signing out). */
  all?: boolean;
  /**
   * The time the round counts as now for the debounce: a timer set for an entry's due time
   * passes it, so the entry is due when the timer fires even if the clock reads a little less.
   */
  asOf?: number;
}

export interface OutboxRunner {
  /** Runs a sending round now (after the one under way, if any). */
  flush(options?: RoundOptions): Promise<void>;
  /** Starts sending on its own: at start, when the connection returns, when entries fall due. */
  start(monitor: OnlineMonitor | null): () => void;
  /** Forgets the back-off (a player's "retry"): the next round goes at once. */
  clearBackoff(): void;
  /**
   * Sets the timer for the next round (an entry falling due, the back-off ending). Queuing an
   * edit calls it, so edits go out after their debounce even before `start` (as they always
   * did); `start` adds the connection, the hidden page and other tabs' changes. `justQueued`:
   * the entry an edit just changed, which waits its kind's whole delay from now.
   */
  wake(justQueued?: OutboxEntry): void;
  /**
   * Wakes on every change of the store and every kind registered (an entry put by a migration or
   * by another tab, a handler that arrives late). Called again after the store is reset.
   */
  watch(): void;
  /** For tests: forgets the back-off and the timer. */
  reset(): void;
}

type Outcome = 'done' | 'failed';

/**
 * The runner (issue 19): sends the signed-in account's entries one request at a time in `seq`
 * order, holding the tab lock. An entry still inside its kind's debounce window waits, and so do
 * the later entries of the same target (they build on it); other targets go on. A network
 * failure or a retryable answer ends the round and backs off; a refusal marks the entry and the
 * round goes on (with base values, later entries do not depend on the refused one).
 */
export function createOutboxRunner(lock: TabLock, defaultClient: () => ApiClient): OutboxRunner {
  let monitor: OnlineMonitor | null = null;
  let blockedUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let queued: { options: RoundOptions; promise: Promise<void>; resolve: () => void } | null = null;

  const online = () => monitor?.get() ?? true;

  function pickNext(
    userId: string,
    now: number,
    options: RoundOptions,
    tried: Set<string>,
  ): [OutboxEntry, CommandHandler] | null {
    const held = new Set<string>();
    for (const entry of outboxEntries()) {
      if (entry.userId !== userId || entry.status === 'refused' || tried.has(entry.id)) continue;
      const record = `${entry.kind}:${entry.target}`;
      if (held.has(record)) continue;
      const handler = commandHandler(entry.kind);
      const waiting = !options.all && now - entry.updatedAt < (handler?.delay ?? 0);
      if (!handler || waiting) {
        held.add(record);
        continue;
      }
      return [entry, handler];
    }
    return null;
  }

  /** Removes the entry the answer was for, unless it changed meanwhile (a newer body stays). */
  function removeIfUnchanged(sent: OutboxEntry): void {
    const current = outboxEntry(sent.id);
    if (current && current.revision === sent.revision) removeEntry(sent.id);
  }

  async function sendOne(
    entry: OutboxEntry,
    handler: CommandHandler,
    options: RoundOptions,
  ): Promise<Outcome> {
    if (wasProcessed(entry.id)) {
      // Confirmed earlier (by a tab that closed before removing it, or by another tab).
      removeIfUnchanged(entry);
      return 'done';
    }
    const sending: OutboxEntry = { ...entry, status: 'sending' };
    putEntry(sending);
    // At once, not after the paint: another tab must not merge into an entry on its way.
    persistOutbox();
    try {
      const answer = await handler.send(sending, {
        client: options.client ?? defaultClient(),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      rememberProcessed(entry.id);
      removeIfUnchanged(entry);
      persistOutbox();
      handler.confirmed?.(sending, answer);
      return 'done';
    } catch (error) {
      const current = outboxEntry(entry.id);
      const refusal = refusalOf(error);
      if (refusal) {
        if (current) putEntry({ ...current, status: 'refused', refusal });
        handler.refused?.(current ?? sending, refusal);
        return 'done';
      }
      const attempts = (current?.attempts ?? entry.attempts) + 1;
      if (current) putEntry({ ...current, status: 'pending', attempts });
      blockedUntil = Date.now() + backoffMs(attempts);
      // A failed call turns the app offline at once (the monitor re-checks the server); a fault
      // answered by a proxy in front of a stopped server counts as one too.
      if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) {
        void monitor?.check();
      }
      return 'failed';
    }
  }

  async function round(options: RoundOptions): Promise<void> {
    const userId = getCurrentUser()?.id;
    if (!userId || !getToken()) return;
    const ran = await lock(async () => {
      const tried = new Set<string>();
      for (;;) {
        // Signed out (or another account signed in) during the round: its entries wait.
        if (getCurrentUser()?.id !== userId || !getToken()) break;
        const next = pickNext(userId, Math.max(Date.now(), options.asOf ?? 0), options, tried);
        if (!next) break;
        tried.add(next[0].id);
        if ((await sendOne(next[0], next[1], options)) === 'failed') break;
      }
      persistOutbox();
    });
    if (!ran) blockedUntil = Math.max(blockedUntil, Date.now() + LOCK_RETRY_MS);
  }

  function flush(options: RoundOptions = {}): Promise<void> {
    // The browser has no network at all: no request is tried (none could arrive); what waits
    // goes when the connection returns (the monitor's online event, 300 ms later).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
    if (!running) {
      running = round(options)
        .catch((error: unknown) => console.error('outbox round failed', error))
        .finally(() => {
          running = null;
          const next = queued;
          queued = null;
          if (next) void flush(next.options).then(next.resolve);
          else wake();
        });
      return running;
    }
    if (queued) {
      queued.options = {
        all: queued.options.all || options.all,
        keepalive: queued.options.keepalive || options.keepalive,
        client: options.client ?? queued.options.client,
        asOf: Math.max(queued.options.asOf ?? 0, options.asOf ?? 0),
      };
      return queued.promise;
    }
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    queued = { options, promise, resolve };
    return promise;
  }

  /** Sets the timer for the next round of its own: when the back-off ends or an entry falls due. */
  function wake(justQueued?: OutboxEntry): void {
    clearTimeout(timer);
    timer = undefined;
    if (running || !online()) return;
    const userId = getCurrentUser()?.id;
    if (!userId) return;
    const now = Date.now();
    // The entry falling due first: in how long (for the timer) and at what time (for the round).
    let dueIn = Infinity;
    let dueAt = 0;
    for (const entry of outboxEntries()) {
      if (entry.userId !== userId || entry.status === 'refused') continue;
      const handler = commandHandler(entry.kind);
      if (!handler) continue;
      const delay = handler.delay ?? 0;
      // An entry changed just now waits its whole delay, as the player expects from the tap on.
      const left = entry.id === justQueued?.id ? delay : entry.updatedAt + delay - now;
      if (left < dueIn) {
        dueIn = left;
        dueAt = entry.updatedAt + delay;
      }
    }
    if (dueIn === Infinity) return;
    timer = setTimeout(
      () => {
        if (online()) void flush({ asOf: dueAt });
      },
      Math.max(0, dueIn, blockedUntil - now),
    );
  }

  function start(nextMonitor: OnlineMonitor | null): () => void {
    monitor = nextMonitor;
    let wasOnline = online();
    let onlineTimer: ReturnType<typeof setTimeout> | undefined;
    const stopMonitor = monitor?.subscribe(() => {
      const now = online();
      if (now && !wasOnline) {
        clearTimeout(onlineTimer);
        onlineTimer = setTimeout(() => {
          // The connection is back: no reason to wait out a back-off from while it was gone.
          blockedUntil = 0;
          void flush();
        }, ONLINE_SYNC_DELAY_MS);
      } else if (!now) wake();
      wasOnline = now;
    });
    // Leaving or hidden (a phone may kill a hidden tab): what waits goes now, debounce aside,
    // in requests that outlive the page.
    const onLeave = () => {
      if (online()) void flush({ all: true, keepalive: true });
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    const stopCleaning = startProcessedCleaning();
    wake();
    return () => {
      clearTimeout(timer);
      clearTimeout(onlineTimer);
      stopMonitor?.();
      stopCleaning();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      monitor = null;
    };
  }

  let unwatch: (() => void) | null = null;
  function watch(): void {
    unwatch?.();
    const stopStore = subscribeOutboxStore(() => wake());
    const stopCommands = onCommandRegistered(() => wake());
    unwatch = () => {
      stopStore();
      stopCommands();
    };
  }

  return {
    flush,
    watch,
    start,
    clearBackoff() {
      blockedUntil = 0;
      wake();
    },
    wake,
    reset() {
      blockedUntil = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
