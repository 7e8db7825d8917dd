import type { FastifyInstance } from 'fastify';

import { login, register } from '@hearth/contract';

import { refuseCommonPassword } from '../../accounts/common-passwords.ts';
import { startSession } from '../../accounts/sign-in.ts';
import { isUniqueViolation, normaliseEmail } from '../../accounts/users-repository.ts';
import { sendVerificationLink } from '../../accounts/verification-mail.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { AUTH_LIMITS, refuseIfExhausted } from '../../rate-limit/limits.ts';

/** Registration and sign-in with e-mail and password. */
export function passwordRoutes(app: FastifyInstance, config: Config) {
  const { users } = app.accounts;

  registerEndpoint(app, register, async ({ body, request }) => {
    await refuseCommonPassword(body.password, 'body.password');
    const email = normaliseEmail(body.email);
    // Saying the address is taken is a deliberate trade-off (spec: EMAIL_TAKEN): clearer for
    // people, and registration is the one place it shows; it reveals nothing else.
    if (await users.byEmail(email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await app.passwords.hash(body.password);
    const user = await users.create({ email, passwordHash }).catch((error: unknown) => {
      // Two registrations racing for one address: the unique index decides.
      throw isUniqueViolation(error) ? new AppError('EMAIL_TAKEN') : error;
    });
    await sendVerificationLink(app, request, { ...user, email }, config.publicUrl);
    return { email };
  });

  registerEndpoint(app, login, async ({ body, request }) => {
    const email = normaliseEmail(body.email);
    const accountKey = `login-fail:account:${email}`;
    const ipKey = `login-fail:ip:${request.ip}`;
    await refuseIfExhausted(app.rateLimiter, accountKey, AUTH_LIMITS.loginFailuresPerAccount);
    await refuseIfExhausted(app.rateLimiter, ipKey, AUTH_LIMITS.loginFailuresPerIp);

    const user = await users.byEmail(email);
    let matches = false;
    if (user?.passwordHash) matches = await app.passwords.verify(user.passwordHash, body.password);
    // No account (or no password on it): spend the same time, so timing cannot tell.
    else await app.passwords.verifyNothing(body.password);
    if (!user || !matches) {
      await Promise.all([
        app.rateLimiter.hit(accountKey, AUTH_LIMITS.loginFailuresPerAccount.windowS),
        app.rateLimiter.hit(ipKey, AUTH_LIMITS.loginFailuresPerIp.windowS),
      ]);
      throw new AppError('WRONG_CREDENTIALS');
    }
    // Checked after the password, so only the account's owner learns it is unverified.
    if (!user.emailVerifiedAt) throw new AppError('NOT_VERIFIED');
    await app.rateLimiter.reset(accountKey);
    return startSession(app, request, user);
  });
}
