import { afterEach, describe, expect, it, vi } from 'vitest';

import { HEALTH_URL, probeHealth } from './healthProbe.ts';

describe('health probe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is online when /api/health answers 200', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":{"status":"ok"}}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await probeHealth()).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      HEALTH_URL,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('is offline on an error status or no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await probeHealth()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await probeHealth()).toBe(false);
  });
});
