import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A strong ETag for one answer of a catalogue store: its content version plus the query that
 * filtered it (parameters sorted, so their order does not matter).
 */
export function catalogueEtag(version: string, rawUrl: string): string {
  const query = new URL(rawUrl, 'http://x').searchParams;
  const sorted = [...query.entries()].sort(
    ([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y),
  );
  const filter = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
  return `"${version}-${filter}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers 304 without a body when the client already holds this version (a phone re-checking
 * its cached catalogue costs a few hundred bytes); otherwise marks the answer cacheable but
 * to be revalidated, since the version changes in place when content is edited.
 */
export function conditionalGet(version: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const etag = catalogueEtag(version, request.url);
    reply.header('etag', etag);
    reply.header('cache-control', 'public, no-cache');
    if (matches(request.headers['if-none-match'], etag)) {
      await reply.code(304).send();
    }
  };
}
