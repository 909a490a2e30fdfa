import { type Kysely, sql } from 'kysely';
import { translator } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { checkMovementSummary } from '../kpis/movement-summary';
import { checkStockAge } from '../kpis/stock-age';

export interface LedgerDifference {
  kind: 'stock' | 'transit' | 'at-vendor' | 'serial' | 'serial-count' | 'document' | 'quality' | 'summary' | 'stock-age';
  key: string;
  expected: string;
  actual: string;
}

export interface LedgerCheckResult {
  ok: boolean;
  differences: LedgerDifference[];
  counts: { documents: number; items: number; stockRows: number; equipment: number };
}

/** A position's parts (the bin and batch only where there are): "CAB-1 / plant 1000 / sloc 0001 / bin A-01 / UNRESTRICTED". */
interface Position {
  material: string;
  plant: string;
  sloc?: string | null;
  bin?: string | null;
  batch?: string | null;
  category?: string | null;
}

/** The texts of a difference in the reader's language (English for the command line and the tests' logs). */
function positionKey(p: Position, inTransit = false): string {
  const { t } = translator();
  return [
    p.material,
    inTransit ? t('ledger.inTransitTo', { plant: p.plant }) : t('ledger.plant', { plant: p.plant }),
    p.sloc ? t('ledger.sloc', { sloc: p.sloc }) : null,
    p.bin ? t('ledger.bin', { bin: p.bin }) : null,
    p.batch ? t('ledger.batch', { batch: p.batch }) : null,
    p.category ?? null,
  ]
    .filter((part): part is string => !!part)
    .join(' / ');
}

/** The columns a side of the ledger is kept by, as the side's table and the equipment name them (the same names). */
const SIDE_COLUMNS = {
  material: 'material_id',
  plant: 'plant_id',
  sloc: 'sloc_id',
  bin: 'bin_id',
  batch: 'batch',
  category: 'category',
  vendor: 'vendor_id',
} as const;
type SideColumn = keyof typeof SIDE_COLUMNS;

/**
 * For serialized materials, a side's quantity (stock at a position, in transit to a plant, at a vendor) against the
 * number of serials the equipment holds there in the side's status: the rows that differ, by the side's columns.
 * One query for the three sides (each kept by its own columns); a missing bin compares as ''.
 */
async function serialCountDrifts<C extends SideColumn>(
  db: Kysely<DB>,
  table: 'stock' | 'stock_in_transit' | 'stock_at_vendor',
  status: 'IN_STOCK' | 'IN_TRANSIT' | 'AT_VENDOR',
  columns: readonly C[],
  limit: number,
): Promise<(Record<C, string> & { expected: string; actual: string })[]> {
  const columnOf = (alias: string, column: SideColumn) =>
    column === 'bin' ? sql`coalesce(${sql.ref(`${alias}.${SIDE_COLUMNS[column]}`)}, '')` : sql.ref(`${alias}.${SIDE_COLUMNS[column]}`);
  const keyed = (alias: string) => sql.join(columns.map((c) => sql`${columnOf(alias, c)} as ${sql.raw(c)}`));
  const result = await sql<Record<C, string> & { expected: string; actual: string }>`
    with units as (
      select ${keyed('e')}, count(*)::numeric as n from equipment e where e.status = ${status}
      group by ${sql.join(columns.map((_, i) => sql.raw(String(i + 1))))}
    ), side as (
      select ${keyed('s')}, s.quantity from ${sql.table(table)} s join material m on m.material_id = s.material_id
      where m.serialized and s.quantity <> 0
    )
    select ${sql.join(columns.map((c) => sql`coalesce(s.${sql.raw(c)}, u.${sql.raw(c)}) as ${sql.raw(c)}`))},
      coalesce(s.quantity, 0)::text as expected, coalesce(u.n, 0)::text as actual
    from side s full join units u on ${sql.join(
      columns.map((c) => sql`s.${sql.raw(c)} = u.${sql.raw(c)}`),
      sql` and `,
    )}
    where coalesce(s.quantity, 0) <> coalesce(u.n, 0)
    order by ${sql.join(columns.map((_, i) => sql.raw(String(i + 1))))}
    limit ${limit}`.execute(db);
  return result.rows;
}

/**
 * Recomputes the inventory from the documents and compares it with what the tables hold:
 * - every stock row = sum of the items into its position minus the items out of it;
 * - every in-transit quantity = items into transit minus items out of it, per receiving plant;
 * - every stock-at-vendor quantity = items to the vendor for repair (541) minus items back (101 against the repair
 *   order), per material, plant, vendor and batch; for serialized materials the number of serials AT_VENDOR there;
 * - every 303 item (into transit plant to plant) has placed with 305 (minus 306) between nothing and its
 *   quantity, and nothing once reversed (304);
 * - every equipment's status and position = what its last serial-history row says;
 * - for serialized materials, the stock of a position = the number of serials in stock there;
 * - every document has as many items as its header says;
 * - the movement summary of the dashboards = the documents below its horizon, per plant, day, type and side;
 * - the stock age summary of the dashboards, corrected as its readers correct it = the stock table, per plant,
 *   category and day of last movement;
 * - QUALITY stock of a plant and material = the undecided quantity of its open inspection lots, and every
 *   serial in QUALITY stock is an undecided unit of one of them.
 * Read-only; run it after any scenario (tests) or from `npm run ledger:check`.
 */
export async function checkLedger(db: Kysely<DB>, options: { limit?: number } = {}): Promise<LedgerCheckResult> {
  const limit = options.limit ?? 1000;
  const differences: LedgerDifference[] = [];
  const reader = translator();
  const { t } = reader;
  const quantity = (q: string | null) => reader.quantity(q ?? '0');

  const stock = await sql<Position & { expected: string | null; actual: string | null }>`
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
    select coalesce(e.material_id, a.material_id) as material, coalesce(e.plant_id, a.plant_id) as plant,
      coalesce(e.sloc_id, a.sloc_id) as sloc, coalesce(e.bin, a.bin) as bin, coalesce(e.batch, a.batch) as batch,
      coalesce(e.category, a.category) as category, e.q::text as expected, a.q::text as actual
    from expected e full join actual a
      on e.material_id = a.material_id and e.plant_id = a.plant_id and e.sloc_id = a.sloc_id and e.bin = a.bin
      and e.batch = a.batch and e.category = a.category
    where coalesce(e.q, 0) <> coalesce(a.q, 0)
    order by 1, 2, 3, 4, 5, 6
    limit ${limit}`.execute(db);
  for (const r of stock.rows)
    differences.push({ kind: 'stock', key: positionKey(r), expected: quantity(r.expected), actual: quantity(r.actual) });

  const transit = await sql<Position & { expected: string | null; actual: string | null }>`
    with moves as (
      select material_id, receiving_plant as plant_id, batch, quantity as q from material_document_item where to_kind = 'TRANSIT'
      union all
      select material_id, receiving_plant, batch, -quantity from material_document_item where from_kind = 'TRANSIT'
    ), expected as (
      select material_id, plant_id, batch, sum(q) as q from moves group by material_id, plant_id, batch
    )
    select coalesce(e.material_id, a.material_id) as material, coalesce(e.plant_id, a.plant_id) as plant,
      coalesce(e.batch, a.batch) as batch, e.q::text as expected, a.quantity::text as actual
    from expected e full join stock_in_transit a on e.material_id = a.material_id and e.plant_id = a.plant_id and e.batch = a.batch
    where coalesce(e.q, 0) <> coalesce(a.quantity, 0)
    order by 1, 2, 3
    limit ${limit}`.execute(db);
  for (const r of transit.rows)
    differences.push({ kind: 'transit', key: positionKey(r, true), expected: quantity(r.expected), actual: quantity(r.actual) });

  // stock at a vendor for repair (migration 0220): the plant is the item's position side's
  const atVendor = await sql<{
    material: string;
    plant: string;
    vendor: string;
    batch: string;
    expected: string | null;
    actual: string | null;
  }>`
    with moves as (
      select material_id, from_plant as plant_id, vendor_id, batch, quantity as q from material_document_item where to_kind = 'AT_VENDOR'
      union all
      select material_id, to_plant, vendor_id, batch, -quantity from material_document_item where from_kind = 'AT_VENDOR'
    ), expected as (
      select material_id, plant_id, vendor_id, batch, sum(q) as q from moves group by 1, 2, 3, 4
    )
    select coalesce(e.material_id, a.material_id) as material, coalesce(e.plant_id, a.plant_id) as plant,
      coalesce(e.vendor_id, a.vendor_id) as vendor, coalesce(e.batch, a.batch) as batch, e.q::text as expected, a.quantity::text as actual
    from expected e full join stock_at_vendor a
      on e.material_id = a.material_id and e.plant_id = a.plant_id and e.vendor_id = a.vendor_id and e.batch = a.batch
    where coalesce(e.q, 0) <> coalesce(a.quantity, 0)
    order by 1, 2, 3, 4
    limit ${limit}`.execute(db);
  const atVendorKey = (r: { material: string; plant: string; vendor: string; batch: string }) =>
    [r.material, t('ledger.atVendor', { plant: r.plant, vendor: r.vendor }), r.batch ? t('ledger.batch', { batch: r.batch }) : null]
      .filter((part): part is string => !!part)
      .join(' / ');
  for (const r of atVendor.rows)
    differences.push({ kind: 'at-vendor', key: atVendorKey(r), expected: quantity(r.expected), actual: quantity(r.actual) });

  const atVendorSerials = await serialCountDrifts(db, 'stock_at_vendor', 'AT_VENDOR', ['material', 'plant', 'vendor', 'batch'], limit);
  for (const r of atVendorSerials)
    differences.push({
      kind: 'serial-count',
      key: atVendorKey(r),
      expected: t('ledger.atVendorQuantity', { quantity: quantity(r.expected) }),
      actual: t('ledger.serialCount', { count: Number(r.actual) }),
    });

  const placements = await sql<{
    mat_doc: string;
    item_no: string;
    expected: 'none' | 'reversed' | 'range';
    maximum: string | null;
    actual: string;
  }>`
    with placed as (
      select r.reference_number as mat_doc, x.reference_item as item_no,
        sum(case when x.movement_type = '305' then x.quantity else -x.quantity end) as q
      from material_document r join material_document_item x on x.mat_doc = r.mat_doc
      where r.reference_type = 'MD' and x.movement_type in ('305', '306')
      group by 1, 2
    )
    select coalesce(i.mat_doc, p.mat_doc) as mat_doc, coalesce(i.item_no, p.item_no)::text as item_no,
      case when i.mat_doc is null then 'none'
        when exists (select 1 from material_document r where r.reversal_of = i.mat_doc) then 'reversed'
        else 'range' end as expected,
      i.quantity::text as maximum, p.q::text as actual
    from placed p left join material_document_item i on i.mat_doc = p.mat_doc and i.item_no = p.item_no and i.movement_type = '303'
    where i.mat_doc is null or p.q < 0 or p.q > i.quantity
      or (p.q <> 0 and exists (select 1 from material_document r where r.reversal_of = i.mat_doc))
    order by 1, 2
    limit ${limit}`.execute(db);
  for (const r of placements.rows)
    differences.push({
      kind: 'transit',
      key: t('ledger.placedOutOfTransit', { document: r.mat_doc, item: r.item_no }),
      expected:
        r.expected === 'none'
          ? t('ledger.no303Item')
          : r.expected === 'reversed'
            ? t('ledger.zeroReversed')
            : t('ledger.betweenZeroAnd', { maximum: quantity(r.maximum) }),
      actual: quantity(r.actual),
    });

  const serials = await sql<{ material: string; serial: string; equipment: string; expected: string | null; actual: string }>`
    with last as (
      select distinct on (equipment_number) equipment_number, mat_doc, status, plant_id, sloc_id, bin_id, batch, category, vendor_id
      from serial_history order by equipment_number, history_id desc
    )
    select e.material_id as material, e.serial_number as serial, e.equipment_number::text as equipment,
      case when l.equipment_number is not null
        then concat_ws(' / ', l.status, l.plant_id, l.sloc_id, l.bin_id, nullif(l.batch, ''), l.category, l.vendor_id, l.mat_doc) end as expected,
      concat_ws(' / ', e.status, e.plant_id, e.sloc_id, e.bin_id, nullif(e.batch, ''), e.category, e.vendor_id, e.last_mat_doc) as actual
    from equipment e left join last l on l.equipment_number = e.equipment_number
    where l.equipment_number is null
      or (l.status, l.plant_id, l.batch, l.mat_doc) is distinct from (e.status, e.plant_id, e.batch, e.last_mat_doc)
      or l.sloc_id is distinct from e.sloc_id or l.bin_id is distinct from e.bin_id or l.category is distinct from e.category
      or l.vendor_id is distinct from e.vendor_id
    order by 1, 2
    limit ${limit}`.execute(db);
  for (const r of serials.rows)
    differences.push({ kind: 'serial', key: t('ledger.serialOf', r), expected: r.expected ?? t('ledger.noHistory'), actual: r.actual });

  const serialCounts = await serialCountDrifts(db, 'stock', 'IN_STOCK', ['material', 'plant', 'sloc', 'bin', 'batch', 'category'], limit);
  for (const r of serialCounts)
    differences.push({
      kind: 'serial-count',
      key: positionKey(r),
      expected: t('ledger.inStock', { quantity: quantity(r.expected) }),
      actual: t('ledger.serialCount', { count: Number(r.actual) }),
    });

  const transitSerials = await serialCountDrifts(db, 'stock_in_transit', 'IN_TRANSIT', ['material', 'plant', 'batch'], limit);
  for (const r of transitSerials)
    differences.push({
      kind: 'serial-count',
      key: positionKey(r, true),
      expected: t('ledger.inTransit', { quantity: quantity(r.expected) }),
      actual: t('ledger.serialCount', { count: Number(r.actual) }),
    });

  // every document has as many items as its header says, and every item has its document (no foreign
  // key holds items to their header since migration 0092: this check and the immutability triggers do)
  const documents = await sql<{ key: string; expected: string; actual: string }>`
    select coalesce(d.mat_doc, i.mat_doc) as key, coalesce(d.item_count, 0)::text as expected, coalesce(i.n, 0)::text as actual
    from material_document d
    full join (select mat_doc, count(*) as n from material_document_item group by mat_doc) i on i.mat_doc = d.mat_doc
    where coalesce(d.item_count, 0) <> coalesce(i.n, 0)
    order by 1 limit ${limit}`.execute(db);
  for (const r of documents.rows)
    differences.push({
      kind: 'document',
      key: t('ledger.documentItems', { document: r.key }),
      expected: reader.number(Number(r.expected)),
      actual: reader.number(Number(r.actual)),
    });

  const quality = await sql<{
    material: string;
    plant: string | null;
    serial: string | null;
    expected: string | null;
    actual: string | null;
  }>`
    with held as (
      select plant_id, material_id, sum(quantity) as q from stock where category = 'QUALITY' group by 1, 2
    ), lots as (
      select plant_id, material_id, sum(quantity - decided_qty) as q from quality_lot where status <> 'CLOSED' group by 1, 2
    )
    select coalesce(h.material_id, l.material_id) as material, coalesce(h.plant_id, l.plant_id) as plant, null as serial,
      coalesce(h.q, 0)::text as expected, coalesce(l.q, 0)::text as actual
    from held h full join lots l on h.plant_id = l.plant_id and h.material_id = l.material_id
    where coalesce(h.q, 0) <> coalesce(l.q, 0)
    union all
    select e.material_id, null, e.serial_number, null, null
    from equipment e
    where e.status = 'IN_STOCK' and e.category = 'QUALITY'
      and not exists (select 1 from quality_lot_serial s join quality_lot l on l.lot_number = s.lot_number
        where s.material_id = e.material_id and s.serial_number = e.serial_number and s.decision is null and l.plant_id = e.plant_id)
    order by 1, 2, 3
    limit ${limit}`.execute(db);
  for (const r of quality.rows)
    differences.push(
      r.serial === null
        ? {
            kind: 'quality',
            key: positionKey({ material: r.material, plant: r.plant ?? '', category: 'QUALITY' }),
            expected: t('ledger.inQualityStock', { quantity: quantity(r.expected) }),
            actual: t('ledger.undecidedInLots', { quantity: quantity(r.actual) }),
          }
        : {
            kind: 'quality',
            key: t('ledger.serialOfMaterial', { material: r.material, serial: r.serial }),
            expected: t('ledger.undecidedUnit'),
            actual: t('ledger.none'),
          },
    );

  // the dashboards' movement summary = a recomputation from the documents below its horizon (migration 0160)
  for (const d of await checkMovementSummary(db, limit))
    differences.push({
      kind: 'summary',
      key: t('ledger.summaryKey', { plant: d.plant, day: d.day, type: d.movementType, side: d.side }),
      expected: t('ledger.summaryCounts', { items: d.expected.items, documents: d.expected.documents }),
      actual: t('ledger.summaryCounts', { items: d.actual.items, documents: d.actual.documents }),
    });

  // the dashboards' stock age summary, as its readers read it = the stock table (migration 0210)
  for (const d of await checkStockAge(db, limit))
    differences.push({
      kind: 'stock-age',
      key: t('ledger.stockAgeKey', { plant: d.plant, category: d.category, moved: d.moved }),
      expected: t('ledger.stockAgeCounts', { positions: d.expected.positions, quantity: quantity(d.expected.quantity) }),
      actual: t('ledger.stockAgeCounts', { positions: d.actual.positions, quantity: quantity(d.actual.quantity) }),
    });

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
  const { t } = translator();
  return result.differences.map((d) => t('ledger.line', { kind: d.kind, key: d.key, expected: d.expected, actual: d.actual }));
}
