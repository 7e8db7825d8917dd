import type { FastifyInstance, FastifyRequest } from 'fastify';

import { verificationEmail } from '../mail/templates.ts';
import type { UserRow } from './users-repository.ts';

/**
 * Issues a verification token and mails its link. A mail failure is logged, not thrown: the
 * account exists either way and the person can ask for another link (resend).
 */
export async function sendVerificationLink(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow & { email: string },
  publicUrl: string,
): Promise<void> {
  const token = await app.accounts.verification.issue(user.id, 'verify_email');
  const link = `${publicUrl}/verify/${token}`;
  try {
    await app.mailer.send(verificationEmail(user.email, link));
  } catch (error) {
    request.log.error({ err: error, userId: user.id }, 'could not send the verification e-mail');
  }
}
