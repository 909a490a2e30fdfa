/**
 * The one rule of what the movement summary counts (migration 0160, domain/kpis/movement-summary.ts): each item of
 * the documents with `since <= xact_id < upto` once per side it has, IN at its receiving plant (`to_plant`) and OUT
 * at its issuing plant (`from_plant`), by posting date and movement type; `upto` null: every document from `since`
 * on. The refresh adds these (movement_summary_refresh.ts), readers add these above the horizon. SQL and STABLE, so a
 * caller's plan inlines it.
 *
 * Each document's items are read once by the document's key and give both sides (a VALUES row per side). `offset 0`
 * keeps that a lookup per document: pulled up into a join, the planner may hash every item of the ledger. Two
 * branches of a UNION ALL (until 2026-11-30) let it take the OUT side through the partial index of every item with
 * an issuing plant, intersected with the document's: 0.3 ms per document, a refresh of 1,550 documents 0.5 s of
 * CPU (the worker kept half a core busy under 700 postings a second). Now 20 ms.
 */
export const definition = `
create or replace function movement_sides(since xid8, upto xid8)
returns table (plant_id varchar, day date, movement_type varchar, side text, mat_doc varchar)
language sql stable as $fn$
  select x.plant_id, x.day, x.movement_type, x.side, x.mat_doc
  from material_document d cross join lateral (
    select s.plant_id, i.posting_date as day, i.movement_type, s.side, i.mat_doc
    from material_document_item i cross join lateral (values (i.to_plant, 'IN'), (i.from_plant, 'OUT')) as s(plant_id, side)
    where i.mat_doc = d.mat_doc and s.plant_id is not null
    offset 0
  ) x
  where d.xact_id >= since and (upto is null or d.xact_id < upto)
$fn$;
`;
