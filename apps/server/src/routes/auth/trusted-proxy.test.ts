import { describe, expect, it } from 'vitest';

import { json } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Behind a reverse proxy every request comes from the proxy's address; the per-IP limit must
// count the client named in X-Forwarded-For, and only when the proxy is trusted.
const behindProxy = useTestApp({ env: { TRUST_PROXY: '10.9.0.1' } });

const failedLogin = (clientIp: string, n: number) =>
  behindProxy.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...json, 'x-forwarded-for': clientIp },
    payload: { email: `nobody${n}@example.com`, password: 'wrong password' },
    remoteAddress: '10.9.0.1',
  });

describe('per-IP sign-in delays behind a trusted proxy', () => {
  it('count each forwarded client on its own', async () => {
    const first = [];
    for (let i = 0; i < 22; i += 1) first.push((await failedLogin('203.0.113.7', i)).statusCode);
    // 20 accounts free, then a wait after each further one.
    expect(first).toEqual([...Array(21).fill(401), 429]);
    // Another client behind the same proxy does not wait for the first one's failures.
    expect((await failedLogin('203.0.113.8', 99)).statusCode).toBe(401);
  });
});
