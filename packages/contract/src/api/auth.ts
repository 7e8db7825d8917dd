import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './auth-rules.ts';

export {
  AUTH_MESSAGES,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './auth-rules.ts';

export const Email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  // `abort`: an empty field says only that it is required, not also that it is malformed.
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

export const Password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const LANGUAGES = ['en', 'ru'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/**
 * `sources` lists the ENABLED optional sources; required sources are always on and never
 * listed. The server drops empty strings and required keys, and refuses unknown keys.
 */
export const UserSettings = z
  .object({
    lang: Language.default('en'),
    sources: z.array(z.string().max(64)).max(200).default([]),
    navanim: z.boolean().default(true),
    navtext: z.boolean().default(true),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof UserSettings>;

/** Settings as sent by a client: any subset; empty source strings are dropped by the server. */
export const UserSettingsUpdate = z.object({
  lang: Language.optional(),
  sources: z.array(z.string().max(64)).max(200).optional(),
  navanim: z.boolean().optional(),
  navtext: z.boolean().optional(),
});

/** Permission 1: analytics off and the name-generator button shown (spec §3, §6). */
export const PERMISSION_NO_ANALYTICS = PERMISSIONS.noAnalytics;

export const User = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    avatar_color: z.string().nullable(),
    avatar_id: z.string().nullable(),
    settings: UserSettings,
    permissions: z.array(z.number().int()),
    verified: z.boolean(),
    has_password: z.boolean(),
    providers: z.array(z.enum(['google', 'telegram'])),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const Credentials = z.object({ email: Email, password: Password });
export const SessionResponse = z.object({ token: z.string(), user: User }).meta({ id: 'Session' });

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  summary: 'Create an account and send the verification e-mail',
  tags: ['auth'],
  auth: 'none',
  successStatus: 201,
  body: Credentials,
  response: z.object({ email: z.string() }),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    email: Email,
    // No length rule of its own (spec §5), only a bound on what is hashed to compare.
    password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(1024),
    /**
     * The `device_token` of this device's last sign-in to the account, when it kept one: a known
     * device still gets in while the account is throttled by an attack from elsewhere.
     */
    device_token: z.string().max(256).optional(),
  }),
  // The spec's session plus the device token to keep for the next sign-in.
  response: SessionResponse.extend({ device_token: z.string() }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the current session token',
  tags: ['auth'],
  response: z.object({ revoked: z.boolean() }),
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/auth/user',
  summary: 'The signed-in user',
  tags: ['auth'],
  response: User,
});

export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/auth/user',
  summary: "Update the signed-in user's settings",
  tags: ['auth'],
  body: z.object({ settings: UserSettingsUpdate }),
  response: User,
});

export const ProfileUpdate = z.object({
  name: z.string().trim().max(64).nullable().optional(),
  avatar_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #a1b2c3')
    .nullable()
    .optional(),
  avatar_id: z.string().trim().max(64).nullable().optional(),
});

/** Profile save (spec: 'campaign/user'): answers `{ user }`. */
export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/campaigns/user',
  summary: "Update the signed-in user's profile (name and avatar)",
  tags: ['auth'],
  body: ProfileUpdate,
  response: z.object({ user: User }),
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/auth/user',
  summary: 'Delete the account and all its data (password confirmation)',
  tags: ['auth'],
  body: z.object({
    password: z.string().max(PASSWORD_MAX).optional(),
    /** Accounts without a password confirm by typing their e-mail (or "DELETE" without one). */
    confirm: z.string().max(254).optional(),
  }),
  response: z.object({ deleted: z.literal(true) }),
});

export const exportAccount = defineEndpoint({
  method: 'GET',
  path: '/auth/export',
  summary: 'Everything stored about the signed-in user, as JSON',
  tags: ['auth'],
  response: z.record(z.string(), z.unknown()),
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/verify/:token',
  summary: 'Verify an e-mail address with the link sent after registration',
  tags: ['auth'],
  auth: 'none',
  params: z.object({ token: z.string().min(1).max(256) }),
  response: z.object({ verified: z.literal(true), email: z.string() }),
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/verify/resend',
  summary: 'Send a new verification link (same answer whether or not the address exists)',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ email: Email }),
  response: z.object({ sent: z.literal(true) }),
});

/** A content source (rulebook) as the settings screen lists it; `required` ones are always on. */
export const SourceInfo = z
  .object({
    key: z.string(),
    system: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    official: z.boolean(),
    required: z.boolean(),
    licence: z.string(),
    attribution: z.string(),
  })
  .meta({ id: 'SourceInfo' });
export type SourceInfo = z.infer<typeof SourceInfo>;

export const listSources = defineEndpoint({
  method: 'GET',
  path: '/sources',
  summary: 'The content sources; settings.sources lists the enabled optional ones',
  tags: ['catalogue'],
  auth: 'none',
  response: z.array(SourceInfo),
});

/** What the web client needs to know about this server's set-up, read once at start. */
export const ClientConfig = z
  .object({
    app_version: z.string(),
    google: z.object({ client_id: z.string() }).nullable(),
    telegram: z.object({ bot_name: z.string() }).nullable(),
    analytics: z.object({ url: z.string(), domain: z.string() }).nullable(),
    community_url: z.string().nullable(),
    /** How long a password-reset link works here (PASSWORD_RESET_TTL_MINUTES on the server). */
    password_reset_ttl_minutes: z.number().int().positive(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof ClientConfig>;

export const getClientConfig = defineEndpoint({
  method: 'GET',
  path: '/config',
  summary: 'Sign-in providers, analytics and community link configured on this server',
  tags: ['system'],
  auth: 'none',
  response: ClientConfig,
});

export const googleSignIn = defineEndpoint({
  method: 'POST',
  path: '/auth/google',
  summary: 'Sign in with a Google ID token',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    credential: z.string().min(1).max(8192),
    code: z.string().max(2048).optional(),
  }),
  response: SessionResponse,
});

/** Telegram's signed login payload (Login Widget); `hash` is checked with the bot token. */
export const TelegramLogin = z.object({
  id: z.union([z.number().int(), z.string().max(20).regex(/^\d+$/)]),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(256).optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: z.union([z.number().int(), z.string().max(20).regex(/^\d+$/)]),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

export const telegramSignIn = defineEndpoint({
  method: 'POST',
  path: '/auth/telegram',
  summary: "Sign in with Telegram's signed login payload",
  tags: ['auth'],
  auth: 'none',
  body: TelegramLogin,
  response: SessionResponse,
});
