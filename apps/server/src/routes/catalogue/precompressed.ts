import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Encodings served ready-made; others are left to the compress plugin. */
export type Precompressed = 'br' | 'gzip';

/** One answer's bytes as JSON and, where smaller, compressed once with each encoding. */
export interface EncodedBody {
  identity: Buffer;
  encoded: Partial<Record<Precompressed, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality: the spells store (378 KB of JSON) takes ~0.2 s at 9 for 70 KB, ~2 s at the
 * maximum (11) for 64 KB — too long for the first request after a start or an edit to wait.
 * The compress plugin used 4 per request; gzip gives 84 KB.
 */
const BROTLI_QUALITY = 9;

/**
 * Compresses an answer once (it is served many times): zlib runs on libuv's thread pool, so
 * requests keep being answered meanwhile.
 */
export async function precompress(json: string): Promise<EncodedBody> {
  const identity = Buffer.from(json);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const encoded: EncodedBody['encoded'] = {};
  if (br.length < identity.length) encoded.br = br;
  if (gz.length < identity.length) encoded.gzip = gz;
  return { identity, encoded };
}

/**
 * The ready-made encoding an `Accept-Encoding` header prefers (RFC 9110 §12.5.3): the highest
 * q-value above 0, Brotli on a tie; `*` stands for any encoding not named; `x-gzip` is gzip.
 * Null: neither is acceptable.
 */
export function preferredEncoding(header: string | undefined): Precompressed | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Precompressed) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}
