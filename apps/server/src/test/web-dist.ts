import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Big enough to pass the compression threshold (1 KiB). */
export const INDEX_HTML = `<!doctype html><html><head><title>Hearth</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
export const ASSET_PATH = '/assets/index-3f2a1b9c.js';
/** A hashed asset with the build's .br and .gz copies beside it (apps/web/scripts/precompress.mjs). */
export const PRECOMPRESSED_ASSET_PATH = '/assets/sheet-5d6e7f80.js';
/** What its copies hold: not what the server would make of the file, so the test tells them apart. */
export const PRECOMPRESSED_COPY = 'console.log("the build\'s own compressed copy");';

/** A stand-in for the web app's build: index.html, a hashed asset, sw.js and the manifest. */
export function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, ASSET_PATH), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(
    join(dir, PRECOMPRESSED_ASSET_PATH),
    `console.log(${JSON.stringify('y'.repeat(2000))});`,
  );
  writeFileSync(
    join(dir, `${PRECOMPRESSED_ASSET_PATH}.br`),
    brotliCompressSync(PRECOMPRESSED_COPY),
  );
  writeFileSync(join(dir, `${PRECOMPRESSED_ASSET_PATH}.gz`), gzipSync(PRECOMPRESSED_COPY));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Hearth' }));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
