import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { bearer, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp({ env: { UPLOAD_LIMIT: String(200 * 1024) } });
let token: string;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'painter@example.com');
});

/** A multipart body as a browser sends it, with the file and the optional fields. */
async function multipart(file: Buffer, fields: Record<string, string> = {}, type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([file], { type }), 'upload.png');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const upload = async (kind: string, body: Awaited<ReturnType<typeof multipart>>, auth = true) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${kind}`,
    headers: { ...body.headers, ...(auth ? bearer(token) : {}) },
    payload: body.payload,
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('re-encodes an avatar to the asked square and serves it', async () => {
    const response = await upload(
      'avatar',
      await multipart(await png(300, 200), { group: 'character', width: '128', height: '128' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { url, width, height } = response.json<{
      data: { url: string; width: number; height: number };
    }>().data;
    expect([width, height]).toEqual([128, 128]);
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 128, 128]);
  });

  it('fits large images within 2048 px without a size asked', async () => {
    const response = await upload('map', await multipart(await png(4000, 1000)));
    expect(response.json<{ data: { width: number; height: number } }>().data).toMatchObject({
      width: 2048,
      height: 512,
    });
  });

  it('refuses what is not an image, files over the limit, unknown kinds and strangers', async () => {
    const text = await upload(
      'avatar',
      await multipart(Buffer.from('<svg onload=alert(1)>'), {}, 'image/png'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json<{ data: { code: string } }>().data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const noise = Buffer.alloc(300 * 1024, 7);
    const large = await upload('avatar', await multipart(noise));
    expect(large.statusCode).toBe(413);
    expect(large.json<{ data: { code: string } }>().data.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await upload('spaceship', await multipart(await png(8, 8)))).statusCode).toBe(400);
    expect((await upload('avatar', await multipart(await png(8, 8)), false)).statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/avatar',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('serves nothing outside the uploads', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/uploads/..%2Fconfig.json' })).statusCode,
    ).toBe(404);
    const missing = '00000000-0000-0000-0000-000000000000.webp';
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/uploads/${missing}` })).statusCode,
    ).toBe(404);
  });
});
