import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Flags that keep Chromium quiet and offline-safe in this sandbox (see the developers' brief). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
