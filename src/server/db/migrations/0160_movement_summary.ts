import { type Kysely, sql } from 'kysely';

/**
 * Goods movements per plant, day (the posting date: a plant day), movement type and side (IN: the
 * receiving plant of an item, OUT: the issuing plant), for the dashboards (issue 38). Kept outside the
 * posting transaction (no row every posting updates: a hot spot under concurrency): `movement_summary_refresh()`
 * (db/functions/movement_summary_refresh.ts)
 * adds the documents of the transactions that finished since the last refresh, by `material_document.xact_id`
 * (migration 0085). `movement_summary_state.horizon` is the oldest transaction that was still running at the
 * last refresh: every document below it is counted, every document at or above it is not (readers add
 * those from the ledger). A transaction committing out of order, or a document back-dated to an earlier
 * posting date, is counted when its transaction is below a later horizon: posted documents never change,
 * so increments are exact. Refreshes take an advisory lock, so two never count the same documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create index material_document_xact_idx on material_document (xact_id);

create table movement_summary (
  plant_id varchar(4) not null,
  day date not null,
  movement_type varchar(3) not null,
  side varchar(3) not null check (side in ('IN', 'OUT')),
  items bigint not null check (items >= 0),
  documents bigint not null check (documents >= 0),
  primary key (plant_id, day, movement_type, side)
);
create index movement_summary_day_idx on movement_summary (day, movement_type);
comment on table movement_summary is 'items and documents per plant, posting date, movement type and side, up to movement_summary_state.horizon';

create table movement_summary_state (
  one boolean primary key default true check (one),
  horizon xid8 not null default '0',
  refreshed_at timestamptz
);
insert into movement_summary_state default values;
`.execute(db);
  // the ledger so far is counted by the first refresh (db/functions/movement_summary_refresh.ts, created after the
  // migrations): until then the horizon is 0 and readers add every document from the ledger themselves
}
