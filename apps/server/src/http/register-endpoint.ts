import { serializerCompiler } from '@fastify/type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { Endpoint } from '@hearth/contract';
import { API_PREFIX, ErrorEnvelope, successEnvelope } from '@hearth/contract';

import { hasPermissions } from '../auth/permissions.ts';
import { AppError } from '../errors/app-error.ts';

/** What a handler receives: the request parts already validated and typed by the endpoint. */
export interface EndpointInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers instead of the data when the client's copy is current (its
 * `If-None-Match` names the ETag the handler set): an empty `304 Not Modified`.
 */
export const NOT_MODIFIED = Symbol('304 Not Modified');

/**
 * A whole answer already serialised by {@link serializeAnswer}, for handlers that keep answers
 * (a cached sheet): it is sent as it is, without serialising it again.
 */
export class SerializedAnswer {
  constructor(
    /** The `{ data }` envelope as JSON, exactly as the route's serializer wrote it. */
    readonly json: string,
  ) {}
}

/** What a handler may answer besides the bare data. */
type SpecialAnswer = typeof NOT_MODIFIED | SerializedAnswer;

/** A handler returns the bare response data; {@link registerEndpoint} wraps it in `{ data }`. */
export type EndpointHandler<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer R>
    ? (
        input: EndpointInput<z.output<P>, z.output<Q>, z.output<B>>,
      ) => Promise<z.output<R> | SpecialAnswer> | z.output<R> | SpecialAnswer
    : never;

export interface RegisterOptions {
  /**
   * `json`: the answer is serialised with `JSON.stringify`, without zod re-validating it. Only
   * for handlers whose answer is built field by field from typed code into exactly the
   * response schema (the zod serializer re-checks and strips every answer at run time, a
   * tenth of a character read's CPU). The schema still types the handler and documents the
   * route in OpenAPI. Default `zod`.
   */
  serialize?: 'zod' | 'json';
}

const stringify = () => (data: unknown) => JSON.stringify(data);

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serialises success answers of `endpoint` exactly as the route's default (zod) serializer
 * does: checked against the response schema, stripped of what the schema does not name, then
 * stringified. A failed check throws, as the route would (a 500). Built once per endpoint.
 */
export function answerSerializer<E extends Endpoint>(
  endpoint: E,
): (data: z.output<E['response']>) => SerializedAnswer {
  const serialize = serializerCompiler({
    schema: successEnvelope(endpoint.response),
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    httpStatus: String(endpoint.successStatus),
  } as Parameters<typeof serializerCompiler>[0]);
  return (data) => new SerializedAnswer(serialize({ data }));
}

/**
 * Authentication runs first (onRequest), so an anonymous call is refused with 401 before its
 * body is even validated. `optional` endpoints read a token when one is sent; `user` endpoints
 * refuse requests without one, and endpoints naming permissions refuse users who lack one
 * (403). This is the one place where sign-in and permissions are enforced.
 */
function authenticationHook(app: FastifyInstance, endpoint: Endpoint) {
  const required = endpoint.permissions ?? [];
  return async (request: FastifyRequest): Promise<void> => {
    await app.authenticate(request);
    if (endpoint.auth === 'user' && !request.user) throw new AppError('FAILED_AUTHENTICATION');
    if (!hasPermissions(request.user, required)) throw new AppError('FORBIDDEN');
  };
}

function routeSchema(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.auth === 'none' ? {} : { security: [{ bearerAuth: [] }] }),
    response: {
      [endpoint.successStatus]: successEnvelope(endpoint.response),
      '4xx': ErrorEnvelope,
      '5xx': ErrorEnvelope,
    },
  };
}

/**
 * Registers a contract endpoint: its zod schemas validate the request, serialise the answer
 * and feed the OpenAPI document, and the handler's result is sent as `{ data }` with the
 * endpoint's success status.
 *
 * @example
 * registerEndpoint(app, getHealth, async () => ({ status: 'ok', database: 'pglite', uptime_s: 1 }));
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions = {},
): void {
  if (endpoint.auth !== 'none' && !app.hasDecorator('authenticate')) {
    // Fail closed: a protected endpoint must never be reachable before sign-in exists.
    throw new Error(
      `${endpoint.method} ${endpoint.path} needs authentication, but no auth plugin is registered`,
    );
  }
  // The request parts are validated against the endpoint's own schemas before the handler
  // runs, so handing them over with the schemas' output types is sound.
  const typedHandler = handler as (
    input: EndpointInput<unknown, unknown, unknown>,
  ) => Promise<unknown>;
  // A user writes only their own characters and what they carry: once a mutating call of theirs
  // has finished (committed or rolled back), before its answer leaves, every instance forgets
  // the characters it keeps of theirs (characters/character-cache.ts explains why this is
  // enough). Reads forget nothing.
  const cache =
    endpoint.method !== 'GET' && endpoint.auth !== 'none' && app.hasDecorator('characterCache')
      ? app.characterCache
      : null;
  const run = cache
    ? async (input: EndpointInput<unknown, unknown, unknown>) => {
        try {
          return await typedHandler(input);
        } finally {
          if (input.request.user) cache.forgetUser(input.request.user.id);
        }
      }
    : typedHandler;
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: routeSchema(endpoint),
    ...(endpoint.auth === 'none' ? {} : { onRequest: authenticationHook(app, endpoint) }),
    ...(options.serialize === 'json' ? { serializerCompiler: stringify } : {}),
    handler: async (request, reply) => {
      const data = await run({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      });
      if (data === NOT_MODIFIED) return reply.code(304).send();
      if (data instanceof SerializedAnswer) {
        // A string with a JSON content type goes out as it is (Fastify serialises only objects).
        return reply.code(endpoint.successStatus).type(JSON_TYPE).send(data.json);
      }
      return reply.code(endpoint.successStatus).send({ data });
    },
  });
}
