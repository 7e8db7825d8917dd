import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf } from '../inventories/inventory-test-kit.ts';

const ctx = useTestApp();
const call = caller(() => ctx.app);
let token: string;
let character: Character;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'portrait@example.com');
  character = (await createFighter(() => ctx.app, token)).character;
});

/** Uploads a small PNG as the web client does and answers the URL the server gives back. */
async function uploadAvatar(): Promise<string> {
  const image = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#c84' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([image], { type: 'image/png' }), 'avatar.png');
  form.set('group', 'character');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/avatar',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ url: string }>(response).url;
}

const REFUSED = [
  'javascript:alert(document.cookie)',
  'https://tracker.example/pixel.gif?u=1',
  '//tracker.example/a.webp',
  'data:text/html,<script>alert(1)</script>',
  '/api/uploads/../auth/export',
  '/api/uploads/00000000-0000-0000-0000-000000000000.webp?x=https://tracker.example',
];

describe('a character avatar', () => {
  it('takes the URL of an image uploaded here', async () => {
    const url = await uploadAvatar();
    const updated = await call('POST', `/api/characters/${character.id}`, token, { avatar: url });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Character>(updated).avatar).toBe(url);
  });

  it.each(REFUSED)('refuses %s with 400 naming the field, on update and creation', async (url) => {
    const updated = await call('POST', `/api/characters/${character.id}`, token, { avatar: url });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({
      ok: false,
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.avatar' }] } },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: { ...bearer(token), ...json },
      payload: {
        name: 'Tracked',
        specie: 'human',
        background: 'soldier',
        classes: [{ id: 'fighter', level: 1 }],
        attributes: { str: 15, dex: 14, con: 13, int: 12, wis: 10, cha: 8 },
        hp: { current: 12, max: 12, max_mod: 0, temp: 0 },
        avatar: url,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.avatar' }] } },
    });
  });

  it('keeps the avatar when an update sends it empty (spec §5: empty fields are stripped)', async () => {
    const url = await uploadAvatar();
    await call('POST', `/api/characters/${character.id}`, token, { avatar: url });
    const updated = await call('POST', `/api/characters/${character.id}`, token, {
      avatar: '',
      name: 'Brienne',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Character>(updated).avatar).toBe(url);
  });
});
