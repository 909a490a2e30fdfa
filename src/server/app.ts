import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '../shared/messages';
import { registerAuth } from './http/auth';
import { lookupAccess } from './http/catalogue';
import type { AppContext } from './http/context';
import { errorPage, registerErrorHandling } from './http/errors';
import { wantsHtml } from './http/pages-util';
import { WEB_DIST } from './paths';
import { adminUserRoutes } from './routes/admin-users';
import { apiauthRoutes } from './routes/apiauth';
import { equipmentRoutes } from './routes/equipment';
import { healthRoutes } from './routes/health';
import { inboundRoutes } from './routes/inbound';
import { lookupRoutes } from './routes/lookups';
import { masterDataRoutes } from './routes/master-data';
import { materialDocumentRoutes } from './routes/material-documents';
import { pageRoutes } from './routes/pages';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { stockRoutes } from './routes/stock';
import { stockVisibilityRoutes } from './routes/stock-visibility';
import { transferOrderRoutes } from './routes/transfer-orders';

export interface BuildAppOptions extends Omit<AppContext, 'startedAt'> {
  startedAt?: number;
  /** Log through pino to stdout (the server), or not at all (tests). */
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, startedAt = Date.now(), ...ctx } = options;
  const app = Fastify({
    logger: logger ? { level: ctx.config.logLevel } : false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // one log line per request is noise on a handheld-heavy server; errors are still logged
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('ctx', { ...ctx, startedAt });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Deny by default: every route must be in the authorization catalogue, or the app does not start.
  // The routes are also kept in `app.registeredRoutes`, so tests can walk every one of them.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!lookupAccess(method, route.url)) {
        throw new Error(`Route ${method} ${route.url} is not in the authorization catalogue (src/server/http/catalogue)`);
      }
      registeredRoutes.push({ method, url: route.url });
    }
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  await app.register(fastifyCookie, { secret: ctx.config.sessionSecret });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  registerErrorHandling(app);
  registerAuth(app);

  const assetsDir = join(WEB_DIST, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/supplier/assets/',
      wildcard: true,
      index: false,
      maxAge: '1h',
      setHeaders(res, path) {
        if (/-[A-Za-z0-9_-]{8}\.(js|css)$/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.code(404);
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(errorPage(404, messages.notFound));
    return reply.send({ code: 'NOT_FOUND', message: messages.notFound });
  });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(pageRoutes);
  await app.register(profileRoutes);
  await app.register(apiauthRoutes);
  await app.register(adminUserRoutes);
  await app.register(masterDataRoutes);
  await app.register(lookupRoutes);
  await app.register(materialDocumentRoutes);
  await app.register(stockRoutes);
  await app.register(equipmentRoutes);
  await app.register(stockVisibilityRoutes);
  await app.register(transferOrderRoutes);
  await app.register(inboundRoutes);
  return app;
}
