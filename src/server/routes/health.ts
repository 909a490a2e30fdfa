import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import * as e from '../../shared/contracts/platform/endpoints';
import { portalVersion } from '../../shared/release';
import { appliedSchemaVersion, schemaProblem, schemaVersion } from '../db/migrate';
import type { DB } from '../db/schema';
import { handle } from '../http/route';

/** The database answers within 3 s, with the schema version it is at. */
async function databaseVersion(db: Kysely<DB>): Promise<string> {
  await Promise.race([sql`select 1`.execute(db), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref())]);
  return (await appliedSchemaVersion(db)) ?? 'none';
}

/**
 * GET /healthcheck (liveness): 200 with status, release version, database kind, schema version and uptime; 503
 * without database. GET /healthcheck/ready (readiness, for a load balancer): 503 while the instance
 * drains after SIGTERM, without database, or while the database's schema is not this code's (a
 * migration by another instance still running, or not yet run), unless a newer release migrated it to a schema
 * it records this release runs on (db/compatibility.ts).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.health, async ({ db, reply }) => {
    const { dbKind, startedAt } = app.ctx;
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      const version = await databaseVersion(db);
      return { status: 'ok' as const, version: portalVersion, database: dbKind, schemaVersion: version, uptimeSeconds };
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({
        status: 'unavailable',
        version: portalVersion,
        database: dbKind,
        schemaVersion: null,
        uptimeSeconds,
        message: 'The database is not reachable.',
      });
    }
  });
  handle(app, e.ready, async ({ db, reply }) => {
    const notReady = (status: 'draining' | 'unavailable') => reply.code(503).header('cache-control', 'no-store').send({ status });
    if (app.ctx.lifecycle.draining) return notReady('draining');
    try {
      // a newer release's schema that this release runs on (expand/contract, a rolling upgrade) keeps it ready
      if ((await databaseVersion(db)) !== schemaVersion() && (await schemaProblem(db))?.kind !== 'compatible')
        return notReady('unavailable');
    } catch {
      return notReady('unavailable');
    }
    return { status: 'ready' as const };
  });
}
