/**
 * The one rule of what the movement summary counts (migration 0160, domain/kpis/movement-summary.ts): each item of
 * the documents with `since <= xact_id < upto` once per side it has, IN at its receiving plant (`to_plant`) and OUT
 * at its issuing plant (`from_plant`), by posting date and movement type; `upto` null: every document from `since`
 * on. The refresh adds these (movement_summary_refresh.ts), readers add these above the horizon. SQL and STABLE, so a
 * caller's plan inlines it.
 */
export const definition = `
create or replace function movement_sides(since xid8, upto xid8)
returns table (plant_id varchar, day date, movement_type varchar, side text, mat_doc varchar)
language sql stable as $fn$
  select x.plant_id, x.day, x.movement_type, x.side, x.mat_doc
  from material_document d cross join lateral (
    -- lateral: the items of the span's documents by their key (a join may scan every item of the ledger)
    select i.to_plant as plant_id, i.posting_date as day, i.movement_type, 'IN' as side, i.mat_doc
    from material_document_item i where i.mat_doc = d.mat_doc and i.to_plant is not null
    union all
    select i.from_plant, i.posting_date, i.movement_type, 'OUT', i.mat_doc
    from material_document_item i where i.mat_doc = d.mat_doc and i.from_plant is not null
  ) x
  where d.xact_id >= since and (upto is null or d.xact_id < upto)
$fn$;
`;
