import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, getCharacter } from '@hearth/contract';

import { makeCharacter } from '../../test/characterFixture.ts';
import { characterReadApi, forgetConditionalReads } from './conditionalReads.ts';

/** A server that answers the character with an ETag, and 304 when it is sent back. */
function server() {
  let character = makeCharacter({ id: 'c1' });
  let etag = '"v1"';
  const seen: (string | null)[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const sent = new Headers(init.headers).get('if-none-match');
    seen.push(sent);
    if (!url.pathname.startsWith('/api/characters/c1')) {
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }
    if (sent === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json({ data: character }, { headers: { etag } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    change(next: ReturnType<typeof makeCharacter>, nextEtag: string) {
      character = next;
      etag = nextEtag;
    },
  };
}

const read = () => characterReadApi.call(getCharacter, { params: { id: 'c1' } });

afterEach(() => {
  forgetConditionalReads();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('conditional character reads', () => {
  it('sends the ETag back and answers the kept character on a 304', async () => {
    const api = server();
    const first = await read();
    const again = await read();
    expect(api.seen).toEqual([null, '"v1"']);
    expect(again).toEqual(first);
    expect(again.name).toBe('Brienne');
  });

  it('answers the changed character once the server has a new one', async () => {
    const api = server();
    await read();
    api.change(makeCharacter({ id: 'c1', name: 'Ember' }), '"v2"');
    expect((await read()).name).toBe('Ember');
    expect(await read()).toMatchObject({ name: 'Ember' });
    expect(api.seen).toEqual([null, '"v1"', '"v2"']);
  });

  it('never sends one account’s ETag for another', async () => {
    const api = server();
    localStorage.setItem('hearth.token', 'alice');
    await read();
    localStorage.setItem('hearth.token', 'bob');
    await read();
    expect(api.seen).toEqual([null, null]);
  });

  it('passes errors through as before', async () => {
    server();
    await expect(
      characterReadApi.call(getCharacter, { params: { id: 'c2' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
