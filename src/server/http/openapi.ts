import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as platform from '../../shared/contracts/platform/endpoints';
import { portalVersion } from '../../shared/release';
import { asyncApiDocument } from './asyncapi';
import { completeOpenApi } from './openapi-document';
import { handle } from './route';

/**
 * The OpenAPI 3.1 document, generated from the routes' contracts (their zod schemas), at
 * /supplier/api/openapi.json, and Swagger UI served from this server at /supplier/api/docs
 * (no outside scripts: it fits the portal's content security policy).
 */
/** Where this portal is reached: PUBLIC_ORIGIN, else the address it listens on. */
export function portalOrigin(app: FastifyInstance): string {
  const { publicOrigin, host, port } = app.ctx.config;
  return (publicOrigin ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/$/, '');
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Supplier Portal API',
        version: portalVersion, // the release (package.json): a breaking change needs a new major (openapi-compat.test.ts)
        description:
          'Warehouse and inventory API of the Supplier Portal. Signed-in browser calls carry the session cookie and the ' +
          'x-csrf-token header on writes. Postings take an Idempotency-Key header: the same key replays the first answer. ' +
          'Errors are JSON { code, message, reason? }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sp_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => completeOpenApi(jsonSchemaTransformObject(input) as Record<string, unknown>, { origin: portalOrigin(app) }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: platform.DOCS_PREFIX, // areas folded: with the endpoints of every area listed at once (180+), Swagger UI stopped after the second
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });
  app.after(() => {
    handle(app, platform.openApiDocument, async () => app.swagger() as unknown as Record<string, unknown>);
    const events = asyncApiDocument(portalOrigin(app));
    handle(app, platform.asyncApiDocumentEndpoint, async () => events);
  });
}
