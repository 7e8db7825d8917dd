import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { User } from '@hearth/contract';

import { toUserView } from './user-view.ts';
import type { UserRow } from './users-repository.ts';

/** Starts a session for `user` on this device: the answer of every sign-in call. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
): Promise<{ token: string; user: User }> {
  await app.accounts.sessions.deleteExpired(user.id);
  const token = await app.accounts.sessions.create(user.id, request.headers['user-agent']);
  return { token, user: toUserView(user) };
}
