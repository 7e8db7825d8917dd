import { readFileSync } from 'node:fs';

import { defineProject } from 'vitest/config';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screens that render a whole catalogue list in jsdom and click through it take seconds on
    // a busy 2-core machine; waits inside the tests keep their own, shorter limits.
    testTimeout: 20_000,
  },
});
