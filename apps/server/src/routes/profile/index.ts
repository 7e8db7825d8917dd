import type { FastifyInstance } from 'fastify';

import { updateProfile } from '@hearth/contract';

import { toUserView } from '../../accounts/user-view.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Profile save (spec §7 'campaign/user'): name and avatar, each only when sent. */
export async function profileRoutes(app: FastifyInstance) {
  registerEndpoint(app, updateProfile, async ({ body, request }) => {
    const changes: { name?: string | null; avatarColor?: string | null; avatarId?: string | null } =
      {};
    // A blank name or avatar means "none", stored as null rather than an empty string.
    if (body.name !== undefined) changes.name = body.name || null;
    if (body.avatar_color !== undefined) changes.avatarColor = body.avatar_color;
    if (body.avatar_id !== undefined) changes.avatarId = body.avatar_id || null;
    const user = request.user!;
    const updated =
      Object.keys(changes).length > 0 ? await app.accounts.users.update(user.id, changes) : user;
    return { user: toUserView(updated) };
  });
}
