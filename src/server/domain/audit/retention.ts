import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';

/** Rows deleted per statement (one short transaction each, so the trail is never locked for long). */
const PURGE_BATCH = 10_000;
const DAY_MS = 24 * 3600_000;

/**
 * The retention job's one pass: deletes the audit rows older than `retentionDays`. The trail is
 * append-only (migration 0002's trigger, 0110): a DELETE passes only inside a transaction that set
 * `portal.audit_purge_before` for itself (set_config(..., true)) to an instant at least a day ago, and
 * only for rows older than that instant; anything else is refused by the database. The pass is audited
 * with the count and the cutoff. Returns the number of rows deleted.
 */
export async function purgeAudit(db: Kysely<DB>, retentionDays: number, now: Date = new Date()): Promise<number> {
  const days = Math.max(1, Math.floor(retentionDays));
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      await sql`select set_config('portal.audit_purge_before', ${cutoff}, true)`.execute(trx);
      const result = await sql`delete from audit_log where audit_id in (
          select audit_id from audit_log where at < ${cutoff}::timestamptz order by at limit ${PURGE_BATCH})`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    });
    deleted += n;
    if (n < PURGE_BATCH) break;
  }
  if (deleted > 0) {
    await writeAudit(db, {
      userId: null,
      action: 'audit.retention',
      objectType: 'audit_log',
      details: { deleted, cutoff, retentionDays: days },
    });
  }
  return deleted;
}

export interface AuditRetention {
  stop(): void;
}

/**
 * The daily retention job: a first pass a minute after start (not during it), then one a day. Every
 * instance runs it; passes of several instances delete disjoint rows or nothing (the deletes are idempotent).
 */
export function startAuditRetention(
  db: Kysely<DB>,
  options: { retentionDays: number; log: (message: string, error?: unknown) => void; firstAfterMs?: number; everyMs?: number },
): AuditRetention {
  const pass = () =>
    purgeAudit(db, options.retentionDays).then(
      (deleted) => {
        if (deleted > 0) options.log(`audit retention: ${deleted} rows older than ${options.retentionDays} days deleted`);
      },
      (error: unknown) => options.log('audit retention failed', error),
    );
  const first = setTimeout(() => void pass(), options.firstAfterMs ?? 60_000);
  const daily = setInterval(() => void pass(), options.everyMs ?? DAY_MS);
  first.unref();
  daily.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}
