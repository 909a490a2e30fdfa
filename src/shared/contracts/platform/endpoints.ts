import { z } from 'zod';
import { endpoint } from '../endpoint';

/** Health, static files and the API's own documentation. */
export const DOCS_PREFIX = '/supplier/api/docs';

export const health = endpoint({
  method: 'GET',
  path: '/healthcheck',
  access: 'public',
  summary: 'Liveness, release version and database reachability (503 without database)',
  response: z.object({
    status: z.enum(['ok', 'unavailable']),
    /** The portal's release version (package.json): which release answers behind a load balancer. */
    version: z.string(),
    database: z.string(),
    schemaVersion: z.string().nullable(),
    uptimeSeconds: z.number(),
    message: z.string().optional(),
  }),
});
/** Readiness for a load balancer: 503 while the instance drains (SIGTERM) or cannot reach the database. */
export const ready = endpoint({
  method: 'GET',
  path: '/healthcheck/ready',
  access: 'public',
  summary: 'Readiness: 200 when this instance takes requests; 503 while it drains or without database',
  response: z.object({ status: z.enum(['ready', 'draining', 'unavailable']) }),
});
/** Prometheus metrics: a bearer token (METRICS_TOKEN) or, without one, loopback callers only (http/metrics.ts). */
export const metrics = endpoint({
  method: 'GET',
  path: '/metrics',
  access: 'public',
  summary: 'Prometheus metrics (text exposition format)',
  produces: 'text/plain',
  internal: true,
});
export const assets = endpoint({
  method: 'GET',
  path: '/supplier/assets/*',
  access: 'public',
  summary: 'The web app’s static files',
  produces: 'application/octet-stream',
  internal: true,
});
export const openApiDocument = endpoint({
  method: 'GET',
  path: '/supplier/api/openapi.json',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document',
  response: z.record(z.string(), z.unknown()),
  internal: true,
});
export const asyncApiDocumentEndpoint = endpoint({
  method: 'GET',
  path: '/supplier/api/asyncapi.json',
  access: 'public',
  summary: 'The events (feed and webhooks) as an AsyncAPI 3.0 document',
  response: z.record(z.string(), z.unknown()),
  internal: true,
});
/** The API reference (Swagger UI, served from this server). */
export const docsPages = ['', '/static/*', '/json', '/yaml', '/static/index.html', '/static/swagger-initializer.js'].map((suffix) =>
  endpoint({
    method: 'GET',
    path: `${DOCS_PREFIX}${suffix}`,
    access: 'public',
    summary: 'API reference',
    produces: 'text/html',
    internal: true,
  }),
);
