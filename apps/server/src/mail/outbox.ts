import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Mailer } from './mailer.ts';

/**
 * Without SMTP (development, tests, a first self-hosted start) each message becomes a JSON file
 * in `dir` (readable by the server's user only). The log names the file but never the address
 * or the link: a verification link is as good as the account.
 */
export function createOutboxMailer(dir: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      // The timestamp first, so a directory listing is in sending order.
      const file = join(dir, `${Date.now()}-${randomUUID()}.json`);
      await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
      log.info({ file }, `e-mail written: ${message.subject}`);
    },
    async close() {},
  };
}
