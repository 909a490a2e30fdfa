import pg from 'pg';

/** The tables every posting writes: a lock that blocks their writes stops every dock's scanning. */
export const POSTING_TABLES = [
  'stock',
  'stock_in_transit',
  'equipment',
  'material_document',
  'material_document_item',
  'serial_history',
  'idempotency_key',
];

/** Lock modes that conflict with a posting's row writes (RowExclusiveLock): while one is held, postings wait. */
const BLOCKING_MODES = ['ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock'];

export interface LockSample {
  /** The longest time one backend held one blocking lock on one posting table (ms, to the sampling interval). */
  longestMs: number;
  /** `table mode` of that lock, or null when none was seen. */
  longest: string | null;
  samples: number;
}

/**
 * Samples pg_locks every `intervalMs` on its own connection while a migration runs: each blocking lock on a
 * posting table, by backend, from the first sample that sees it to the last. A migration that builds an index on
 * the ledger without CONCURRENTLY, or backfills a table in one statement, shows here as a lock of seconds.
 */
export async function sampleLedgerLocks(databaseUrl: string, intervalMs = 20): Promise<{ stop(): Promise<LockSample> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const open = new Map<string, { first: number; last: number }>();
  let longestMs = 0;
  let longest: string | null = null;
  let samples = 0;
  let running = true;
  const close = (key: string, span: { first: number; last: number }) => {
    const ms = span.last - span.first;
    if (ms >= longestMs) {
      longestMs = ms;
      longest = key.split(' ').slice(1).join(' ');
    }
  };
  const loop = (async () => {
    while (running) {
      const now = performance.now();
      const { rows } = await client.query<{ pid: number; relname: string; mode: string }>(
        `select l.pid, c.relname, l.mode
           from pg_locks l join pg_class c on c.oid = l.relation
          where l.granted and l.database = (select oid from pg_database where datname = current_database())
            and c.relname = any($1) and l.mode = any($2) and l.pid <> pg_backend_pid()`,
        [POSTING_TABLES, BLOCKING_MODES],
      );
      samples++;
      const seen = new Set<string>();
      for (const r of rows) {
        const key = `${r.pid} ${r.relname} ${r.mode}`;
        seen.add(key);
        const span = open.get(key);
        if (span) span.last = now;
        else open.set(key, { first: now, last: now });
      }
      for (const [key, span] of open) {
        if (!seen.has(key)) {
          // held until some time between the last sample that saw it and this one: count the whole interval
          close(key, { first: span.first, last: now });
          open.delete(key);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      for (const [key, span] of open) close(key, span);
      await client.end();
      return { longestMs: Math.round(longestMs), longest, samples };
    },
  };
}
