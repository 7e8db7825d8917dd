import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config.ts';
import { accountDataRoutes } from './account-data.ts';
import { accountSecurityRoutes } from './account-security.ts';
import { passwordRoutes } from './password.ts';
import { sessionRoutes } from './session.ts';
import { socialRoutes } from './social.ts';

/** `/api/auth/*`: accounts, sign-in and the signed-in user's own data. */
export async function authRoutes(app: FastifyInstance, options: { config: Config }) {
  passwordRoutes(app, options.config);
  socialRoutes(app, options.config);
  sessionRoutes(app);
  accountDataRoutes(app);
  accountSecurityRoutes(app, options.config);
}
