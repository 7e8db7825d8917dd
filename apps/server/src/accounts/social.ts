import type { FastifyInstance } from 'fastify';

import type { GoogleIdentity } from '../auth/google.ts';
import type { TelegramPayload } from '../auth/telegram.ts';
import { AppError } from '../errors/app-error.ts';
import type { UserRow } from './users-repository.ts';
import { isUniqueViolation } from './users-repository.ts';

/** Turns a race on a unique index (two first sign-ins at once) into a retryable refusal. */
function conflictOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Please try signing in again');
  throw error;
}

/**
 * The account of a Google identity: the one already linked to it, else the one with its
 * (Google-verified) e-mail, which gets linked, else a new, verified account.
 */
export async function accountForGoogle(
  app: FastifyInstance,
  identity: GoogleIdentity & { verifiedEmail: string },
): Promise<UserRow> {
  const { users } = app.accounts;
  const linked = await users.byGoogleId(identity.googleId);
  if (linked) return linked;
  const byEmail = await users.byEmail(identity.verifiedEmail);
  if (byEmail) {
    // Never re-point an account already linked to another Google account.
    if (byEmail.googleId) throw new AppError('FAILED_AUTHENTICATION');
    return users
      .update(byEmail.id, {
        googleId: identity.googleId,
        // Google vouched for the address, which is what verification proves.
        emailVerifiedAt: byEmail.emailVerifiedAt ?? app.now(),
      })
      .catch(conflictOnRace);
  }
  return users
    .create({
      email: identity.verifiedEmail,
      googleId: identity.googleId,
      name: identity.name,
      emailVerifiedAt: app.now(),
    })
    .catch(conflictOnRace);
}

/** The account of a Telegram user: linked by Telegram id, or created (without an e-mail). */
export async function accountForTelegram(
  app: FastifyInstance,
  payload: TelegramPayload,
): Promise<UserRow> {
  const telegramId = String(payload.id);
  const linked = await app.accounts.users.byTelegramId(telegramId);
  if (linked) return linked;
  const name =
    [payload.first_name, payload.last_name].filter(Boolean).join(' ').trim() ||
    payload.username ||
    null;
  return app.accounts.users
    .create({ telegramId, name: name?.slice(0, 64) ?? null })
    .catch(conflictOnRace);
}
