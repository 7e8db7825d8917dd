import v8 from 'node:v8';

import { PGlite } from '@electric-sql/pglite';

/** Every PGlite in the server comes from here, so the settings below always apply. */
export { PGlite };

/**
 * Keep the database's WebAssembly on V8's baseline compiler (Liftoff). By default V8 also
 * recompiles hot functions with its optimising compiler; for PGlite that costs ~60 MB of
 * resident memory and start-up CPU, while query throughput measured the same (the time goes
 * into the protocol and JavaScript glue, not the compiled SQL engine). Must run before PGlite
 * compiles its module, i.e. before the first `PGlite.create`. It also makes initdb ~15% faster.
 */
v8.setFlagsFromString('--liftoff-only');

/**
 * PostgreSQL settings for the embedded database, on top of PGlite's defaults (single-user
 * mode, no parallel workers). Measured on PGlite 0.5 (PostgreSQL 18), see README:
 *
 * - `shared_buffers` defaults to 128 MB, all of it inside the WebAssembly memory once touched;
 *   16 MB brings an idle server from ~340 MB to ~200 MB RSS (PGlite alone), which is plenty of
 *   cache for a small server's working set.
 * - No `statement_timeout`/`lock_timeout`: PGlite accepts them but never fires them (measured
 *   on 0.5: `pg_sleep(2)` under a 300 ms timeout ran 2 s). Its queries run inside this thread,
 *   so nothing in JavaScript can cancel one either, and with one connection there are no row
 *   locks held by others to wait for. The PostgreSQL driver has these limits (postgres.ts).
 * - `initialMemory` cannot go below the module's own minimum (128 MB, pages are only resident
 *   when touched), and `relaxedDurability` only changes IndexedDB syncing, so both stay default.
 */
export const PGLITE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];
