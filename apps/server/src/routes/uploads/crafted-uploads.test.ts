import { beforeAll, describe, expect, it } from 'vitest';

import { NUL_MESSAGE } from '../../http/input-guard.ts';
import { bearer, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp({ env: { UPLOAD_LIMIT: String(200 * 1024) } });
let token: string;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'crafter@example.com');
});

const BOUNDARY = 'hearth-boundary';
const part = (name: string, value: string, filename?: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`,
    ...(filename ? ['Content-Type: image/png'] : []),
    '',
    value,
  ].join('\r\n');

const send = (
  payload: string | Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/upload/avatar',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });

describe('a malformed multipart body', () => {
  it.each([
    ['cut short inside the file', `${part('file', 'abc', 'a.png')}`],
    ['with no closing boundary after a field', `${part('group', 'character')}\r\n`],
    ['that is not multipart at all', 'garbage'],
    ['with only a boundary', `--${BOUNDARY}\r\n`],
  ])('answers 400 in the envelope when %s', async (_name, payload) => {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      ok: false,
      data: { code: 'BAD_REQUEST' },
    });
  });

  it('answers 400 when the content type names no boundary', async () => {
    const response = await send(part('file', 'abc', 'a.png'), 'multipart/form-data');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, data: { code: 'BAD_REQUEST' } });
  });

  it('refuses a NUL character in the group name, naming the field', async () => {
    const payload = `${part('group', 'char\u0000acter')}\r\n${part('file', 'abc', 'a.png')}\r\n--${BOUNDARY}--\r\n`;
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.group', message: NUL_MESSAGE }] },
      },
    });
  });
});
