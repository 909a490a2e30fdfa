import { type Kysely, sql } from 'kysely';

/**
 * The open posting period of each plant: a posting date lies between the first day of the month
 * `posting_open_months` before the plant's current month and today at the plant (1: the previous
 * and the current month, as a finance department closes a month some days after it ends; 0: the
 * current month only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table plant add column posting_open_months smallint not null default 1
    check (posting_open_months between 0 and 24)`.execute(db);
}
