import { createServer } from 'node:net';

/**
 * A port nothing listens on now: benchmarks run side by side (or beside a developer's server)
 * never collide on a fixed number.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
