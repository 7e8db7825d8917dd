import type { BodyOf, telegramSignIn, User } from '@hearth/contract';
import { AUTH_MESSAGES } from '@hearth/contract';

import {
  googleSignInCall as googleSignIn,
  loginCall as login,
  logoutCall as logoutEndpoint,
  registerCall as register,
  resendVerificationCall as resendVerificationEndpoint,
  telegramSignInCall,
  verifyEmailCall as verifyEmailEndpoint,
} from '../api/authCalls.ts';
import { api } from '../api/client.ts';
import { flushOutbox } from '../characters/outbox.ts';
import { clearSession, setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { deviceTokenFor, rememberDeviceToken } from './knownDevices.ts';
import { applyUserLanguage } from './userLanguage.ts';
import { discardPendingSettings, flushPendingSettings } from './userSettings.ts';

export type TelegramPayload = BodyOf<typeof telegramSignIn>;

/** A sign-in answer without a token (spec §5: 'Token not found'). */
export class MissingTokenError extends Error {
  readonly code = 'TOKEN_MISSING';
  constructor() {
    super(AUTH_MESSAGES.tokenMissing);
    this.name = 'MissingTokenError';
  }
}

/** Stores the token and caches the user of a login, Google or Telegram answer. */
export async function completeSignIn(answer: { token?: string | null; user?: User }) {
  if (!answer.token) throw new MissingTokenError();
  setToken(answer.token);
  if (answer.user) setCurrentUser(answer.user);
  // Edits this account left unsent when it last signed out on this device.
  void flushOutbox();
  await applyUserLanguage(answer.user ?? null);
}

/**
 * Revokes the token on the server when it can be reached (a network failure is ignored:
 * the token is forgotten here either way), then clears token, user and active character.
 * Unsent character edits go first, while the token still works; those that cannot (offline)
 * stay in the outbox for this account's next sign-in.
 */
export async function logout(): Promise<void> {
  await flushOutbox();
  await flushPendingSettings();
  try {
    await api.call(logoutEndpoint);
  } catch {
    // Offline or already revoked: signing out on this device must still work.
  }
  discardPendingSettings();
  clearSession();
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST auth/login with this device's token for the account, if it kept one (a known device still
 * gets in while the account is under attack), then the session and the new token are stored.
 */
export async function signIn(credentials: Credentials): Promise<void> {
  const deviceToken = deviceTokenFor(credentials.email);
  const answer = await api.call(login, {
    body: { ...credentials, ...(deviceToken ? { device_token: deviceToken } : {}) },
  });
  if (answer.device_token) rememberDeviceToken(credentials.email, answer.device_token);
  await completeSignIn(answer);
}

/** POST auth/register; answers the address the verification e-mail went to. */
export async function signUp(credentials: Credentials): Promise<string> {
  const answer = await api.call(register, { body: credentials });
  return answer.email || credentials.email;
}

export async function resendVerification(email: string): Promise<void> {
  await api.call(resendVerificationEndpoint, { body: { email } });
}

export function verifyEmail(token: string) {
  return api.call(verifyEmailEndpoint, { params: { token } });
}

export async function signInWithGoogle(credential: string): Promise<void> {
  await completeSignIn(await api.call(googleSignIn, { body: { credential } }));
}

export async function signInWithTelegram(payload: TelegramPayload): Promise<void> {
  await completeSignIn(await api.call(telegramSignInCall, { body: payload }));
}
