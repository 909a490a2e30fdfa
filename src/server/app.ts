import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findEndpoint } from '../shared/contracts';
import { errorText } from '../shared/errors';
import { localNotifier, type Notifier } from './db/notify';
import { eventFeedLagSeconds } from './domain/events/read-events';
import { configureMail } from './domain/mail/mail-settings';
import { registerReferenceHandlers } from './domain/references';
import { configurePostingCalls } from './domain/stock/posting/batch-calls';
import { allowedMethodsOf } from './http/allowed-methods';
import { registerAuth } from './http/auth';
import type { AppContext } from './http/context';
import { errorPage, registerErrorHandling } from './http/errors';
import { headAsGetServer } from './http/head-requests';
import { registerInputGuard } from './http/input-guard';
import { createMetrics, metricsRoutes } from './http/metrics';
import { registerObservability, requestId } from './http/observability';
import { registerOpenApi } from './http/openapi';
import { wantsHtml } from './http/pages-util';
import { registerReadRouting } from './http/read-routing';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializer } from './http/serializer';
import { registerRequestLanguage } from './i18n/request-language';
import { WEB_DIST } from './paths';
import { apiTokenRoutes } from './routes/api-tokens';
import { apiauthRoutes } from './routes/apiauth';
import { asnRoutes } from './routes/asn';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { binMoveRoutes } from './routes/bin-moves';
import { commandRoutes } from './routes/command';
import { deliveryRoutes } from './routes/deliveries';
import { deliveryGraphqlRoutes } from './routes/deliveries-graphql';
import { documentLockRoutes } from './routes/document-locks';
import { ediRoutes } from './routes/edi';
import { equipmentRoutes } from './routes/equipment';
import { eventRoutes } from './routes/events';
import { goodsReceiptRoutes } from './routes/goods-receipt';
import { healthRoutes } from './routes/health';
import { integrationRoutes } from './routes/integration';
import { kpiRoutes } from './routes/kpis';
import { lookupRoutes } from './routes/lookups';
import { mailRoutes } from './routes/mail';
import { masterDataRoutes } from './routes/master-data';
import { notificationRoutes } from './routes/notifications';
// offline journal
import { offlineRoutes } from './routes/offline';
import { orderRoutes } from './routes/orders';
import { pageRoutes } from './routes/pages';
import { passwordRoutes } from './routes/password';
import { physicalInventoryRoutes } from './routes/physical-inventory';
import { profileRoutes } from './routes/profile';
import { qualityRoutes } from './routes/quality';
import { receivingRoutes } from './routes/receiving';
import { repairOrderRoutes } from './routes/repair-orders';
import { returnRoutes } from './routes/returns';
import { serviceDeskRoutes } from './routes/service-desk';
import { shippingRoutes } from './routes/shipping';
import { ssoRoutes } from './routes/sso';
import { stockRoutes } from './routes/stock';
import { transferOrderRoutes } from './routes/transfer-orders';
import { transferPostingRoutes } from './routes/transfer-posting';
import { userRoutes } from './routes/users';
import { vendorReturnRoutes } from './routes/vendor-returns';
import { webhookRoutes } from './routes/webhooks';

export interface BuildAppOptions extends Omit<AppContext, 'startedAt' | 'metrics' | 'lifecycle' | 'notifier' | 'readDb'> {
  /** A replica for reads (READ_DATABASE_URL); the primary when absent. */
  readDb?: AppContext['readDb'] | undefined;
  /** Messages between instances (PostgreSQL LISTEN/NOTIFY); this process only when absent. */
  notifier?: Notifier | undefined;
  startedAt?: number;
  /** The PostgreSQL pool (metrics report its counts). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number } | undefined;
  /** Log through pino to stdout (the server), or not at all (tests). */
  logger?: boolean;
  /** Log lines (JSON, level info) to this stream instead (tests that read the log). */
  logStream?: { write(line: string): void } | undefined;
  /** Refuse JSON answers holding fields their response schema does not name (tests: schemas stay complete). */
  strictResponses?: boolean;
}

/**
 * A file of the web build named by its content (Vite's chunks and styles, the message parts and the service worker's
 * copies of them: an eight-character hash before the extension), or its precompressed copy: kept by the browser for
 * good, since a changed file has another name. Every other file of assets/ for an hour.
 */
export const HASHED_ASSET = /-[A-Za-z0-9_-]{8}\.(js|css|json)(\.br|\.gz)?$/;

function zodCompilers(strict: boolean): NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'] {
  const serializer = responseSerializer({ strict });
  return { buildValidator: () => validatorCompiler, buildSerializer: () => serializer } as never;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  registerReferenceHandlers();
  const {
    logger = false,
    logStream,
    startedAt = Date.now(),
    strictResponses = false,
    pool,
    notifier = localNotifier(),
    readDb,
    ...options_
  } = options;
  const metrics = createMetrics(
    () => (pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null),
    () => eventFeedLagSeconds(options.db),
  );
  const ctx: AppContext = { ...options_, readDb: readDb ?? options_.db, startedAt, metrics, notifier, lifecycle: { draining: false } };
  const app = Fastify({
    logger: logStream ? { level: 'info', stream: logStream } : logger ? { level: ctx.config.logLevel } : false,
    // a hop count trusts that many proxies in front of the app (Fastify runs it as proxy-addr's trust function)
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // one log line per request is noise on a handheld-heavy server; errors are still logged
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    // HEAD is answered by the GET routes themselves (http/head-requests.ts), not by a twin route each
    exposeHeadRoutes: false,
    serverFactory: headAsGetServer,
    genReqId: requestId,
    // every schema is zod: requests are parsed and replies serialised by it. Named here, Fastify
    // never loads its own JSON-schema compilers (ajv and fast-json-stringify: ~140 ms of each start)
    // (Fastify types the factories for ajv's schemas; ours take zod's)
    schemaController: { compilersFactory: zodCompilers(strictResponses) },
  });
  app.decorate('ctx', ctx);
  // links in mails are absolute: PUBLIC_ORIGIN, else the address the server listens on
  configureMail({
    origin:
      ctx.config.publicOrigin ?? `http://${ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host}:${ctx.config.port}`,
    brand: ctx.config.brand,
  });
  if (ctx.dbKind === 'pglite') configurePostingCalls(ctx.db, 1);

  // A route without a contract (src/shared/contracts) cannot exist: the app does not start. The
  // contracts are also the authorization catalogue (deny by default). The routes are kept in
  // `app.registeredRoutes`, so tests can walk every one of them.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!findEndpoint(method, route.url)) {
        throw new Error(`Route ${method} ${route.url} has no contract (src/shared/contracts)`);
      }
      registeredRoutes.push({ method, url: route.url });
    }
  });

  registerSecurityHeaders(app, { alwaysTls: ctx.config.secureCookies === true });
  await app.register(fastifyCookie, { secret: ctx.config.sessionSecret });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  registerObservability(app);
  registerErrorHandling(app);
  registerRequestLanguage(app);
  registerAuth(app);
  registerReadRouting(app);
  registerInputGuard(app);
  await registerOpenApi(app);

  const assetsDir = join(WEB_DIST, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/supplier/assets/',
      wildcard: true,
      // the build's .br and .gz copies (scripts/compress-assets.mjs) to a browser that accepts them
      preCompressed: true,
      index: false,
      maxAge: '1h',
      setHeaders(res, path) {
        if (HASHED_ASSET.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // a path that exists for other methods: 405 with Allow (GET of a POST-only route), not 404
  const allowedMethods = allowedMethodsOf(registeredRoutes);
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url.split('?')[0] ?? '');
    if (allowed.length > 0) {
      reply.code(405).header('allow', allowed.join(', '));
      const message = errorText('METHOD_NOT_ALLOWED', { method: request.method, allowed: allowed.join(', ') });
      if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(errorPage(405, message));
      return reply.send({ code: 'METHOD_NOT_ALLOWED', message, requestId: request.id });
    }
    reply.code(404);
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(errorPage(404, errorText('NOT_FOUND')));
    return reply.send({ code: 'NOT_FOUND', message: errorText('NOT_FOUND'), requestId: request.id });
  });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(passwordRoutes);
  await app.register(pageRoutes);
  await app.register(profileRoutes);
  await app.register(apiauthRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
  await app.register(apiTokenRoutes);
  await app.register(eventRoutes);
  await app.register(webhookRoutes);
  await app.register(mailRoutes);
  await app.register(masterDataRoutes);
  await app.register(lookupRoutes);
  await app.register(stockRoutes);
  await app.register(kpiRoutes);
  await app.register(transferOrderRoutes);
  await app.register(physicalInventoryRoutes);
  await app.register(binMoveRoutes);
  await app.register(orderRoutes);
  await app.register(goodsReceiptRoutes);
  await app.register(integrationRoutes);
  await app.register(deliveryRoutes);
  await app.register(documentLockRoutes);
  await app.register(deliveryGraphqlRoutes);
  // quality management and equipment
  await app.register(qualityRoutes);
  await app.register(equipmentRoutes);
  await app.register(transferPostingRoutes); // inventory
  // the dock and the supplier side
  await app.register(asnRoutes);
  await app.register(receivingRoutes);
  await app.register(serviceDeskRoutes);
  await app.register(notificationRoutes);
  await app.register(commandRoutes);
  // offline journal
  await app.register(offlineRoutes);
  // shipping and labels
  await app.register(shippingRoutes);
  // customer returns
  await app.register(returnRoutes);
  await app.register(repairOrderRoutes);
  await app.register(vendorReturnRoutes);
  // suppliers' own systems: EDI and cXML
  await app.register(ediRoutes);
  return app;
}
