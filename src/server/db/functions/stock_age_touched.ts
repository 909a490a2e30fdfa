/**
 * The one rule of which stock positions a span of the ledger touched (the stock age summary, migration 0210): the
 * positions (as they are now) that the items of the documents with `since <= xact_id < upto` took from or put into,
 * found by the stock's position key; `upto` null: every document from `since` on. The refresh moves these
 * (stock_age_refresh.ts), readers correct these above the horizon (domain/kpis/stock-age.ts). SQL and STABLE, so a
 * caller's plan inlines it.
 */
export const definition = `
create or replace function stock_age_touched(since xid8, upto xid8)
returns table (stock_id bigint, plant_id varchar, category varchar, moved timestamptz, quantity numeric)
language sql stable as $fn$
  select s.stock_id, s.plant_id, s.category, stock_age_bin(s.updated_at), s.quantity
  from (
    -- lateral: the items of the span's documents by their key
    select distinct x.* from material_document d cross join lateral (
      select i.material_id, i.from_plant as plant_id, i.from_sloc as sloc_id, coalesce(i.from_bin, '') as bin, i.batch,
        i.from_category as category
      from material_document_item i where i.mat_doc = d.mat_doc and i.from_kind = 'POSITION'
      union all
      select i.material_id, i.to_plant, i.to_sloc, coalesce(i.to_bin, ''), i.batch, i.to_category
      from material_document_item i where i.mat_doc = d.mat_doc and i.to_kind = 'POSITION'
    ) x
    where d.xact_id >= since and (upto is null or d.xact_id < upto)
  ) k
  join stock s on s.material_id = k.material_id and s.plant_id = k.plant_id and s.sloc_id = k.sloc_id
    and coalesce(s.bin_id, '') = k.bin and s.batch = k.batch and s.category = k.category
$fn$;
`;
