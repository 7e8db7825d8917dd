import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { UserRow } from '../accounts/users-repository.ts';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set for `auth: 'user'` and `'optional'` endpoints; null otherwise. */
    user: UserRow | null;
    /** The session the bearer token belongs to (logout revokes it). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /**
     * Reads `Authorization: Bearer <token>`: without one the request stays anonymous; a token
     * that is unknown, expired or revoked is refused with 401 FAILED_AUTHENTICATION, even on
     * optional endpoints, so the client drops it (spec §4).
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,256})$/;

/** Bearer-token sessions. `registerEndpoint` calls `authenticate` for non-public endpoints. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined) return;
      const token = BEARER.exec(header)?.[1];
      const found = token ? await app.accounts.sessions.authenticate(token) : null;
      if (!found) throw new AppError('FAILED_AUTHENTICATION');
      request.user = found.user;
      request.sessionId = found.sessionId;
    });
  },
  { name: 'hearth-auth', dependencies: ['hearth-services'] },
);
