import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as e from '../../shared/contracts/platform/endpoints';
import { appliedSchemaVersion } from '../db/migrate';
import { handle } from '../http/route';

/** GET /healthcheck: 200 with status, database kind, schema version and uptime; 503 without database. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.health, async ({ db, reply }) => {
    const { dbKind, startedAt } = app.ctx;
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
      ]);
      const schemaVersion = (await appliedSchemaVersion(db)) ?? 'none';
      return { status: 'ok' as const, database: dbKind, schemaVersion, uptimeSeconds };
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', database: dbKind, schemaVersion: null, uptimeSeconds, message: 'The database is not reachable.' });
    }
  });
}
