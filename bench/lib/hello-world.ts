import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

import { REPO_ROOT } from './server-process.ts';

/**
 * The yardstick: a bare Fastify route answering `{ hello: 'world' }`, in a process of its own
 * like the real server, so that both share the machine with autocannon the same way.
 */
const SCRIPT = `
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send('ready'));
`;

export interface HelloWorld {
  url: string;
  /** Its process id, to read the CPU time it used. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export function startHelloWorld(port: number): Promise<HelloWorld> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SCRIPT], {
    // Run from the server's folder so that `require('fastify')` finds the server's own Fastify.
    cwd: `${REPO_ROOT}apps/server`,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
    child.once('message', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}
