import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { APP_VERSION } from '../app-version.ts';

export const DOCS_PREFIX = '/api/docs';

/** The page policy with `'unsafe-inline'` added to `style-src`. */
export function allowInlineStyles(policy: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') && !directive.includes("'unsafe-inline'")
        ? `${directive.trimEnd()} 'unsafe-inline'`
        : directive,
    )
    .join(';');
}

/**
 * OpenAPI generated from the routes' zod schemas (the contract's), so the document cannot
 * drift from what is validated. UI at /api/docs, JSON at /api/docs/json. Registered before the
 * routes: it collects them as they are added.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Hearth API',
          version: APP_VERSION,
          description:
            'Every 2xx answer is `{ data }`; every other answer is ' +
            '`{ status, ok: false, data: { code, message, details? } }`.',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Swagger UI sets inline styles as it renders; only its own pages may (scripts stay
      // 'self'). The app's pages keep the strict policy.
      transformStaticCSP: allowInlineStyles,
    });
  },
  { name: 'hearth-openapi' },
);
