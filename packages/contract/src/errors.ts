/**
 * The error catalogue: every code the API may answer with, its HTTP status and the
 * default English message. The web client translates codes through its own dictionary
 * and falls back to the message (spec platform §8).
 */
export const ERROR_CATALOGUE = {
  // Spec catalogue
  NOT_VERIFIED: { status: 403, message: 'Email is not verified' },
  WRONG_CREDENTIALS: { status: 401, message: 'Wrong credentials' },
  FAILED_AUTHENTICATION: { status: 401, message: 'Authentication failed' },
  'CHAR.NOT_FOUND': { status: 404, message: 'Character not found' },
  ALREADY_OF_CAMPAIGN: { status: 409, message: 'You are already a member of this campaign' },
  'CAMPAIGN.NOT_FOUND': { status: 404, message: 'The campaign does not exist' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  INVALID_LINK: { status: 400, message: 'This link is invalid or has expired' },
  PROVIDER_NOT_CONFIGURED: { status: 404, message: 'This sign-in method is not available' },
  // Generic
  VALIDATION: { status: 400, message: 'Some fields are not valid' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Server is not available. Please try again later' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function defaultErrorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
