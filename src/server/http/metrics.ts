import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import * as e from '../../shared/contracts/platform/endpoints';
import { DomainError } from '../domain/errors';
import { handle } from './route';

/**
 * What an operator scrapes (Prometheus text format, prom-client): requests per route pattern and
 * status with their latency, postings per movement type and their latency, refusals by error code,
 * idempotent replays, the database pool, the event loop and the process's memory (default metrics).
 * One registry per app, so tests can build several apps in one process.
 */
export interface PortalMetrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  postings: Counter<'movement_type'>;
  postingSeconds: Histogram<'route'>;
  refusals: Counter<'code'>;
  replays: Counter;
}

export function createMetrics(
  pool: () => { total: number; idle: number; waiting: number } | null,
  eventFeedLag: () => Promise<number>,
): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const metrics: PortalMetrics = {
    registry,
    requests: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    postings: new Counter({
      name: 'portal_posted_items_total',
      help: 'Material document items posted (committed), by movement type',
      labelNames: ['movement_type'],
      registers: [registry],
    }),
    postingSeconds: new Histogram({
      name: 'portal_posting_duration_seconds',
      help: 'Postings (one retried transaction each, replays excluded) by route pattern',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'portal_refusals_total',
      help: 'Requests refused with an error code of the error table (4xx and 5xx answers)',
      labelNames: ['code'],
      registers: [registry],
    }),
    replays: new Counter({
      name: 'portal_idempotent_replays_total',
      help: 'Postings answered from the Idempotency-Key store instead of posting again',
      registers: [registry],
    }),
  };
  for (const [name, help, pick] of [
    ['portal_db_pool_connections', 'Database pool connections (PostgreSQL)', 'total'],
    ['portal_db_pool_idle', 'Idle database pool connections (PostgreSQL)', 'idle'],
    ['portal_db_pool_waiting', 'Requests waiting for a database connection (PostgreSQL)', 'waiting'],
  ] as const) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const state = pool();
        if (state) this.set(state[pick]);
      },
    });
  }
  new Gauge({
    name: 'portal_event_feed_lag_seconds',
    help: 'How long the oldest committed integration event has waited behind a transaction still running',
    registers: [registry],
    async collect() {
      this.set(await eventFeedLag().catch(() => 0));
    },
  });
  return metrics;
}

function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Serves `/metrics` (requests are timed by http/observability.ts, by route pattern: ids would make a series per order). */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics, config } = app.ctx;
  handle(app, e.metrics, async ({ request, reply }) => {
    // the socket's own address: a proxy in front must not make a remote caller look local
    const allowed = config.metricsToken ? bearerMatches(request, config.metricsToken) : isLoopback(request.socket.remoteAddress ?? '');
    if (!allowed) throw new DomainError('FORBIDDEN');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
