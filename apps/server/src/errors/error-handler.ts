import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from './app-error.ts';
import { describeUnavailability } from './database-unavailable.ts';
import { sendError } from './envelope.ts';
import { toAppError } from './to-app-error.ts';

/** Logs a server fault with its stack (the request logger adds the request id) and hides it. */
export function replyToError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = toAppError(error);
  if (known) {
    // An outage is not a bug: one warning line per request, no stack trace.
    if (known.code === 'SERVICE_UNAVAILABLE') {
      request.log.warn({ cause: describeUnavailability(error) }, known.message);
    } else if (known.status >= 500) request.log.error({ err: error }, known.message);
    return sendError(reply, known);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, new AppError('INTERNAL'));
}

/**
 * Every error leaves in the envelope with a catalogue code: validation problems as VALIDATION
 * with the failing fields, client mistakes as 4xx, anything else as a generic INTERNAL.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyToError);
  },
  { name: 'hearth-error-handling' },
);
