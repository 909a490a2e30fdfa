import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/** An id a client or proxy sent is kept when it is short and plain; anything else gets a fresh one. */
const SENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: `X-Request-Id` from the caller (a proxy's trace id), or a new UUID. */
export function requestId(request: RawRequestDefaultExpression): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SENT_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer carries its request id (`X-Request-Id`; error bodies too: http/errors.ts); every
 * request is timed into the metrics by route pattern and written as ONE structured log line: id,
 * user, method, route pattern, status, duration. Never a body, a header, a cookie, a token or a
 * query string (they can hold search texts, serials or tokens): the route pattern names the call.
 */
export function registerObservability(app: FastifyInstance): void {
  const { metrics } = app.ctx;
  // callback hooks, not async ones: nothing here waits, and a promise per hook per request is measurable
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.requests.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
    request.log.info(
      {
        reqId: request.id,
        userId: request.user?.userId ?? null,
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
