/** A fresh Idempotency-Key: a retried request is applied once (platform §7). */
export function requestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export const idempotent = () => ({ headers: { 'Idempotency-Key': requestId() } });
