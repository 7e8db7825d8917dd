/**
 * A fresh Idempotency-Key: the server applies a request sent again under the same key once
 * (platform §7).
 */
export function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Request options carrying a fresh Idempotency-Key, for a mutating call. */
export const idempotent = () => ({ headers: { 'Idempotency-Key': requestId() } });
