import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: unguessable, and safe in URLs and headers. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256 hashes: a leaked table holds nothing usable. A fast hash is
 * enough (unlike passwords) because the tokens carry 256 bits of entropy.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
