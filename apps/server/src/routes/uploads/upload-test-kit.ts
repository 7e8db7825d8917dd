import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { bearer } from '../../test/accounts.ts';

/** A small PNG; `seed` varies its colour, so that each upload has bytes of its own. */
export const png = (width = 8, height = 8, seed = 0) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: seed % 256, b: 68 } },
  })
    .png()
    .toBuffer();

/** Posts an image as the web client does: multipart with the file and the avatar group. */
export async function postImage(app: FastifyInstance, token: string, image: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([image], { type: 'image/png' }), 'avatar.png');
  form.set('group', 'character');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/upload/avatar',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Uploads a small image and answers the URL it is served at. */
export async function uploadAvatar(app: FastifyInstance, token: string): Promise<string> {
  const response = await postImage(app, token, await png());
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: { url: string } }>().data.url;
}
