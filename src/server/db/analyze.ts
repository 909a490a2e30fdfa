import { type Kysely, sql } from 'kysely';

/**
 * Fresh planner statistics after loading many rows at once. A list read through an index on a
 * million rows was planned as a sequential scan (953 ms) until the tables were analyzed (0.27 ms):
 * autovacuum may be off or behind, so the code that loads in bulk analyzes what it loaded.
 */
export const BULK_ROWS = 5_000;

/** `ANALYZE` of the named tables, or of the whole database when none are named. */
export async function analyze<T>(db: Kysely<T>, tables: readonly string[] = []): Promise<void> {
  if (tables.length === 0) {
    await sql`analyze`.execute(db);
    return;
  }
  for (const table of new Set(tables)) await sql`analyze ${sql.table(table)}`.execute(db);
}
