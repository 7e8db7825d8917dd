import type { FastifyError, FastifySchemaValidationError } from 'fastify';

import type { ErrorCode, FieldError } from '@hearth/contract';

import { AppError } from './app-error.ts';
import { databaseUnavailableError } from './database-unavailable.ts';
import { foreignKeyViolationAsNotFound } from './foreign-key-violation.ts';

/** Names used in field paths for each part of a request ("body.email", "query.v"). */
const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Codes for the client errors Fastify raises itself, with messages a person can act on. */
const FRAMEWORK_ERRORS: Record<string, (error: FastifyError) => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('BAD_REQUEST', 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError(
      'BAD_REQUEST',
      'The request body is empty but its content type is application/json',
    ),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('BAD_REQUEST', 'The request body does not match its Content-Length'),
  FST_ERR_BAD_URL: () => new AppError('BAD_REQUEST', 'The URL is not valid'),
};

/** The catalogue code for other 4xx statuses raised by plugins. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'FAILED_AUTHENTICATION',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function fieldPath(part: string | undefined, instancePath: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  return [PART_NAMES[part ?? 'body'] ?? part ?? 'body', ...segments].join('.');
}

function validationError(
  validation: FastifySchemaValidationError[],
  part: string | undefined,
): AppError {
  const fields: FieldError[] = validation.map((issue) => ({
    path: fieldPath(part, issue.instancePath),
    message: issue.message ?? 'Invalid value',
  }));
  return new AppError('VALIDATION', undefined, { fields });
}

/**
 * Turns anything thrown while handling a request into the {@link AppError} to answer with, or
 * `null` when it is unexpected: a server fault, answered as INTERNAL and logged in full.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const unavailable = databaseUnavailableError(error);
  if (unavailable) return unavailable;
  const gone = foreignKeyViolationAsNotFound(error);
  if (gone) return gone;
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    return validationError(fastifyError.validation, fastifyError.validationContext);
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return known(fastifyError);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return new AppError(code, fastifyError.message || undefined, undefined, status);
  }
  return null;
}
