// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the build, at
// the highest levels (done once here, not per request): the server sends them as they are
// (@fastify/static's preCompressed). Compressing each file on every request kept a phone's
// first visit waiting 100-300 ms per script while the server worked through 30 of them
// (issue 16). Run after `vite build`: node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** As @fastify/compress: smaller files are not worth an encoding. */
const THRESHOLD_BYTES = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const dist = process.argv[2] ?? 'dist';
let written = 0;
for (const path of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < THRESHOLD_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file itself would only cost the client decoding time.
  for (const [extension, copy] of [
    ['.br', brotli],
    ['.gz', gzip],
  ]) {
    if (copy.length >= content.length) continue;
    writeFileSync(path + extension, copy);
    written += 1;
  }
}
console.log(`precompress: ${written} files written under ${dist}`);
