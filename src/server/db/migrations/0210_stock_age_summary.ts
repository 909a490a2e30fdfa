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
 * out, their stock rows in. The functions (`stock_age_bin`, `stock_age_refresh`) are in db/functions/.
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

-- the stock as it is: every position counted, the horizon at the oldest transaction still running
-- (a position it changes is corrected by readers, and moved by the first refresh after it ends)
insert into stock_age_state (horizon, refreshed_at) values (pg_snapshot_xmin(pg_current_snapshot()), now());
insert into stock_age_position (stock_id, plant_id, category, moved, quantity)
select s.stock_id, s.plant_id, s.category, date_bin('15 minutes', s.updated_at, timestamptz '2000-01-01 00:00:00+00'), s.quantity
from stock s
where s.quantity <> 0;
insert into stock_age_summary (plant_id, category, moved, positions, quantity)
select plant_id, category, moved, count(*), sum(quantity) from stock_age_position group by 1, 2, 3;
`.execute(db);
}
