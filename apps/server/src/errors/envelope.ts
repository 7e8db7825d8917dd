import type { ErrorEnvelope } from '@hearth/contract';
import type { FastifyReply } from 'fastify';

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
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error));
}
