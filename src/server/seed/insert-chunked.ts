import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Inserts rows in chunks so one statement never carries more than ~60k parameters. */
export async function insertChunked<T extends keyof DB & string>(db: Kysely<DB>, table: T, rows: readonly Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // rows are built per table by the seed; the table's own column types are not expressible here
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}
