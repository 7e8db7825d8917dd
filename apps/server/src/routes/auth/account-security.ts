import type { FastifyInstance } from 'fastify';

import {
  ACCOUNT_SECURITY_MESSAGES,
  AUTH_MESSAGES,
  changePassword,
  forgotPassword,
  listSessions,
  logoutEverywhere,
  resetPassword,
  revokeSession,
} from '@hearth/contract';

import { ACCOUNT_SECURITY_LIMITS } from '../../accounts/account-security-limits.ts';
import { refuseCommonPassword } from '../../accounts/common-passwords.ts';
import {
  mailResetLinkInBackground,
  resetMailsSettled,
} from '../../accounts/password-reset-mail.ts';
import { toSessionInfo } from '../../accounts/session-info.ts';
import { normaliseEmail } from '../../accounts/users-repository.ts';
import type { Config } from '../../config.ts';
import { AppError, invalidField } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clientAddress } from '../../rate-limit/client-address.ts';
import { consume, refuseIfExhausted } from '../../rate-limit/limits.ts';

/** Changing and resetting the password, the list of signed-in devices, signing out everywhere. */
export function accountSecurityRoutes(app: FastifyInstance, config: Config) {
  const { users, sessions, verification } = app.accounts;
  const limits = ACCOUNT_SECURITY_LIMITS;

  registerEndpoint(app, changePassword, async ({ body, request }) => {
    const user = request.user!;
    await refuseCommonPassword(body.new_password, 'body.new_password');
    // A social-only account has no password to confirm: this sets its first one.
    if (user.passwordHash) {
      if (!body.current_password) {
        throw invalidField('body.current_password', AUTH_MESSAGES.passwordRequired);
      }
      const failuresKey = `password-change-fail:user:${user.id}`;
      await refuseIfExhausted(app.rateLimiter, failuresKey, limits.changePasswordFailuresPerUser);
      if (!(await app.passwords.verify(user.passwordHash, body.current_password))) {
        await app.rateLimiter.hit(failuresKey, limits.changePasswordFailuresPerUser.windowS);
        throw invalidField('body.current_password', ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong);
      }
      await app.rateLimiter.reset(failuresKey);
      if (body.new_password === body.current_password) {
        throw invalidField('body.new_password', ACCOUNT_SECURITY_MESSAGES.passwordUnchanged);
      }
    }
    await users.update(user.id, { passwordHash: await app.passwords.hash(body.new_password) });
    // Whoever knew the old password is signed out everywhere but here, and a reset link sent
    // before the change no longer undoes it.
    await verification.revokeUnused(user.id, 'reset_password');
    const ended = await sessions.revokeAll(user.id, request.sessionId);
    return { changed: true as const, ended_sessions: ended };
  });

  registerEndpoint(app, forgotPassword, async ({ body, request }) => {
    const email = normaliseEmail(body.email);
    await consume(
      app.rateLimiter,
      `reset:ip:${clientAddress(request.ip)}`,
      limits.resetRequestsPerIp,
    );
    await consume(app.rateLimiter, `reset:email:${email}`, limits.resetMailsPerEmail);
    mailResetLinkInBackground(app, request.log, email, {
      publicUrl: config.publicUrl,
      ttlMinutes: config.passwordResetTtlMinutes,
    });
    // Same answer, at the same moment, whether or not the address has an account.
    return { sent: true as const };
  });

  registerEndpoint(app, resetPassword, async ({ body }) => {
    // Checked before the token is spent, so a refused password leaves the link usable.
    await refuseCommonPassword(body.password, 'body.password');
    const userId = await verification.consume(body.token, 'reset_password');
    const user = userId ? await users.byId(userId) : null;
    if (!user?.email) throw new AppError('INVALID_LINK');
    await users.update(user.id, {
      passwordHash: await app.passwords.hash(body.password),
      // The link reached the inbox, which proves the address as well as a verification link.
      ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: app.now() }),
    });
    await verification.revokeUnused(user.id, 'reset_password');
    await sessions.revokeAll(user.id);
    return { reset: true as const, email: user.email };
  });

  registerEndpoint(app, listSessions, async ({ request }) => {
    const rows = await sessions.listFor(request.user!.id);
    return {
      sessions: rows.map((row) =>
        toSessionInfo(row, {
          currentId: request.sessionId,
          endsAt: sessions.endOfLife(row.createdAt),
        }),
      ),
    };
  });

  registerEndpoint(app, revokeSession, async ({ params, request }) => {
    // Another user's session is answered as if it did not exist: ids reveal nothing.
    if (!(await sessions.revokeOwn(request.user!.id, params.id))) throw new AppError('NOT_FOUND');
    return { revoked: true as const };
  });

  registerEndpoint(app, logoutEverywhere, async ({ request }) => ({
    revoked: await sessions.revokeAll(request.user!.id),
  }));

  // Reset e-mails go out after the answer; let them finish before the database closes.
  app.addHook('onClose', () => resetMailsSettled(app.mailer));
}
