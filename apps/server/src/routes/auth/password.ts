import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { login, register } from '@hearth/contract';

import { refuseCommonPassword } from '../../accounts/common-passwords.ts';
import { createDeviceTokens } from '../../accounts/device-tokens.ts';
import { startSession } from '../../accounts/sign-in.ts';
import { isUniqueViolation, normaliseEmail } from '../../accounts/users-repository.ts';
import { sendVerificationLink } from '../../accounts/verification-mail.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clientAddress } from '../../rate-limit/client-address.ts';
import { consume, registrationRule } from '../../rate-limit/limits.ts';
import { loginThrottle } from '../../rate-limit/login-throttle.ts';

/** Registration and sign-in with e-mail and password. */
export function passwordRoutes(app: FastifyInstance, config: Config) {
  const { users } = app.accounts;
  const throttle = loginThrottle(app.rateLimiter);
  // Without a configured secret, known devices are known to this process only.
  const deviceTokens = createDeviceTokens(config.deviceTokenSecret ?? randomBytes(32), app.now);
  if (!config.deviceTokenSecret && config.redisUrl) {
    app.log.warn('DEVICE_TOKEN_SECRET is unset: devices are known only to the instance they used');
  }
  const registrationLimit = registrationRule(config.registrationsPerHour);

  registerEndpoint(app, register, async ({ body, request }) => {
    // Counted before anything is looked up or hashed: a flood costs neither.
    const address = clientAddress(request.ip);
    await consume(app.rateLimiter, `register:ip:${address}`, registrationLimit);
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
    const user = await users.byEmail(email);
    const knownDeviceId = user ? deviceTokens.verify(body.device_token, user.id) : null;
    const client = { email, ip: clientAddress(request.ip), knownDeviceId };
    // Before the hash: a throttled attempt costs no argon2. Keyed by the e-mail typed, so an
    // unknown address is throttled exactly like an existing one.
    await throttle.admit(client);

    let matches = false;
    if (user?.passwordHash) matches = await app.passwords.verify(user.passwordHash, body.password);
    // No account (or no password on it): spend the same time, so timing cannot tell.
    else await app.passwords.verifyNothing(body.password);
    if (!user || !matches) {
      await throttle.recordFailure(client);
      throw new AppError('WRONG_CREDENTIALS');
    }
    await throttle.recordSuccess(client);
    // Checked after the password, so only the account's owner learns it is unverified.
    if (!user.emailVerifiedAt) throw new AppError('NOT_VERIFIED');
    const session = await startSession(app, request, user);
    return { ...session, device_token: deviceTokens.issue(user.id, knownDeviceId) };
  });
}
