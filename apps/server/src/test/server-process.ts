import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const TSX = pathToFileURL(require.resolve('tsx')).href;
const MAIN = new URL('../main.ts', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** Runs the real entry point (`node --import tsx src/main.ts`) with the given environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** The port Fastify reported listening on (the tests start servers with PORT=0). */
function listeningPort(output: string): number | null {
  const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
  return match ? Number(match[1]) : null;
}

/**
 * Waits until the server answers GET /api/health and returns its port; fails with the
 * server's output if it exits first or takes too long.
 */
export async function waitForHealth(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    const port = listeningPort(server.output());
    if (port !== null) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (response?.ok) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}
