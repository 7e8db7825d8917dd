import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { Email, Password, PASSWORD_MAX } from './auth.ts';

export { ACCOUNT_SECURITY_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from './auth-rules.ts';

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password',
  summary: 'Change (or, for a social-only account, set) the password; every other session is ended',
  tags: ['auth'],
  body: z.object({
    /** Required when the account already has a password. */
    current_password: z.string().max(PASSWORD_MAX).optional(),
    new_password: Password,
  }),
  response: z.object({ changed: z.literal(true), ended_sessions: z.number().int() }),
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password/forgot',
  summary:
    'E-mail a single-use password-reset link (same answer whether or not the address exists)',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: Email }),
  response: z.object({ sent: z.literal(true) }),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password/reset',
  summary: 'Set a new password with a reset link; every session of the account is ended',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ token: z.string().min(1).max(256), password: Password }),
  response: z.object({ reset: z.literal(true), email: z.string() }),
});

export const SessionInfo = z
  .object({
    id: z.string(),
    /** A short readable device name made from the user agent, e.g. "Chrome on Android". */
    device: z.string(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
    /** When the session ends at the latest (absolute lifetime), whatever its use. */
    expires_at: z.string(),
    /** The session making this request. */
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/auth/sessions',
  summary: 'The signed-in devices of the user, most recently used first',
  tags: ['auth'],
  response: z.object({ sessions: z.array(SessionInfo) }),
});

export const revokeSession = defineEndpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  summary: 'Sign one device out (404 for a session that is not the user’s)',
  tags: ['auth'],
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ revoked: z.literal(true) }),
});

export const logoutEverywhere = defineEndpoint({
  method: 'POST',
  path: '/auth/logout-everywhere',
  summary: 'End every session of the user, this one included',
  tags: ['auth'],
  response: z.object({ revoked: z.number().int() }),
});
