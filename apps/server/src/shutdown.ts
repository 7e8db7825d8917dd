import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  signals?: NodeJS.Signals[];
  /** After this long the process exits with 1 even if requests are still running. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Stops the server cleanly on SIGTERM/SIGINT: stop accepting connections, let in-flight
 * requests finish, close the database (the app's onClose hooks), then exit 0. A second signal
 * or the timeout exits at once with 1.
 *
 * @returns the shutdown function, also callable directly.
 */
export function handleShutdown(app: FastifyInstance, options: ShutdownOptions = {}) {
  const { signals = ['SIGTERM', 'SIGINT'], timeoutMs = 10_000, exit = process.exit } = options;
  let stopping = false;
  let exited = false;
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      finish(1);
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: exiting');
      finish(1);
    }, timeoutMs);
    timer.unref();
    try {
      await app.close();
      app.log.info('server stopped');
      finish(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      finish(1);
    } finally {
      clearTimeout(timer);
    }
  }

  for (const signal of signals) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
