import { createRequire } from 'node:module';

import type { Logger } from 'pino';
import { pino } from 'pino';

import type { LogLevel } from './config.ts';

/** pino-pretty is a development dependency: a production install may not have it. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Structured JSON logs for machines; pretty, coloured lines only when a person is watching a
 * terminal (pino-pretty runs in a worker thread, which a production server does not need).
 */
export function createLogger(level: LogLevel, terminal: boolean = process.stdout.isTTY): Logger {
  const pretty = terminal && prettyPrinterInstalled();
  return pino({
    level,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } }
      : {}),
  });
}
