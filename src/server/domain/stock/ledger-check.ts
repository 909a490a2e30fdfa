import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

export interface LedgerDifference {
  kind: 'stock' | 'transit' | 'serial' | 'serial-count' | 'document' | 'quality';
  key: string;
  expected: string;
  actual: string;
}

export interface LedgerCheckResult {
  ok: boolean;
  differences: LedgerDifference[];
  counts: { documents: number; items: number; stockRows: number; equipment: number };
}

/**
 * Recomputes the inventory from the documents and compares it with what the tables hold:
 * - every stock row = sum of the items into its position minus the items out of it;
 * - every in-transit quantity = items into transit minus items out of it, per receiving plant;
 * - every 303 item (into transit plant to plant) has placed with 305 (minus 306) between nothing and its
 *   quantity, and nothing once reversed (304);
 * - every equipment's status and position = what its last serial-history row says;
 * - for serialized materials, the stock of a position = the number of serials in stock there;
 * - every document has as many items as its header says;
 * - QUALITY stock of a plant and material = the undecided quantity of its open inspection lots, and every
 *   serial in QUALITY stock is an undecided unit of one of them.
 * Read-only; run it after any scenario (tests) or from `npm run ledger:check`.
 */
export async function checkLedger(db: Kysely<DB>, options: { limit?: number } = {}): Promise<LedgerCheckResult> {
  const limit = options.limit ?? 1000;
  const differences: LedgerDifference[] = [];

  const stock = await sql<{ key: string; expected: string | null; actual: string | null }>`
    with moves as (
      select material_id, to_plant as plant_id, to_sloc as sloc_id, coalesce(to_bin, '') as bin, batch, to_category as category, quantity as q
        from material_document_item where to_kind = 'POSITION'
      union all
      select material_id, from_plant, from_sloc, coalesce(from_bin, ''), batch, from_category, -quantity
        from material_document_item where from_kind = 'POSITION'
    ), expected as (
      select material_id, plant_id, sloc_id, bin, batch, category, sum(q) as q from moves
      group by material_id, plant_id, sloc_id, bin, batch, category
    ), actual as (
      select material_id, plant_id, sloc_id, coalesce(bin_id, '') as bin, batch, category, quantity as q from stock
    )
    select concat_ws(' / ', coalesce(e.material_id, a.material_id), 'plant ' || coalesce(e.plant_id, a.plant_id),
        'sloc ' || coalesce(e.sloc_id, a.sloc_id), 'bin ' || nullif(coalesce(e.bin, a.bin), ''),
        'batch ' || nullif(coalesce(e.batch, a.batch), ''), coalesce(e.category, a.category)) as key,
      e.q::text as expected, a.q::text as actual
    from expected e full join actual a
      on e.material_id = a.material_id and e.plant_id = a.plant_id and e.sloc_id = a.sloc_id and e.bin = a.bin
      and e.batch = a.batch and e.category = a.category
    where coalesce(e.q, 0) <> coalesce(a.q, 0)
    order by 1
    limit ${limit}`.execute(db);
  for (const r of stock.rows) differences.push({ kind: 'stock', key: r.key, expected: r.expected ?? '0', actual: r.actual ?? '0' });

  const transit = await sql<{ key: string; expected: string | null; actual: string | null }>`
    with moves as (
      select material_id, receiving_plant as plant_id, batch, quantity as q from material_document_item where to_kind = 'TRANSIT'
      union all
      select material_id, receiving_plant, batch, -quantity from material_document_item where from_kind = 'TRANSIT'
    ), expected as (
      select material_id, plant_id, batch, sum(q) as q from moves group by material_id, plant_id, batch
    )
    select concat_ws(' / ', coalesce(e.material_id, a.material_id), 'in transit to plant ' || coalesce(e.plant_id, a.plant_id),
        'batch ' || nullif(coalesce(e.batch, a.batch), '')) as key,
      e.q::text as expected, a.quantity::text as actual
    from expected e full join stock_in_transit a on e.material_id = a.material_id and e.plant_id = a.plant_id and e.batch = a.batch
    where coalesce(e.q, 0) <> coalesce(a.quantity, 0)
    order by 1
    limit ${limit}`.execute(db);
  for (const r of transit.rows) differences.push({ kind: 'transit', key: r.key, expected: r.expected ?? '0', actual: r.actual ?? '0' });

  const placements = await sql<{ key: string; expected: string; actual: string }>`
    with placed as (
      select r.reference_number as mat_doc, x.reference_item as item_no,
        sum(case when x.movement_type = '305' then x.quantity else -x.quantity end) as q
      from material_document r join material_document_item x on x.mat_doc = r.mat_doc
      where r.reference_type = 'MD' and x.movement_type in ('305', '306')
      group by 1, 2
    )
    select 'material document ' || coalesce(i.mat_doc, p.mat_doc) || ' item ' || coalesce(i.item_no, p.item_no) || ' placed out of transit' as key,
      case when i.mat_doc is null then 'no 303 item'
        when exists (select 1 from material_document r where r.reversal_of = i.mat_doc) then '0 (reversed)'
        else 'between 0 and ' || i.quantity::text end as expected,
      p.q::text as actual
    from placed p left join material_document_item i on i.mat_doc = p.mat_doc and i.item_no = p.item_no and i.movement_type = '303'
    where i.mat_doc is null or p.q < 0 or p.q > i.quantity
      or (p.q <> 0 and exists (select 1 from material_document r where r.reversal_of = i.mat_doc))
    order by 1
    limit ${limit}`.execute(db);
  for (const r of placements.rows) differences.push({ kind: 'transit', ...r });

  const serials = await sql<{ key: string; expected: string; actual: string }>`
    with last as (
      select distinct on (equipment_number) equipment_number, mat_doc, status, plant_id, sloc_id, bin_id, batch, category
      from serial_history order by equipment_number, history_id desc
    )
    select e.material_id || ' serial ' || e.serial_number || ' (equipment ' || e.equipment_number || ')' as key,
      coalesce(concat_ws(' / ', l.status, l.plant_id, l.sloc_id, l.bin_id, nullif(l.batch, ''), l.category, l.mat_doc), 'no history') as expected,
      concat_ws(' / ', e.status, e.plant_id, e.sloc_id, e.bin_id, nullif(e.batch, ''), e.category, e.last_mat_doc) as actual
    from equipment e left join last l on l.equipment_number = e.equipment_number
    where l.equipment_number is null
      or (l.status, l.plant_id, l.batch, l.mat_doc) is distinct from (e.status, e.plant_id, e.batch, e.last_mat_doc)
      or l.sloc_id is distinct from e.sloc_id or l.bin_id is distinct from e.bin_id or l.category is distinct from e.category
    order by 1
    limit ${limit}`.execute(db);
  for (const r of serials.rows) differences.push({ kind: 'serial', ...r });

  const serialCounts = await sql<{ key: string; expected: string; actual: string }>`
    with units as (
      select material_id, plant_id, sloc_id, coalesce(bin_id, '') as bin, batch, category, count(*)::numeric as n
      from equipment where status = 'IN_STOCK' group by 1, 2, 3, 4, 5, 6
    ), serialized_stock as (
      select s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, '') as bin, s.batch, s.category, s.quantity
      from stock s join material m on m.material_id = s.material_id where m.serialized and s.quantity <> 0
    )
    select concat_ws(' / ', coalesce(s.material_id, u.material_id), 'plant ' || coalesce(s.plant_id, u.plant_id),
        'sloc ' || coalesce(s.sloc_id, u.sloc_id), 'bin ' || nullif(coalesce(s.bin, u.bin), ''), coalesce(s.category, u.category)) as key,
      coalesce(s.quantity, 0)::text || ' in stock' as expected, coalesce(u.n, 0)::text || ' serials' as actual
    from serialized_stock s full join units u
      on s.material_id = u.material_id and s.plant_id = u.plant_id and s.sloc_id = u.sloc_id and s.bin = u.bin
      and s.batch = u.batch and s.category = u.category
    where coalesce(s.quantity, 0) <> coalesce(u.n, 0)
    order by 1
    limit ${limit}`.execute(db);
  for (const r of serialCounts.rows) differences.push({ kind: 'serial-count', ...r });

  const transitSerials = await sql<{ key: string; expected: string; actual: string }>`
    with units as (
      select material_id, plant_id, batch, count(*)::numeric as n from equipment where status = 'IN_TRANSIT' group by 1, 2, 3
    ), serialized as (
      select t.material_id, t.plant_id, t.batch, t.quantity from stock_in_transit t join material m on m.material_id = t.material_id
      where m.serialized and t.quantity <> 0
    )
    select concat_ws(' / ', coalesce(s.material_id, u.material_id), 'in transit to plant ' || coalesce(s.plant_id, u.plant_id)) as key,
      coalesce(s.quantity, 0)::text || ' in transit' as expected, coalesce(u.n, 0)::text || ' serials' as actual
    from serialized s full join units u on s.material_id = u.material_id and s.plant_id = u.plant_id and s.batch = u.batch
    where coalesce(s.quantity, 0) <> coalesce(u.n, 0)
    order by 1
    limit ${limit}`.execute(db);
  for (const r of transitSerials.rows) differences.push({ kind: 'serial-count', ...r });

  // every document has as many items as its header says, and every item has its document (no foreign
  // key holds items to their header since migration 0092: this check and the immutability triggers do)
  const documents = await sql<{ key: string; expected: string; actual: string }>`
    select coalesce(d.mat_doc, i.mat_doc) as key, coalesce(d.item_count, 0)::text as expected, coalesce(i.n, 0)::text as actual
    from material_document d
    full join (select mat_doc, count(*) as n from material_document_item group by mat_doc) i on i.mat_doc = d.mat_doc
    where coalesce(d.item_count, 0) <> coalesce(i.n, 0)
    order by 1 limit ${limit}`.execute(db);
  for (const r of documents.rows)
    differences.push({ kind: 'document', key: `material document ${r.key} items`, expected: r.expected, actual: r.actual });

  const quality = await sql<{ key: string; expected: string; actual: string }>`
    with held as (
      select plant_id, material_id, sum(quantity) as q from stock where category = 'QUALITY' group by 1, 2
    ), lots as (
      select plant_id, material_id, sum(quantity - decided_qty) as q from quality_lot where status <> 'CLOSED' group by 1, 2
    )
    select concat_ws(' / ', coalesce(h.material_id, l.material_id), 'plant ' || coalesce(h.plant_id, l.plant_id), 'QUALITY') as key,
      coalesce(h.q, 0)::text || ' in quality stock' as expected, coalesce(l.q, 0)::text || ' undecided in open lots' as actual
    from held h full join lots l on h.plant_id = l.plant_id and h.material_id = l.material_id
    where coalesce(h.q, 0) <> coalesce(l.q, 0)
    union all
    select e.material_id || ' serial ' || e.serial_number, 'an undecided unit of an open lot', 'none'
    from equipment e
    where e.status = 'IN_STOCK' and e.category = 'QUALITY'
      and not exists (select 1 from quality_lot_serial s join quality_lot l on l.lot_number = s.lot_number
        where s.material_id = e.material_id and s.serial_number = e.serial_number and s.decision is null and l.plant_id = e.plant_id)
    order by 1
    limit ${limit}`.execute(db);
  for (const r of quality.rows) differences.push({ kind: 'quality', ...r });

  const counts = (
    await sql<{ documents: number; items: number; stock_rows: number; equipment: number }>`select
      (select count(*) from material_document)::int as documents,
      (select count(*) from material_document_item)::int as items,
      (select count(*) from stock)::int as stock_rows,
      (select count(*) from equipment)::int as equipment`.execute(db)
  ).rows[0] as { documents: number; items: number; stock_rows: number; equipment: number };

  return {
    ok: differences.length === 0,
    differences,
    counts: { documents: counts.documents, items: counts.items, stockRows: counts.stock_rows, equipment: counts.equipment },
  };
}

export function formatDifferences(result: LedgerCheckResult): string[] {
  return result.differences.map((d) => `${d.kind}: ${d.key}: expected ${d.expected}, found ${d.actual}`);
}
