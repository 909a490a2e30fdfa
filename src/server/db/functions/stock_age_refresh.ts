/**
 * The stock age summary's refresh (migration 0210, domain/kpis/stock-age.ts): under an advisory lock (one refresher
 * at a time; `wait` false: -1 when another one runs), the positions that the documents of the transactions finished
 * since `stock_age_state.horizon` took from or put into move from what the summary held for them
 * (`stock_age_position`) to what they hold now, and the horizon moves up to the oldest transaction still running.
 * Answers how many positions it read.
 */
export const definition = `
create or replace function stock_age_refresh(wait boolean default true) returns bigint
language plpgsql as $fn$
declare
  since xid8;
  touched_count bigint;
begin
  -- one refresher at a time (another one waiting would move the same positions twice)
  if not summary_lock('stock_age_summary', wait) then
    return -1;
  end if;
  select horizon into since from stock_age_state;
  -- one statement, one snapshot: what the summary held for each touched position (old) out, its stock now in
  with h as (
    select greatest(since, pg_snapshot_xmin(pg_current_snapshot())) as upto
  ), moved as (
    update stock_age_state set horizon = (select upto from h), refreshed_at = now() returning 1
  ), touched as (
    select t.stock_id, t.plant_id, t.category, t.moved, nullif(t.quantity, 0) as quantity
    from h cross join stock_age_touched(since, h.upto) t
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
`;
