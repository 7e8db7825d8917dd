import type { FastifyInstance } from 'fastify';

import { getUser, logout, updateSettings } from '@hearth/contract';

import { mergeSettings } from '../../accounts/settings.ts';
import { sourceKeys } from '../../accounts/sources.ts';
import { toUserView } from '../../accounts/user-view.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The signed-in user: read, settings, sign out. */
export function sessionRoutes(app: FastifyInstance) {
  const sources = sourceKeys(app.catalogue);

  registerEndpoint(app, logout, async ({ request }) => {
    await app.accounts.sessions.revoke(request.sessionId!);
    return { revoked: true };
  });

  registerEndpoint(app, getUser, ({ request }) => toUserView(request.user!));

  registerEndpoint(app, updateSettings, async ({ body, request }) => {
    const user = request.user!;
    const merged = mergeSettings(user.settings, body.settings, sources);
    if (!merged.ok) throw new AppError('VALIDATION', undefined, { fields: merged.fields });
    return toUserView(await app.accounts.users.update(user.id, { settings: merged.settings }));
  });
}
