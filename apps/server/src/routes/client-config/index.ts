import type { FastifyInstance } from 'fastify';

import { getClientConfig } from '@hearth/contract';

import { APP_VERSION } from '../../app-version.ts';
import type { Config } from '../../config.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** What the web client may know of this server's set-up: public identifiers only, no secrets. */
export async function clientConfigRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const answer = {
    app_version: APP_VERSION,
    google: config.google ? { client_id: config.google.clientId } : null,
    telegram: config.telegram ? { bot_name: config.telegram.botName } : null,
    analytics: config.analytics,
    community_url: config.communityUrl,
    password_reset_ttl_minutes: config.passwordResetTtlMinutes,
  };
  registerEndpoint(app, getClientConfig, () => answer);
}
