import type { FastifyInstance } from 'fastify';

import { resendVerification, verifyEmail } from '@hearth/contract';

import { normaliseEmail } from '../../accounts/users-repository.ts';
import { sendVerificationLink } from '../../accounts/verification-mail.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { clientAddress } from '../../rate-limit/client-address.ts';
import { AUTH_LIMITS, consume } from '../../rate-limit/limits.ts';

/** The e-mail verification link and asking for a new one. */
export async function verifyRoutes(app: FastifyInstance, options: { config: Config }) {
  const { users, verification } = app.accounts;

  registerEndpoint(app, verifyEmail, async ({ params }) => {
    const userId = await verification.consume(params.token, 'verify_email');
    const user = userId ? await users.byId(userId) : null;
    if (!user?.email) throw new AppError('INVALID_LINK');
    if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: app.now() });
    return { verified: true as const, email: user.email };
  });

  registerEndpoint(app, resendVerification, async ({ body, request }) => {
    const email = normaliseEmail(body.email);
    const address = clientAddress(request.ip);
    await consume(app.rateLimiter, `resend:ip:${address}`, AUTH_LIMITS.resendPerIp);
    await consume(app.rateLimiter, `resend:email:${email}`, AUTH_LIMITS.resendPerEmail);
    const user = await users.byEmail(email);
    // Same answer whatever the case, so the call cannot be used to probe for accounts.
    if (user && !user.emailVerifiedAt) {
      await sendVerificationLink(app, request, { ...user, email }, options.config.publicUrl);
    }
    return { sent: true as const };
  });
}
