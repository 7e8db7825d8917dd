import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

// The config is evaluated again in each worker; the environment carries the first choice over.
process.env.E2E_PORT ??= String(4300 + (process.pid % 500));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hearth-e2e-'));
// Traces of failed tests: a folder per run, so two runs side by side do not clear each other's.
process.env.E2E_RESULTS_DIR ??= mkdtempSync(join(tmpdir(), 'hearth-e2e-results-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: apt-get install -y chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_RESULTS_DIR,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(tmpdir(), 'hearth-e2e.json') },
    ],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        channel: undefined,
      },
    },
  ],
  // The production build served exactly as `npm start` serves it, on a throwaway data dir.
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every journey registers its own accounts from this one address.
      REGISTRATIONS_PER_HOUR: '100000',
    },
  },
});
