import { type Kysely, sql } from 'kysely';

/**
 * Goods movements per plant, day (the posting date: a plant day), movement type and side (IN: the
 * receiving plant of an item, OUT: the issuing plant), for the dashboards (issue 38). Kept outside the
 * posting transaction (no row every posting updates: a hot spot under concurrency): `movement_summary_refresh()`
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

create function movement_summary_refresh(wait boolean default true) returns bigint
language plpgsql as $fn$
declare
  since xid8;
  added bigint;
begin
  -- one refresher at a time (another one waiting would count the same documents again)
  if wait then
    perform pg_advisory_xact_lock(hashtext('movement_summary'));
  elsif not pg_try_advisory_xact_lock(hashtext('movement_summary')) then
    return -1;
  end if;
  -- in READ COMMITTED each statement below reads a snapshot taken after the lock was granted
  select horizon into since from movement_summary_state;
  with h as (
    -- every transaction below the oldest one still running has ended: its documents are all visible now
    select greatest(since, pg_snapshot_xmin(pg_current_snapshot())) as upto
  ), docs as (
    select d.mat_doc from material_document d, h where d.xact_id >= since and d.xact_id < h.upto
  ), sides as (
    -- lateral: the items of the new documents by their key (a join may scan every item of the ledger)
    select x.* from docs cross join lateral (
      select i.to_plant as plant_id, i.posting_date as day, i.movement_type, 'IN' as side, i.mat_doc
      from material_document_item i where i.mat_doc = docs.mat_doc and i.to_plant is not null
      union all
      select i.from_plant, i.posting_date, i.movement_type, 'OUT', i.mat_doc
      from material_document_item i where i.mat_doc = docs.mat_doc and i.from_plant is not null
    ) x
  ), counted as (
    insert into movement_summary as s (plant_id, day, movement_type, side, items, documents)
    select plant_id, day, movement_type, side, count(*), count(distinct mat_doc) from sides group by 1, 2, 3, 4
    on conflict (plant_id, day, movement_type, side)
      do update set items = s.items + excluded.items, documents = s.documents + excluded.documents
    returning 1
  ), moved as (
    update movement_summary_state set horizon = (select upto from h), refreshed_at = now() returning 1
  )
  select (select count(*) from docs) + 0 * (select count(*) from counted) + 0 * (select count(*) from moved) into added;
  return added;
end
$fn$;
comment on function movement_summary_refresh(boolean) is 'adds the documents of finished transactions since movement_summary_state.horizon to movement_summary; -1: another refresh runs (wait = false)';
`.execute(db);
  // the ledger so far, in the migration's transaction (PostgreSQL: a few seconds for a million items)
  await sql`select movement_summary_refresh()`.execute(db);
}
