import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { AppError } from './app-error.ts';
import { errorEnvelope } from './envelope.ts';

/** What Node's HTTP parser refuses before Fastify sees a request, as the client should hear it. */
function clientErrorOf(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new AppError('BAD_REQUEST', 'The request headers are too large', undefined, 431);
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError('BAD_REQUEST', 'The request took too long to arrive', undefined, 408);
  }
  return new AppError('BAD_REQUEST', 'The request could not be read as HTTP');
}

/**
 * Answers a request the HTTP parser refused (oversized headers: 431, too slow: 408, broken:
 * 400) in the API's error envelope like every other error, then closes the connection, which
 * cannot carry another request. Replaces Fastify's default, whose body has another shape.
 */
export function replyToClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = clientErrorOf(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(refusal));
    socket.write(
      [
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
