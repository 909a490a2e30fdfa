import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { feedHorizon } from '../domain/events/read-events';

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
      select coalesce((select max(xact_id) from integration_event) < ${feedHorizon}, true) as settled`.execute(db);
    if (row.rows[0]?.settled || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A log of the feed's horizon as a test saw it: each `note` records the snapshot and every backend of
 * the server that holds a transaction id or a snapshot (database, kind, state, query). A feed test
 * prints it when it fails, so a horizon held back or going backwards names the transaction that did it
 * (it showed, 2026-11-27, that a failure no local run repeated was no horizon at all: the feed sorted its
 * transaction ids as text, and that CI server's ids had one digit more than its template's events).
 */
export function horizonTrace(db: Kysely<DB>) {
  const lines: string[] = [];
  return {
    async note(label: string): Promise<void> {
      if (process.env.TEST_DB !== 'postgres') return;
      const row = await sql<{ at: string; snapshot: string; backends: string | null }>`
        select to_char(clock_timestamp(), 'HH24:MI:SS.MS') as at, pg_current_snapshot()::text as snapshot,
          (select string_agg(format('%s %s/%s %s xid=%s xmin=%s %s', pid, datname, backend_type, state, backend_xid, backend_xmin,
             left(regexp_replace(query, '\s+', ' ', 'g'), 60)), '; ')
           from pg_stat_activity where pid <> pg_backend_pid() and (backend_xid is not null or backend_xmin is not null)) as backends`.execute(
        db,
      );
      const r = row.rows[0];
      lines.push(`${r?.at} ${label}: snapshot ${r?.snapshot}; ${r?.backends ?? 'no other transaction'}`);
    },
    toString: () => lines.join('\n'),
  };
}
