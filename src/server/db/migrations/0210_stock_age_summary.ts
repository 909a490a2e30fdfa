import { type Kysely, sql } from 'kysely';

/**
 * Stock positions per plant, category and quarter hour of their last movement (`stock.updated_at`
 * binned to 15 minutes of UTC: every zone's day starts on a quarter hour, so a reader turns a bin into
 * the plant's day in the plant's zone as it is when it reads, even after the zone changed), for the
 * warehouse dashboard's stock by category and aging (issue 38): reading
 * them off the stock table scans every position (824,502 on the bench's large data set: 1.7 s).
 * Kept as movement_summary is (0160), outside the posting transaction: a posting updates no summary
 * row (no hot spot, no index on stock.updated_at that would end its HOT updates). `stock_age_refresh()`
 * re-reads the positions the documents of the transactions finished since the last refresh touched
 * (their items' from and to positions, by the stock's position key) and moves each from what the
 * summary held for it (`stock_age_position`) to what it holds now. A position whose stock changed
 * after the refresh read it was changed by a transaction at or above the new horizon, so readers
 * correct exactly the positions the documents at or above the horizon touch: their summarized rows
 * out, their stock rows in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table stock_age_position (
  stock_id bigint primary key,
  plant_id varchar(4) not null,
  category varchar(12) not null,
  moved timestamptz not null,
  quantity numeric(13,3) not null
);
comment on table stock_age_position is 'what stock_age_summary counts of each position with stock (quarter hour of its last movement, quantity)';

create table stock_age_summary (
  plant_id varchar(4) not null,
  category varchar(12) not null,
  moved timestamptz not null,
  positions bigint not null,
  quantity numeric(18,3) not null,
  primary key (plant_id, category, moved)
);
comment on table stock_age_summary is 'positions with stock and their quantity per plant, category and quarter hour (UTC) of last movement, up to stock_age_state.horizon';

create table stock_age_state (
  one boolean primary key default true check (one),
  horizon xid8 not null default '0',
  refreshed_at timestamptz
);

-- the quarter hour (of UTC) an instant falls in: its day in any zone is the day of the quarter hour's start
create function stock_age_bin(at timestamptz) returns timestamptz
language sql immutable parallel safe as $fn$ select date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $fn$;

create function stock_age_refresh(wait boolean default true) returns bigint
language plpgsql as $fn$
declare
  since xid8;
  touched_count bigint;
begin
  -- one refresher at a time (another one waiting would move the same positions twice)
  if wait then
    perform pg_advisory_xact_lock(hashtext('stock_age_summary'));
  elsif not pg_try_advisory_xact_lock(hashtext('stock_age_summary')) then
    return -1;
  end if;
  select horizon into since from stock_age_state;
  -- one statement, one snapshot: what the summary held for each touched position (old) out, its stock now in
  with h as (
    select greatest(since, pg_snapshot_xmin(pg_current_snapshot())) as upto
  ), moved as (
    update stock_age_state set horizon = (select upto from h), refreshed_at = now() returning 1
  ), docs as (
    select d.mat_doc from material_document d, h where d.xact_id >= since and d.xact_id < h.upto
  ), keys as (
    -- lateral: the items of the new documents by their key
    select distinct x.* from docs cross join lateral (
      select i.material_id, i.from_plant as plant_id, i.from_sloc as sloc_id, coalesce(i.from_bin, '') as bin, i.batch,
        i.from_category as category
      from material_document_item i where i.mat_doc = docs.mat_doc and i.from_kind = 'POSITION'
      union all
      select i.material_id, i.to_plant, i.to_sloc, coalesce(i.to_bin, ''), i.batch, i.to_category
      from material_document_item i where i.mat_doc = docs.mat_doc and i.to_kind = 'POSITION'
    ) x
  ), touched as (
    select s.stock_id, s.plant_id, s.category, stock_age_bin(s.updated_at) as moved, nullif(s.quantity, 0) as quantity
    from keys k
    join stock s on s.material_id = k.material_id and s.plant_id = k.plant_id and s.sloc_id = k.sloc_id
      and coalesce(s.bin_id, '') = k.bin and s.batch = k.batch and s.category = k.category
  ), old as (
    select p.* from stock_age_position p join touched t on t.stock_id = p.stock_id
  ), delta as (
    select plant_id, category, moved, sum(n) as n, sum(q) as q from (
      select plant_id, category, moved, -1 as n, -quantity as q from old
      union all
      select plant_id, category, moved, 1, quantity from touched where quantity is not null
    ) x group by 1, 2, 3
  ), summed as (
    insert into stock_age_summary as s (plant_id, category, moved, positions, quantity)
    select plant_id, category, moved, n, q from delta where n <> 0 or q <> 0
    on conflict (plant_id, category, moved)
      do update set positions = s.positions + excluded.positions, quantity = s.quantity + excluded.quantity
    returning 1
  ), emptied as (
    delete from stock_age_position p using touched t where p.stock_id = t.stock_id and t.quantity is null returning 1
  ), held as (
    insert into stock_age_position as p (stock_id, plant_id, category, moved, quantity)
    select stock_id, plant_id, category, moved, quantity from touched where quantity is not null
    on conflict (stock_id) do update
      set plant_id = excluded.plant_id, category = excluded.category, moved = excluded.moved, quantity = excluded.quantity
    returning 1
  )
  select (select count(*) from touched) + 0 * (select count(*) from moved) + 0 * (select count(*) from summed)
    + 0 * (select count(*) from emptied) + 0 * (select count(*) from held)
  into touched_count;
  delete from stock_age_summary where positions = 0;
  return touched_count;
end
$fn$;
comment on function stock_age_refresh(boolean) is 'moves the positions touched by documents of finished transactions since stock_age_state.horizon to their current quarter hour and quantity in stock_age_summary; -1: another refresh runs (wait = false)';

-- the stock as it is: every position counted, the horizon at the oldest transaction still running
-- (a position it changes is corrected by readers, and moved by the first refresh after it ends)
insert into stock_age_state (horizon, refreshed_at) values (pg_snapshot_xmin(pg_current_snapshot()), now());
insert into stock_age_position (stock_id, plant_id, category, moved, quantity)
select s.stock_id, s.plant_id, s.category, stock_age_bin(s.updated_at), s.quantity
from stock s
where s.quantity <> 0;
insert into stock_age_summary (plant_id, category, moved, positions, quantity)
select plant_id, category, moved, count(*), sum(quantity) from stock_age_position group by 1, 2, 3;
`.execute(db);
}
