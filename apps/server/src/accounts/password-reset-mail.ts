import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Mailer } from '../mail/mailer.ts';
import { passwordResetEmail } from '../mail/templates.ts';

const MINUTE_MS = 60 * 1000;

/** Reset e-mails still being prepared or sent, per mailer (so per app). */
const inFlight = new WeakMap<Mailer, Set<Promise<void>>>();

export interface ResetLinkSettings {
  publicUrl: string;
  ttlMinutes: number;
}

/**
 * Looks the address up and, when it names an account, replaces its older reset links with a
 * new one and mails it (a social-only account gets one too: it sets a first password).
 */
async function mailResetLink(
  app: FastifyInstance,
  email: string,
  settings: ResetLinkSettings,
): Promise<void> {
  const user = await app.accounts.users.byEmail(email);
  if (!user?.email) return;
  const { verification } = app.accounts;
  await verification.revokeUnused(user.id, 'reset_password');
  const token = await verification.issue(
    user.id,
    'reset_password',
    settings.ttlMinutes * MINUTE_MS,
  );
  const link = `${settings.publicUrl}/reset-password/${token}`;
  await app.mailer.send(passwordResetEmail(user.email, link, settings.ttlMinutes));
}

/**
 * Starts the look-up and the e-mail without waiting for them, so the answer leaves at the same
 * moment whether or not the address has an account: an SMTP round trip only for real accounts
 * would tell them apart. A failure is logged (never the address or the link), not answered.
 */
export function mailResetLinkInBackground(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  email: string,
  settings: ResetLinkSettings,
): void {
  const pending = inFlight.get(app.mailer) ?? new Set<Promise<void>>();
  inFlight.set(app.mailer, pending);
  const task = mailResetLink(app, email, settings)
    .catch((error: unknown) => {
      log.error({ err: error }, 'could not send a password-reset e-mail');
    })
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every reset e-mail started so far is sent (or failed): on close, and in tests. */
export async function resetMailsSettled(mailer: Mailer): Promise<void> {
  await Promise.all([...(inFlight.get(mailer) ?? [])]);
}
