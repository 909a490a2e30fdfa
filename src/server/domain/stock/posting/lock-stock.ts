import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { type DomainError, itemError } from '../../errors';
import { describePosition, describeTransit, type Position, stockKey, transitKey } from '../positions';
import { json, type ResolvedItem } from './types';

/** The changes a document makes to stock and stock in transit, by locked row. */
export interface StockChanges {
  stock: { id: number | string; delta: string }[];
  transit: { id: number | string; delta: string }[];
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

/**
 * Stock and stock in transit: inserts the missing rows (as zero), locks all of them in one sorted order
 * and checks availability; one call of posting_lock_stock (migration 0093), whatever the item count.
 */
export async function lockAndCheckStock(trx: Transaction<DB>, items: ResolvedItem[]): Promise<StockChanges> {
  const { positions, transits } = tallyItems(items);
  const changes: StockChanges = { stock: [], transit: [], shortage: null };
  if (positions.size === 0 && transits.size === 0) return changes;
  const stockRows = [...positions.values()].map((p) => ({
    material_id: p.material,
    plant_id: p.pos.plant,
    sloc_id: p.pos.sloc,
    warehouse_id: p.pos.warehouse,
    bin_id: p.pos.bin,
    batch: p.batch,
    category: p.pos.category,
  }));
  const transitRows = [...transits.values()].map((t) => ({ material_id: t.material, plant_id: t.plant, batch: t.batch }));
  const locked = await sql<{
    o_kind: 'stock' | 'transit';
    o_id: number | string;
    o_key: string;
    o_quantity: string;
  }>`select o_kind, o_id, o_key, o_quantity
    from posting_lock_stock(${json(stockRows)}, ${json(transitRows)})`.execute(trx);
  const stock = new Map<string, { id: number | string; quantity: string }>();
  const transit = new Map<string, { id: number | string; quantity: string }>();
  for (const row of locked.rows) (row.o_kind === 'stock' ? stock : transit).set(row.o_key, { id: row.o_id, quantity: row.o_quantity });
  for (const [key, p] of positions) {
    const row = stock.get(key);
    if (!row) throw new Error(`stock row ${key} was not locked`);
    const current = toMilliUnits(row.quantity);
    if (current + p.delta < 0n) changes.shortage ??= shortage(p, current, describePosition(p.pos, p.batch));
    if (p.delta !== 0n) changes.stock.push({ id: row.id, delta: fromMilliUnits(p.delta) });
  }
  for (const [key, t] of transits) {
    const row = transit.get(key);
    if (!row) throw new Error(`transit row ${key} was not locked`);
    const current = toMilliUnits(row.quantity);
    if (current + t.delta < 0n) changes.shortage ??= shortage(t, current, describeTransit(t.plant, t.batch));
    if (t.delta !== 0n) changes.transit.push({ id: row.id, delta: fromMilliUnits(t.delta) });
  }
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
