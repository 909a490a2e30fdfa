import { type Kysely, sql } from 'kysely';

/**
 * The outbox of events for integration callers: every posted material document appends
 * one row in its own transaction. `xact_id` is the writing transaction's id: readers return only
 * events of transactions older than the oldest one still in flight (`pg_snapshot_xmin`), ordered by
 * (xact_id, event_id), so a cursor never passes an event that commits later (domain/events/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table integration_event (
  event_id bigserial primary key,
  xact_id xid8 not null default pg_current_xact_id(),
  event_type varchar(60) not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index integration_event_feed_idx on integration_event (xact_id, event_id);
`.execute(db);
}
