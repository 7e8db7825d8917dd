import type { FastifyInstance } from 'fastify';

import { googleSignIn, telegramSignIn } from '@hearth/contract';

import { startSession } from '../../accounts/sign-in.ts';
import { accountForGoogle, accountForTelegram } from '../../accounts/social.ts';
import { GoogleCredentialError, verifyGoogleCredential } from '../../auth/google.ts';
import { isValidTelegramLogin } from '../../auth/telegram.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Sign-in with Google (ID token) and Telegram (Login Widget), each when configured. */
export function socialRoutes(app: FastifyInstance, config: Config) {
  registerEndpoint(app, googleSignIn, async ({ body, request }) => {
    if (!config.google) throw new AppError('PROVIDER_NOT_CONFIGURED');
    let identity;
    try {
      identity = await verifyGoogleCredential(body.credential, {
        keys: app.googleKeys,
        clientId: config.google.clientId,
        now: app.now(),
      });
    } catch (error) {
      if (!(error instanceof GoogleCredentialError)) throw error;
      request.log.info({ reason: error.message }, 'Google credential refused');
      throw new AppError('FAILED_AUTHENTICATION');
    }
    // An address Google does not vouch for could belong to someone else: no account for it.
    const { verifiedEmail } = identity;
    if (!verifiedEmail) {
      throw new AppError('FAILED_AUTHENTICATION', 'Your Google e-mail address is not verified');
    }
    const user = await accountForGoogle(app, { ...identity, verifiedEmail });
    return startSession(app, request, user);
  });

  registerEndpoint(app, telegramSignIn, async ({ body, request }) => {
    if (!config.telegram) throw new AppError('PROVIDER_NOT_CONFIGURED');
    if (!isValidTelegramLogin(body, config.telegram.botToken, app.now())) {
      throw new AppError('FAILED_AUTHENTICATION');
    }
    return startSession(app, request, await accountForTelegram(app, body));
  });
}
