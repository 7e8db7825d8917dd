import type { FastifyReply } from 'fastify';

import type { ErrorEnvelope } from '@hearth/contract';

import type { AppError } from './app-error.ts';

export function errorEnvelope(error: AppError): ErrorEnvelope {
  return {
    status: error.status,
    ok: false,
    data: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/** Answers with the error envelope (`{ status, ok: false, data: { code, message, details? } }`). */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  // A refused-for-now request says when to come back, in the body and the standard header.
  const retryAfter = error.details?.['retry_after_s'];
  const refusedForNow = error.code === 'RATE_LIMITED' || error.code === 'SERVICE_UNAVAILABLE';
  if (refusedForNow && typeof retryAfter === 'number') {
    reply.header('retry-after', String(retryAfter));
  }
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error));
}
