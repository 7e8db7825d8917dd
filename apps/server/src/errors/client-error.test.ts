import { connect } from 'node:net';

import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../test/app.ts';

const ctx = useTestApp();
let port: number;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.write(bytes);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers oversized headers with 431 in the error envelope', async () => {
    const response = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers).toContain('content-type: application/json');
    expect(JSON.parse(response.body)).toEqual({
      status: 431,
      ok: false,
      data: { code: 'BAD_REQUEST', message: 'The request headers are too large' },
    });
  });

  it('refuses a NUL in a header (the user agent is stored with a session) with 400', async () => {
    const body = '{"email":"a@example.com","password":"correct horse"}';
    const response = await rawRequest(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nUser-Agent: evil\u0000agent\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ ok: false, data: { code: 'BAD_REQUEST' } });
  });

  it('answers a request that is not HTTP with 400 in the error envelope', async () => {
    const response = await rawRequest('HELLO THERE\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 400,
      ok: false,
      data: { code: 'BAD_REQUEST' },
    });
  });
});
