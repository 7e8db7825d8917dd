import type { FastifyInstance } from 'fastify';

import {
  beastsCrud,
  createContent,
  deleteContent,
  rulesCrud,
  updateContent,
} from '@hearth/contract';

import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * Content administration (permission `contentAdmin`, enforced by the endpoints' declarations):
 * `POST/PUT/DELETE content` for any writable store, and the spec's CRUD on rules and beasts.
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  registerEndpoint(app, createContent, ({ body, request }) =>
    app.content.create(body.store, body.entry, request.user!.id),
  );
  registerEndpoint(app, updateContent, ({ params, body, request }) =>
    app.content.update(body.store, params.id, body.entry, request.user!.id),
  );
  registerEndpoint(app, deleteContent, ({ params, query, request }) =>
    app.content.remove(query.store, params.id, request.user!.id),
  );

  for (const [store, crud] of [
    ['rules', rulesCrud],
    ['beasts', beastsCrud],
  ] as const) {
    registerEndpoint(app, crud.get, async ({ params }) => {
      const entry = await app.content.entry(store, params.id);
      if (!entry) throw new AppError('NOT_FOUND', `No "${params.id}" in ${store}`);
      return entry;
    });
    registerEndpoint(app, crud.create, ({ body, request }) =>
      app.content.create(store, body, request.user!.id),
    );
    registerEndpoint(app, crud.update, ({ params, body, request }) =>
      app.content.update(store, params.id, body, request.user!.id),
    );
    registerEndpoint(app, crud.remove, ({ params, request }) =>
      app.content.remove(store, params.id, request.user!.id),
    );
  }
}
