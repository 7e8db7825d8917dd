import { z } from 'zod';

import { ERROR_CODES } from './errors.ts';

/** One field-level problem of a VALIDATION error: where it is and what is wrong. */
export const FieldError = z.object({
  path: z.string().meta({ description: 'Dotted path of the field, e.g. "body.email"' }),
  message: z.string(),
  /** A rules problem's key and parameters, for clients that translate them. */
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ErrorDetails = z
  .object({ fields: z.array(FieldError).optional() })
  .catchall(z.unknown());
export type ErrorDetails = z.infer<typeof ErrorDetails>;

export const ErrorData = z.object({
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  details: ErrorDetails.optional(),
});

/** Every non-2xx answer: `{ status, ok: false, data: { code, message, details? } }`. */
export const ErrorEnvelope = z
  .object({ status: z.number().int(), ok: z.literal(false), data: ErrorData })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Every 2xx answer: `{ data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
