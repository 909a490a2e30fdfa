import { type Kysely, sql } from 'kysely';

/**
 * The event feed across a restore into another PostgreSQL server (db/feed-shift.ts). An event's
 * position is its writing transaction's id; a dump restored into a server whose transaction ids are
 * lower (a new server after a disaster) brings events and cursors from ids that server reaches only
 * after millions of transactions: its own new events would sort before them, and the horizon would
 * hold the restored ones back. `feed_shift` is what is added to this server's transaction ids so that
 * they continue above the restored ones (0 until a restore needs it); the column default of
 * integration_event.xact_id carries it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table feed_shift (
  one boolean primary key default true check (one),
  shift bigint not null default 0 check (shift >= 0),
  shifted_at timestamptz
);
insert into feed_shift default values;
`.execute(db);
}
