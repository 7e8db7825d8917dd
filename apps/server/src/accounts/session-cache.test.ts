import { describe, expect, it } from 'vitest';

import { createSessionCache } from './session-cache.ts';
import type { UserRow } from './users-repository.ts';

const user = (id: string) => ({ id }) as UserRow;
const session = (sessionId: string, userId: string) => ({
  sessionId,
  user: user(userId),
  createdAt: new Date(0),
  lastUsedAt: new Date(0),
  expiresAt: new Date(8.64e15),
});

function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('the session cache', () => {
  it('trusts a looked-up session for its time, then asks again', () => {
    const time = clock();
    const cache = createSessionCache(5_000, time.now);
    cache.set('hash-a', session('s1', 'u1'), cache.begin());
    time.advance(4_999);
    expect(cache.get('hash-a')?.sessionId).toBe('s1');
    time.advance(1);
    expect(cache.get('hash-a')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = createSessionCache(5_000, clock().now);
    cache.set('a', session('s1', 'u1'), cache.begin());
    cache.set('b', session('s2', 'u1'), cache.begin());
    cache.set('c', session('s3', 'u2'), cache.begin());
    cache.forget({ sessionId: 's1' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.sessionId).toBe('s2');
    cache.forget({ userId: 'u1' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.sessionId).toBe('s3');
  });

  it('keeps no answer read while a session was being forgotten (it may be the revoked one)', () => {
    const cache = createSessionCache(5_000, clock().now);
    const begun = cache.begin();
    // ...the database read is under way when a logout forgets the session...
    cache.forget({ sessionId: 's1' });
    cache.set('a', session('s1', 'u1'), begun);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when its time is zero', () => {
    const cache = createSessionCache(0, clock().now);
    cache.set('a', session('s1', 'u1'), cache.begin());
    expect(cache.get('a')).toBeUndefined();
  });
});
