import type {
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/**
 * Parses JSON bodies with Fastify's own parser (prototype poisoning refused) except that an
 * empty body is no body. The spec's client sends `Content-Type: application/json` on every
 * call (platform §7), a DELETE or a bodiless POST included; Fastify would answer those 400
 * "The request body is empty". A body that is present but not JSON (whitespace, `{`) is still
 * refused by the default parser.
 */
function emptyAsNoBody(parseJson: JsonParser) {
  return (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body, done);
  };
}

/**
 * A call without a body is validated as `{}`: a call whose fields are all optional (changing
 * nothing, or taking its defaults) then needs no body, and a call with required fields names
 * each missing one rather than answering that the body is not an object. Only routes that
 * declare a body schema get this hook (added when the route is); the others still see no body.
 */
const noBodyAsEmptyObject: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

function withHook(
  hooks: RouteOptions['preValidation'],
  hook: preValidationHookHandler,
): preValidationHookHandler[] {
  if (hooks === undefined) return [hook];
  return [...(Array.isArray(hooks) ? hooks : [hooks]), hook] as preValidationHookHandler[];
}

/** How JSON request bodies are read; see {@link emptyAsNoBody} and {@link noBodyAsEmptyObject}. */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, emptyAsNoBody(parseJson));
    app.addHook('onRoute', (route) => {
      if (route.schema?.body === undefined) return;
      route.preValidation = withHook(route.preValidation, noBodyAsEmptyObject);
    });
  },
  { name: 'hearth-json-body' },
);
