import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { type DomainError, itemError } from '../../errors';
import { describePosition, describeTransit, type Position, stockKey, transitKey } from '../positions';
import type { ResolvedItem } from './types';

/** The changes a document makes to stock and stock in transit, by locked row. */
export interface StockChanges {
  stock: { stock_id: number | string; delta: string }[];
  transit: { transit_id: number | string; delta: string }[];
  /** The first position that would go negative, if any. */
  shortage: DomainError | null;
}

/** One stock or transit row's net change, what leaves and arrives, and the first item taking from it. */
interface Tally {
  delta: bigint;
  out: bigint;
  in: bigint;
  firstOutItem: number | null;
}
interface PositionTally extends Tally {
  material: string;
  pos: Position;
  batch: string;
}
interface TransitTally extends Tally {
  material: string;
  plant: string;
  batch: string;
}

function tally<E extends Tally>(rows: Map<string, E>, key: string, fresh: () => E, item: ResolvedItem, sign: 1 | -1): void {
  const entry = rows.get(key) ?? fresh();
  entry.delta += sign > 0 ? item.qty : -item.qty;
  if (sign < 0) {
    entry.out += item.qty;
    entry.firstOutItem ??= item.itemNo;
  } else entry.in += item.qty;
  rows.set(key, entry);
}

/** Sums the items per stock row and per transit row they take from or put into. */
function tallyItems(items: ResolvedItem[]): { positions: Map<string, PositionTally>; transits: Map<string, TransitTally> } {
  const positions = new Map<string, PositionTally>();
  const transits = new Map<string, TransitTally>();
  const zero = () => ({ delta: 0n, out: 0n, in: 0n, firstOutItem: null });
  const touch = (item: ResolvedItem, pos: Position, sign: 1 | -1) =>
    tally(
      positions,
      stockKey(item.material.material_id, pos, item.batch),
      () => ({ material: item.material.material_id, pos, batch: item.batch, ...zero() }),
      item,
      sign,
    );
  const touchTransit = (item: ResolvedItem, plant: string, sign: 1 | -1) =>
    tally(
      transits,
      transitKey(item.material.material_id, plant, item.batch),
      () => ({ material: item.material.material_id, plant, batch: item.batch, ...zero() }),
      item,
      sign,
    );
  for (const item of items) {
    if (item.fromKind === 'POSITION') touch(item, item.from, -1);
    if (item.toKind === 'POSITION') touch(item, item.to, 1);
    if (item.fromKind === 'TRANSIT') touchTransit(item, item.receivingPlant, -1);
    if (item.toKind === 'TRANSIT') touchTransit(item, item.receivingPlant, 1);
  }
  return { positions, transits };
}

/** Stock: inserts missing rows, locks all in one sorted order, checks availability. */
export async function lockAndCheckStock(trx: Transaction<DB>, items: ResolvedItem[]): Promise<StockChanges> {
  const { positions, transits } = tallyItems(items);
  const changes: StockChanges = { stock: [], transit: [], shortage: null };
  if (positions.size > 0) await lockStockRows(trx, positions, changes);
  if (transits.size > 0) await lockTransitRows(trx, transits, changes);
  return changes;
}

function shortage(t: Tally & { material: string }, current: bigint, position: string): DomainError {
  return itemError(t.firstOutItem ?? 0, 'INSUFFICIENT_STOCK', {
    material: t.material,
    position,
    available: displayQuantity(fromMilliUnits(current + t.in)),
    requested: displayQuantity(fromMilliUnits(t.out)),
  });
}

async function lockStockRows(trx: Transaction<DB>, positions: Map<string, PositionTally>, changes: StockChanges): Promise<void> {
  const rows = [...positions.values()].map((p) => ({
    material_id: p.material,
    plant_id: p.pos.plant,
    sloc_id: p.pos.sloc,
    warehouse_id: p.pos.warehouse,
    bin_id: p.pos.bin,
    bin_key: p.pos.bin ?? '',
    batch: p.batch,
    category: p.pos.category,
  }));
  const param = JSON.stringify(rows);
  // missing rows first (as zero), in the same order the lock below takes them
  await sql`insert into stock (material_id, plant_id, sloc_id, warehouse_id, bin_id, batch, category)
    select v.material_id, v.plant_id, v.sloc_id, v.warehouse_id, v.bin_id, v.batch, v.category
    from jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, sloc_id text, warehouse_id text, bin_id text, bin_key text, batch text, category text)
    order by v.material_id, v.plant_id, v.sloc_id, v.bin_key, v.batch, v.category
    on conflict (material_id, plant_id, sloc_id, (coalesce(bin_id, '')), batch, category) do nothing`.execute(trx);
  const locked = await sql<{ stock_id: number | string; k: string; quantity: string }>`select s.stock_id,
      s.material_id || '|' || s.plant_id || '|' || s.sloc_id || '|' || coalesce(s.bin_id, '') || '|' || s.batch || '|' || s.category as k,
      s.quantity
    from stock s
    join jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, sloc_id text, bin_key text, batch text, category text)
      on s.material_id = v.material_id and s.plant_id = v.plant_id and s.sloc_id = v.sloc_id
      and coalesce(s.bin_id, '') = v.bin_key and s.batch = v.batch and s.category = v.category
    order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
    for update of s`.execute(trx);
  const byKey = new Map(locked.rows.map((r) => [r.k, r]));
  for (const [key, p] of positions) {
    const row = byKey.get(key);
    if (!row) throw new Error(`stock row ${key} was not locked`);
    const current = toMilliUnits(row.quantity);
    if (current + p.delta < 0n) changes.shortage ??= shortage(p, current, describePosition(p.pos, p.batch));
    if (p.delta !== 0n) changes.stock.push({ stock_id: row.stock_id, delta: fromMilliUnits(p.delta) });
  }
}

async function lockTransitRows(trx: Transaction<DB>, transits: Map<string, TransitTally>, changes: StockChanges): Promise<void> {
  const rows = [...transits.values()].map((t) => ({ material_id: t.material, plant_id: t.plant, batch: t.batch }));
  const param = JSON.stringify(rows);
  await sql`insert into stock_in_transit (material_id, plant_id, batch)
    select v.material_id, v.plant_id, v.batch from jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, batch text)
    order by v.material_id, v.plant_id, v.batch
    on conflict (material_id, plant_id, batch) do nothing`.execute(trx);
  const locked = await sql<{ transit_id: number | string; k: string; quantity: string }>`select s.transit_id,
      s.material_id || '|' || s.plant_id || '|' || s.batch as k, s.quantity
    from stock_in_transit s
    join jsonb_to_recordset(${param}::jsonb) as v(material_id text, plant_id text, batch text)
      on s.material_id = v.material_id and s.plant_id = v.plant_id and s.batch = v.batch
    order by s.material_id, s.plant_id, s.batch
    for update of s`.execute(trx);
  const byKey = new Map(locked.rows.map((r) => [r.k, r]));
  for (const [key, t] of transits) {
    const row = byKey.get(key);
    if (!row) throw new Error(`transit row ${key} was not locked`);
    const current = toMilliUnits(row.quantity);
    if (current + t.delta < 0n) changes.shortage ??= shortage(t, current, describeTransit(t.plant, t.batch));
    if (t.delta !== 0n) changes.transit.push({ transit_id: row.transit_id, delta: fromMilliUnits(t.delta) });
  }
}
