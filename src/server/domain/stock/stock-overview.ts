import { type Kysely, sql } from 'kysely';
import type { StockOverview, StockOverviewQuery } from '../../../shared/contracts/stock';
import { messages } from '../../../shared/messages';
import { addQuantities } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { badInput } from '../errors';
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
  throw badInput('CURSOR', messages.pagingCursorInvalid);
}

/**
 * MMBE: stock per position (non-zero rows) with keyset paging in the order of the stock key,
 * totals per category over everything that matches, and the stock in transit to the plants.
 */
export async function stockOverview(db: Kysely<DB>, scope: PlantScope, q: StockOverviewQuery): Promise<StockOverview> {
  const zero = '0.000';
  const result: StockOverview = {
    rows: [],
    nextCursor: null,
    totals: { UNRESTRICTED: zero, QUALITY: zero, BLOCKED: zero, IN_TRANSIT: zero },
    inTransit: [],
  };
  const plants = q.plant ? scope.plants.filter((p) => p === q.plant) : scope.plants;
  if (plants.length === 0) return result;
  let base = db.selectFrom('stock as s').where('s.plant_id', 'in', plants).where('s.quantity', '>', '0');
  if (q.material) base = base.where('s.material_id', '=', q.material);
  if (q.sloc) base = base.where('s.sloc_id', '=', q.sloc);
  if (q.bin) base = base.where('s.bin_id', '=', q.bin);
  if (q.batch !== undefined) base = base.where('s.batch', '=', q.batch);
  if (q.category) base = base.where('s.category', '=', q.category);

  let page = base;
  if (q.cursor) {
    const [m, p, sl, b, ba, c] = decodeCursor(q.cursor);
    page = page.where(
      sql<boolean>`(s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category) > (${m}, ${p}, ${sl}, ${b}, ${ba}, ${c})`,
    );
  }
  const rows = await page
    .innerJoin('material as m', 'm.material_id', 's.material_id')
    .select([
      's.material_id',
      'm.description',
      'm.base_unit',
      's.plant_id',
      's.sloc_id',
      's.warehouse_id',
      's.bin_id',
      's.batch',
      's.category',
      's.quantity',
    ])
    .orderBy(sql`s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category`)
    .limit(q.limit + 1)
    .execute();
  const more = rows.length > q.limit;
  const shown = rows.slice(0, q.limit);
  result.rows = shown.map((r) => ({
    material: r.material_id,
    materialDescription: r.description,
    baseUnit: r.base_unit,
    plant: r.plant_id,
    sloc: r.sloc_id,
    warehouse: r.warehouse_id,
    bin: r.bin_id,
    batch: r.batch,
    category: r.category,
    quantity: r.quantity,
  }));
  const last = shown.at(-1);
  if (more && last)
    result.nextCursor = encodeCursor([last.material_id, last.plant_id, last.sloc_id, last.bin_id ?? '', last.batch, last.category]);

  const totals = await base
    .select(['s.category', sql<string>`sum(s.quantity)::text`.as('total')])
    .groupBy('s.category')
    .execute();
  for (const t of totals) result.totals[t.category as StockCategory] = addQuantities(t.total);

  // stock in transit belongs to no storage location or bin: shown when those filters are not set
  if (!q.sloc && !q.bin && (!q.category || q.category === 'UNRESTRICTED')) {
    let transit = db
      .selectFrom('stock_in_transit as t')
      .select(['t.material_id', 't.plant_id', 't.batch', 't.quantity'])
      .where('t.plant_id', 'in', plants)
      .where('t.quantity', '>', '0');
    if (q.material) transit = transit.where('t.material_id', '=', q.material);
    if (q.batch !== undefined) transit = transit.where('t.batch', '=', q.batch);
    const inTransit = await transit.orderBy('t.material_id').orderBy('t.plant_id').orderBy('t.batch').limit(200).execute();
    result.inTransit = inTransit.map((t) => ({
      material: t.material_id,
      receivingPlant: t.plant_id,
      batch: t.batch,
      quantity: t.quantity,
    }));
    let sum = db
      .selectFrom('stock_in_transit as t')
      .select(sql<string | null>`sum(t.quantity)::text`.as('total'))
      .where('t.plant_id', 'in', plants);
    if (q.material) sum = sum.where('t.material_id', '=', q.material);
    if (q.batch !== undefined) sum = sum.where('t.batch', '=', q.batch);
    const total = (await sum.executeTakeFirst())?.total;
    if (total) result.totals.IN_TRANSIT = addQuantities(total);
  }
  return result;
}
