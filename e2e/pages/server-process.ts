import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { APIRequestContext } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A server of the journey's own, started as `npm run serve` starts it (the built web app served
 * by it), on its own port and PGlite data directory, so it can be killed and started again
 * without touching the server the other journeys share.
 */
export class ServerProcess {
  readonly baseURL: string;
  readonly dataDir: string;
  private child: ChildProcess | null = null;
  private output = '';

  constructor(readonly port: number) {
    this.baseURL = `http://127.0.0.1:${port}`;
    this.dataDir = mkdtempSync(join(tmpdir(), 'e2e-sync-server-'));
  }

  /** Starts the server and waits until it answers its health check. */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.baseURL,
        LOG_LEVEL: 'warn',
        REGISTRATIONS_PER_HOUR: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        this.child = null;
        throw new Error(`the server stopped (${child.exitCode}):\n${this.output}`);
      }
      try {
        const answer = await fetch(`${this.baseURL}/api/health`);
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not start in ${timeoutMs} ms:\n${this.output}`);
  }

  /** Kills the server at once (SIGKILL: no shutdown, requests in flight cut off). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops the server gently (the end of the journey). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** What the server wrote, for a failure's message. */
  log(): string {
    return this.output;
  }

  /**
   * A verified account on this server: registered, verified through the link the server wrote
   * to its mail outbox (DATA_DIR/outbox/ without SMTP), signed in.
   */
  async createVerifiedAccount(
    request: APIRequestContext,
  ): Promise<{ email: string; password: string; token: string }> {
    const email = `sync-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const password = 'a sturdy password';
    const registered = await request.post(`${this.baseURL}/api/auth/register`, {
      data: { email, password },
    });
    if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
    const link = await this.verificationLink(email);
    const verified = await request.get(`${this.baseURL}/api${new URL(link).pathname}`);
    if (!verified.ok()) throw new Error(`verify: ${verified.status()}`);
    const login = await request.post(`${this.baseURL}/api/auth/login`, {
      data: { email, password },
    });
    const body = (await login.json()) as { data: { token: string } };
    return { email, password, token: body.data.token };
  }

  private async verificationLink(email: string): Promise<string> {
    const dir = join(this.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      let files: string[] = [];
      try {
        files = readdirSync(dir);
      } catch {
        // No mail yet.
      }
      for (const file of files) {
        const text = readFileSync(join(dir, file), 'utf8');
        if (!text.toLowerCase().includes(email.toLowerCase())) continue;
        const link = /https?:\/\/[^\s"'<>]+\/verify\/[A-Za-z0-9_-]+/.exec(text)?.[0];
        if (link) return link;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No verification e-mail to ${email} in ${dir}`);
  }
}
