import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Waits until every event written so far may be read from the feed. The feed's horizon is the oldest
 * transaction of the whole PostgreSQL server (read-events.ts), so on a shared server a transaction of
 * another database (the test files running beside this one) holds delivery back for a moment. Tests
 * that read the feed right after writing call this first; tests of the holding back itself do not.
 * On PGlite (one connection) the horizon is always past.
 */
export async function feedSettled(db: Kysely<DB>, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await sql<{ settled: boolean }>`
      select coalesce((select max(xact_id) from integration_event) < pg_snapshot_xmin(pg_current_snapshot()), true) as settled`.execute(db);
    if (row.rows[0]?.settled || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
