// Starts the server: `node --import tsx apps/server/src/main.ts` (root `npm run serve`).
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from './config.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { createLogger } from './logger.ts';

function readConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start(config: Config, logger: FastifyBaseLogger): Promise<void> {
  // Opening the database (PGlite: about a second) overlaps with loading and building the app,
  // which only waits for it when it registers the database plugin.
  const opening = openDatabase(config.database, {
    onIdleError: (error) => logger.warn({ err: error }, 'database connection lost'),
  });
  // Awaited later; without a handler now, a failure while the app loads would be reported as
  // an unhandled rejection instead of reaching the catch below.
  opening.catch(() => {});
  try {
    const [{ buildApp }, { handleShutdown }] = await Promise.all([
      import('./app.ts'),
      import('./shutdown.ts'),
    ]);
    const app = await buildApp({ config, logger, db: opening });
    app.addHook('onClose', async () => {
      await (await opening).close();
      logger.info('database closed');
    });
    handleShutdown(app);
    await app.listen({ port: config.port, host: config.host });
    logger.info({ publicUrl: config.publicUrl }, 'Hearth is ready');
  } catch (error) {
    // An open PGlite keeps the process alive and its data directory locked: release it.
    await (await opening.catch(() => undefined))?.close();
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
try {
  await start(config, logger);
} catch (error) {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
}
