import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file clones it (src/test/).
    globalSetup: ['./src/test/global-setup.ts'],
    // Cloning a database and spawning the real server take seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
