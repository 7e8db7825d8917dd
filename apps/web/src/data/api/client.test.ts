import { describe, expect, it, vi } from 'vitest';

import { ApiError, getVersions } from '@hearth/contract';

import { setToken } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import { createHearthApi } from './client.ts';

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('API client', () => {
  it('sends the stored token and reads data from a success answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const fetchMock = answer(200, { data: { versions: { spells: 'a1' }, app_version: '0.1.0' } });
    const api = createHearthApi(fetchMock);

    const result = await api.call(getVersions, { query: { v: '0.1.0' } });

    expect(result).toEqual({ versions: { spells: 'a1' }, app_version: '0.1.0' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/versions?v=0.1.0');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer stored-token');
  });

  it('reads the token on every call', async () => {
    const fetchMock = answer(200, { data: { versions: {}, app_version: '0.1.0' } });
    const api = createHearthApi(fetchMock);
    await api.call(getVersions, {});
    setToken('fresh');
    await api.call(getVersions, {});
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).authorization,
    );
    expect(headers).toEqual([undefined, 'Bearer fresh']);
  });

  it('throws an ApiError carrying status, ok and data', async () => {
    const body = { status: 401, ok: false, data: { code: 'WRONG_CREDENTIALS', message: 'No' } };
    const api = createHearthApi(answer(401, body));

    const error = await api.call(getVersions, {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      ok: false,
      data: { code: 'WRONG_CREDENTIALS', message: 'No' },
    });
  });

  it('turns a network failure into status 0, SERVICE_UNAVAILABLE', async () => {
    const api = createHearthApi(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError())));
    const error = await api.call(getVersions, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, ok: false, data: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('tells the online monitor when a call could not reach the server', async () => {
    const unreachable = vi.fn();
    const offline = createHearthApi(
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
      unreachable,
    );
    const error = await offline.call(getVersions, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('an answer, even a server error, or a call the app aborted is not a lost connection', async () => {
    const unreachable = vi.fn();
    const failing = createHearthApi(answer(503, {}), unreachable);
    await failing.call(getVersions, {}).catch(() => undefined);

    const controller = new AbortController();
    const aborted = createHearthApi(
      vi.fn<typeof fetch>((_input, init) => {
        controller.abort();
        return Promise.reject(init?.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      }),
      unreachable,
    );
    await aborted.call(getVersions, {}, { signal: controller.signal }).catch(() => undefined);
    expect(unreachable).not.toHaveBeenCalled();
  });
});
