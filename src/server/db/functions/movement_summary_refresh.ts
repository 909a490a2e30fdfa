/**
 * The movement summary's refresh (migration 0160, domain/kpis/movement-summary.ts): under an advisory lock (one
 * refresher at a time; `wait` false: -1 when another one runs), the sides (movement_sides.ts) of the documents of the
 * transactions finished since `movement_summary_state.horizon` are added to `movement_summary`, and the horizon moves
 * up to the oldest transaction still running. Answers how many documents it added. First created in migration 0160.
 */
export const definition = `
create or replace function movement_summary_refresh(wait boolean default true) returns bigint
language plpgsql as $fn$
declare
  since xid8;
  added bigint;
begin
  -- one refresher at a time (another one waiting would count the same documents again)
  if not summary_lock('movement_summary', wait) then
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
    select x.* from h cross join movement_sides(since, h.upto) x
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
`;
