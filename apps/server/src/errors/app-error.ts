import type { ErrorCode, ErrorDetails } from '@hearth/contract';
import { defaultErrorMessage, errorStatus } from '@hearth/contract';

/**
 * A failure the client should hear about, named by a code of the contract's error catalogue.
 * The HTTP status comes from the catalogue; the message defaults to the catalogue's text.
 *
 * @example
 * throw new AppError('CHAR.NOT_FOUND');
 * throw new AppError('CONFLICT', 'The note changed on another device', { version: 4 });
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = defaultErrorMessage(code),
    readonly details?: ErrorDetails,
    /** Only for statuses the catalogue has no code for (a plugin's 408, 431…). */
    status: number = errorStatus(code),
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
  }
}

/**
 * A refused request with one field at fault: `path` as the client sent it (`body.quantity`),
 * `key` the rules' message key when the client can show its own words.
 */
export function invalidField(path: string, message: string, key?: string): AppError {
  return new AppError('VALIDATION', undefined, {
    fields: [{ path, message, ...(key ? { key } : {}) }],
  });
}
