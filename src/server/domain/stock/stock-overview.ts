import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  filtersMayNarrowTotals,
  type StockOverview,
  type StockOverviewQuery,
  type StockRowView,
  type StockTotal,
} from '../../../shared/contracts/stock/schemas';
import { hasValidCheckDigit, toGtin14 } from '../../../shared/gs1';
import { type MessageId, t } from '../../../shared/i18n';
import { addQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { type CsvDialect, csvDecimal, csvDialect, csvLine } from '../csv';
import { DomainError } from '../errors';
import { likePrefix } from '../master-data/like-prefix';
import { positionFields } from './position-fields';
import type { PlantScope } from './search-material-documents';

type CursorKey = [material: string, plant: string, sloc: string, bin: string, batch: string, category: string];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): CursorKey {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 6 && value.every((v) => typeof v === 'string' && v.length <= 40))
      return value as CursorKey;
  } catch {
    // falls through to the error below
  }
  throw new DomainError('CURSOR');
}

/** The filters of the stock overview (and of its CSV export), without paging. */
export type StockFilter = Omit<StockOverviewQuery, 'cursor' | 'limit'>;

type StockQuery = SelectQueryBuilder<DB & { s: DB['stock'] }, 's', object>;

/** The plants a query may read: the user's, narrowed to the plant filter. Empty: nothing to read. */
function scopedPlants(scope: PlantScope, q: StockFilter): readonly string[] {
  return q.plant ? scope.plants.filter((p) => p === q.plant) : scope.plants;
}

/** A plain GTIN (8 to 14 digits with a valid check digit) typed or scanned into the search box. */
function gtinOf(text: string): string | undefined {
  const gtin = /^\d{8,14}$/.test(text) ? toGtin14(text) : undefined;
  return gtin && hasValidCheckDigit(gtin) ? gtin : undefined;
}

/**
 * Filter values looked up before the stock is read, so the stock query gets plain keys its
 * indexes take: the materials a search text finds (when not too many), and for a bin without a
 * warehouse the warehouses of the plants (a bin id is unique per warehouse only).
 */
export interface Resolved {
  materials?: readonly string[] | undefined;
  warehouses?: readonly string[] | undefined;
}

export async function resolveFilter(db: Kysely<DB>, plants: readonly string[], q: StockFilter): Promise<Resolved> {
  const resolved: Resolved = {};
  if (q.q) {
    const found = await materialsMatching(db, q.q)
      .orderBy('material_id')
      .limit(MAX_TOTAL_MATERIALS + 1)
      .execute();
    if (found.length <= MAX_TOTAL_MATERIALS) resolved.materials = found.map((m) => m.material_id);
  }
  if (q.bin && !q.warehouse) {
    const rows = await db.selectFrom('warehouse').select('warehouse_id').where('plant_id', 'in', plants).execute();
    resolved.warehouses = rows.map((w) => w.warehouse_id);
  }
  return resolved;
}

/** A search text matching more materials than this is too broad for totals (see stockOverview). */
export const MAX_TOTAL_MATERIALS = 200;

/** The materials a search text finds: number or description prefix (indexes of 0001/0005), or a GTIN. */
export function materialsMatching(db: Kysely<DB>, text: string) {
  const pattern = likePrefix(text);
  const gtin = gtinOf(text);
  let query = db
    .selectFrom('material as qm')
    .select('qm.material_id')
    .where((m) => m.or([m(sql<string>`lower(qm.material_id)`, 'like', pattern), m(sql<string>`lower(qm.description)`, 'like', pattern)]));
  if (gtin) query = query.union(db.selectFrom('material_gtin as g').select('g.material_id').where('g.gtin', '=', gtin));
  return query;
}

/**
 * Stock rows with a quantity in the user's plants that match the filters. Every filter is a
 * condition an index of the stock table answers (migrations 0003 and 0007): the material (stock
 * key), plant and storage location (stock_plant_idx), warehouse and bin (stock_bin_idx), batch
 * (stock_batch_idx). A search text is either resolved to a list of materials first (`materials`)
 * or, when it matches too many, applied as a semi-join on the material table.
 */
export function stockRows(db: Kysely<DB>, plants: readonly string[], q: StockFilter, resolved: Resolved = {}): StockQuery {
  let base = db.selectFrom('stock as s').where('s.plant_id', 'in', plants).where('s.quantity', '>', '0') as StockQuery;
  if (q.material) base = base.where('s.material_id', '=', q.material);
  const { materials, warehouses } = resolved;
  if (materials) base = base.where('s.material_id', 'in', materials.length > 0 ? materials : ['']);
  else if (q.q) {
    const text = q.q;
    base = base.where((eb) => eb('s.material_id', 'in', materialsMatching(db, text)));
  }
  if (q.sloc) base = base.where('s.sloc_id', '=', q.sloc);
  if (q.warehouse) base = base.where('s.warehouse_id', '=', q.warehouse);
  else if (q.bin && warehouses) base = base.where('s.warehouse_id', 'in', warehouses.length > 0 ? warehouses : ['']);
  if (q.bin) base = base.where('s.bin_id', '=', q.bin);
  if (q.batch) base = base.where('s.batch', '=', q.batch);
  if (q.category) base = base.where('s.category', '=', q.category);
  return base;
}

const STOCK_ORDER = sql`s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category`;

/** One keyset page of stock rows in the order of the stock key, after `cursor` (exclusive). */
export function stockPageQuery(
  db: Kysely<DB>,
  plants: readonly string[],
  q: StockFilter,
  cursor: CursorKey | null,
  limit: number,
  resolved: Resolved = {},
) {
  let page = stockRows(db, plants, q, resolved);
  if (cursor) {
    const [m, p, sl, b, ba, c] = cursor;
    page = page.where(
      sql<boolean>`(s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category) > (${m}, ${p}, ${sl}, ${b}, ${ba}, ${c})`,
    );
  }
  return page
    .innerJoin('material as m', 'm.material_id', 's.material_id')
    .select([
      's.material_id',
      'm.description',
      'm.base_unit',
      'm.serialized',
      's.plant_id',
      's.sloc_id',
      's.warehouse_id',
      's.bin_id',
      's.batch',
      's.category',
      's.quantity',
    ])
    .orderBy(STOCK_ORDER)
    .limit(limit);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof stockPageQuery>['execute']>>[number];

function rowView(r: PageRow): StockRowView {
  return {
    material: r.material_id,
    materialDescription: r.description,
    baseUnit: r.base_unit,
    serialized: r.serialized,
    ...positionFields(r),
    quantity: r.quantity,
  };
}

function cursorOf(r: PageRow): CursorKey {
  return [r.material_id, r.plant_id, r.sloc_id, r.bin_id ?? '', r.batch, r.category];
}

/** Totals per unit of measure and category of everything the filters match (units are never added together). */
export function stockTotalsQuery(db: Kysely<DB>, plants: readonly string[], q: StockFilter, resolved: Resolved = {}) {
  return stockRows(db, plants, q, resolved)
    .innerJoin('material as m', 'm.material_id', 's.material_id')
    .select(['m.base_unit', 's.category', sql<string>`sum(s.quantity)::text`.as('total')])
    .groupBy(['m.base_unit', 's.category']);
}

/** Adds one category's sum of one unit to the totals. */
function addTotal(totals: Map<string, StockTotal>, unit: string, category: StockCategory | 'IN_TRANSIT', quantity: string): void {
  const zero = '0.000';
  const total = totals.get(unit) ?? {
    unit,
    quantity: zero,
    categories: { UNRESTRICTED: zero, QUALITY: zero, BLOCKED: zero, IN_TRANSIT: zero },
  };
  total.categories[category] = addQuantities(total.categories[category], quantity);
  total.quantity = addQuantities(total.quantity, quantity);
  totals.set(unit, total);
}

/** Stock in transit belongs to no storage location, warehouse or bin, and counts as unrestricted. */
function transitApplies(q: StockFilter): boolean {
  return !q.sloc && !q.warehouse && !q.bin && (!q.category || q.category === 'UNRESTRICTED');
}

export function transitQuery(db: Kysely<DB>, plants: readonly string[], q: StockFilter) {
  let transit = db
    .selectFrom('stock_in_transit as t')
    .innerJoin('material as m', 'm.material_id', 't.material_id')
    .select(['t.material_id', 'm.description', 'm.base_unit', 't.plant_id', 't.batch', 't.quantity'])
    .where('t.plant_id', 'in', plants)
    .where('t.quantity', '>', '0');
  if (q.material) transit = transit.where('t.material_id', '=', q.material);
  if (q.q) {
    const text = q.q;
    transit = transit.where((eb) => eb('t.material_id', 'in', materialsMatching(db, text)));
  }
  if (q.batch) transit = transit.where('t.batch', '=', q.batch);
  return transit;
}

/**
 * MMBE: stock per position (non-zero rows) with keyset paging in the order of the stock key, the
 * stock in transit to the plants, and totals per category over everything that matches when the
 * filters narrow the stock to materials (a material, a search text matching at most
 * MAX_TOTAL_MATERIALS materials), a bin or a batch. Totals are per unit of measure: pieces are never
 * added to metres. Without such a filter `totals` is null: it would read the whole stock table on
 * every page. Those filters are selective by construction, so the totals always read through an index.
 */
export async function stockOverview(db: Kysely<DB>, scope: PlantScope, q: StockOverviewQuery): Promise<StockOverview> {
  const result: StockOverview = { rows: [], nextCursor: null, totals: null, inTransit: [] };
  const plants = scopedPlants(scope, q);
  if (plants.length === 0) return result;
  const resolved = await resolveFilter(db, plants, q);
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await stockPageQuery(db, plants, q, cursor, q.limit + 1, resolved).execute();
  const shown = rows.slice(0, q.limit);
  result.rows = shown.map(rowView);
  const last = shown.at(-1);
  if (rows.length > q.limit && last) result.nextCursor = encodeCursor(cursorOf(last));

  // a search text narrows only when it matches few enough materials (resolveFilter)
  const narrowed = filtersMayNarrowTotals(q) && !!(q.material || resolved.materials || q.bin || q.batch);
  const totals = new Map<string, StockTotal>();
  if (narrowed) {
    for (const t of await stockTotalsQuery(db, plants, q, resolved).execute()) addTotal(totals, t.base_unit, t.category, t.total);
  }

  if (transitApplies(q)) {
    const inTransit = await transitQuery(db, plants, q)
      .orderBy('t.material_id')
      .orderBy('t.plant_id')
      .orderBy('t.batch')
      .limit(200)
      .execute();
    result.inTransit = inTransit.map((t) => ({
      material: t.material_id,
      materialDescription: t.description,
      baseUnit: t.base_unit,
      receivingPlant: t.plant_id,
      batch: t.batch,
      quantity: t.quantity,
    }));
    if (narrowed) {
      const sums = await transitQuery(db, plants, q)
        .clearSelect()
        .select(['m.base_unit', sql<string>`sum(t.quantity)::text`.as('total')])
        .groupBy('m.base_unit')
        .execute();
      for (const t of sums) addTotal(totals, t.base_unit, 'IN_TRANSIT', t.total);
    }
  }
  if (narrowed) result.totals = [...totals.values()].sort((a, b) => a.unit.localeCompare(b.unit));
  return result;
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** The export's columns, by catalogue key: the header is in the reader's language. */
export const STOCK_CSV_COLUMNS = [
  'csv.stock.material',
  'csv.stock.description',
  'csv.stock.plant',
  'csv.stock.storageLocation',
  'csv.stock.warehouse',
  'csv.stock.bin',
  'csv.stock.batch',
  'csv.stock.category',
  'csv.stock.quantity',
  'csv.stock.unit',
] as const satisfies readonly MessageId[];

function csvRow(r: PageRow, dialect: CsvDialect): string {
  return csvLine(
    [
      r.material_id,
      r.description,
      r.plant_id,
      r.sloc_id,
      r.warehouse_id ?? '',
      r.bin_id ?? '',
      r.batch,
      r.category,
      csvDecimal(r.quantity, dialect),
      r.base_unit,
    ],
    dialect,
  );
}

/** Where the export writes: resolves when the receiver can take more (backpressure), rejects when it went away. */
export type CsvSink = (chunk: string) => Promise<void>;

const EXPORT_BATCH = 1000;

/**
 * Writes the stock the filters match as CSV, in the order of the stock key, without ever holding
 * more than one batch of rows: on PostgreSQL through a server-side cursor in a read-only
 * transaction (one consistent snapshot), on the embedded database in keyset batches (its single
 * connection is shared by every request, so no transaction may stay open while a client reads).
 * Stock in transit follows as rows of category IN_TRANSIT when the filters allow it.
 */
export async function exportStockCsv(
  db: Kysely<DB>,
  engine: 'pglite' | 'postgres',
  scope: PlantScope,
  q: StockFilter,
  write: CsvSink,
  dialect: CsvDialect = csvDialect(),
): Promise<number> {
  await write(
    `\ufeff${csvLine(
      STOCK_CSV_COLUMNS.map((column) => t(column)),
      dialect,
    )}`,
  );
  const plants = scopedPlants(scope, q);
  if (plants.length === 0) return 0;
  let count = 0;
  const resolved = await resolveFilter(db, plants, q);
  if (engine === 'postgres') {
    const query = stockPageQuery(db, plants, q, null, 2_147_483_647, resolved).compile();
    await db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await trx.executeQuery({ ...query, sql: `declare stock_export no scroll cursor for ${query.sql}`, query: query.query });
      for (;;) {
        const batch = await sql<PageRow>`fetch ${sql.raw(String(EXPORT_BATCH))} from stock_export`.execute(trx);
        if (batch.rows.length === 0) break;
        await write(batch.rows.map((row) => csvRow(row, dialect)).join(''));
        count += batch.rows.length;
      }
      await sql`close stock_export`.execute(trx);
    });
  } else {
    let cursor: CursorKey | null = null;
    for (;;) {
      const batch: PageRow[] = await stockPageQuery(db, plants, q, cursor, EXPORT_BATCH, resolved).execute();
      if (batch.length === 0) break;
      await write(batch.map((row) => csvRow(row, dialect)).join(''));
      count += batch.length;
      if (batch.length < EXPORT_BATCH) break;
      cursor = cursorOf(batch[batch.length - 1] as PageRow);
    }
  }
  if (transitApplies(q)) {
    let after: [string, string, string] | null = null;
    for (;;) {
      let query = transitQuery(db, plants, q);
      if (after) query = query.where(sql<boolean>`(t.material_id, t.plant_id, t.batch) > (${after[0]}, ${after[1]}, ${after[2]})`);
      const batch = await query.orderBy('t.material_id').orderBy('t.plant_id').orderBy('t.batch').limit(EXPORT_BATCH).execute();
      if (batch.length === 0) break;
      await write(
        batch
          .map((r) =>
            csvLine(
              [r.material_id, r.description, r.plant_id, '', '', '', r.batch, 'IN_TRANSIT', csvDecimal(r.quantity, dialect), r.base_unit],
              dialect,
            ),
          )
          .join(''),
      );
      count += batch.length;
      if (batch.length < EXPORT_BATCH) break;
      const last = batch[batch.length - 1] as (typeof batch)[number];
      after = [last.material_id, last.plant_id, last.batch];
    }
  }
  return count;
}
