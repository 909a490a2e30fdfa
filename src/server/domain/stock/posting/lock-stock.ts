import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { type DomainError, itemError } from '../../errors';
import { atVendorKey, describeAtVendor, describePosition, describeTransit, type Position, stockKey, transitKey } from '../positions';
import { json, type ResolvedItem } from './types';

/** The changes a document makes to stock and stock in transit, by locked row. */
export interface StockChanges {
  stock: { id: number | string; delta: string }[];
  transit: { id: number | string; delta: string }[];
  /** stock at a vendor for repair (541 in, 101 against the repair order out): locked after stock and transit */
  atVendor: { id: number | string; delta: string }[];
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
interface AtVendorTally extends TransitTally {
  vendor: string;
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

/** The plant whose stock is at the vendor: the item's position side's (541 takes from it, the 101 back puts into it). */
export function atVendorPlant(item: ResolvedItem): string {
  const plant = item.from?.plant ?? item.to?.plant;
  if (!plant || !item.vendor) throw new Error('an item at a vendor lacks its plant or vendor');
  return plant;
}

/** Sums the items per stock row, transit row and stock-at-vendor row they take from or put into. */
function tallyItems(items: ResolvedItem[]): {
  positions: Map<string, PositionTally>;
  transits: Map<string, TransitTally>;
  atVendor: Map<string, AtVendorTally>;
} {
  const positions = new Map<string, PositionTally>();
  const transits = new Map<string, TransitTally>();
  const atVendor = new Map<string, AtVendorTally>();
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
  const touchAtVendor = (item: ResolvedItem, sign: 1 | -1) => {
    const plant = atVendorPlant(item);
    const vendor = item.vendor as string;
    tally(
      atVendor,
      atVendorKey(item.material.material_id, plant, vendor, item.batch),
      () => ({ material: item.material.material_id, plant, vendor, batch: item.batch, ...zero() }),
      item,
      sign,
    );
  };
  for (const item of items) {
    if (item.fromKind === 'POSITION') touch(item, item.from, -1);
    if (item.toKind === 'POSITION') touch(item, item.to, 1);
    if (item.fromKind === 'TRANSIT') touchTransit(item, item.receivingPlant, -1);
    if (item.toKind === 'TRANSIT') touchTransit(item, item.receivingPlant, 1);
    if (item.fromKind === 'AT_VENDOR') touchAtVendor(item, -1);
    if (item.toKind === 'AT_VENDOR') touchAtVendor(item, 1);
  }
  return { positions, transits, atVendor };
}

/** The rows a document touches, as posting_lock_stock takes them, and each row's net change by kind and key. */
export interface StockLock {
  positions: Map<string, PositionTally>;
  transits: Map<string, TransitTally>;
  /** stock at a vendor: not part of posting_lock_stock (the one-call posting never takes such a document) */
  atVendor: Map<string, AtVendorTally>;
  stock: {
    material_id: string;
    plant_id: string;
    sloc_id: string;
    warehouse_id: string | null;
    bin_id: string | null;
    batch: string;
    category: string;
  }[];
  transit: { material_id: string; plant_id: string; batch: string }[];
  /** "stock|<key>" or "transit|<key>" to the net change (the one-call posting checks availability with it) */
  deltas: Record<string, string>;
}

export function stockLock(items: ResolvedItem[]): StockLock {
  const { positions, transits, atVendor } = tallyItems(items);
  const deltas: Record<string, string> = {};
  for (const [key, p] of positions) deltas[`stock|${key}`] = fromMilliUnits(p.delta);
  for (const [key, t] of transits) deltas[`transit|${key}`] = fromMilliUnits(t.delta);
  return {
    positions,
    transits,
    atVendor,
    stock: [...positions.values()].map((p) => ({
      material_id: p.material,
      plant_id: p.pos.plant,
      sloc_id: p.pos.sloc,
      warehouse_id: p.pos.warehouse,
      bin_id: p.pos.bin,
      batch: p.batch,
      category: p.pos.category,
    })),
    transit: [...transits.values()].map((t) => ({ material_id: t.material, plant_id: t.plant, batch: t.batch })),
    deltas,
  };
}

/** The shortage to report of the rows that would go negative (their locked quantities by kind and key): the first in item order. */
export function firstShortage(
  lock: StockLock,
  negative: { kind: 'stock' | 'transit'; key: string; quantity: string }[],
): DomainError | null {
  const byRow = new Map(negative.map((n) => [`${n.kind}|${n.key}`, n.quantity]));
  const quantity = (kind: string, key: string) => byRow.get(`${kind}|${key}`);
  for (const [key, p] of lock.positions) {
    const q = quantity('stock', key);
    if (q !== undefined) return shortage(p, toMilliUnits(q), describePosition(p.pos, p.batch));
  }
  for (const [key, t] of lock.transits) {
    const q = quantity('transit', key);
    if (q !== undefined) return shortage(t, toMilliUnits(q), describeTransit(t.plant, t.batch));
  }
  return null;
}

/**
 * Stock and stock in transit: inserts the missing rows (as zero), locks all of them in one sorted order
 * and checks availability; one call of posting_lock_stock (migration 0093), whatever the item count.
 * Then the stock at a vendor's rows (lockAtVendor), when the document has any.
 */
export async function lockAndCheckStock(trx: Transaction<DB>, items: ResolvedItem[]): Promise<StockChanges> {
  const lock = stockLock(items);
  const changes: StockChanges = { stock: [], transit: [], atVendor: [], shortage: null };
  if (lock.stock.length > 0 || lock.transit.length > 0) await lockStockAndTransit(trx, lock, changes);
  changes.shortage ??= await lockAtVendor(trx, lock, changes);
  return changes;
}

async function lockStockAndTransit(trx: Transaction<DB>, lock: StockLock, changes: StockChanges): Promise<void> {
  const locked = await sql<{
    o_kind: 'stock' | 'transit';
    o_id: number | string;
    o_key: string;
    o_quantity: string;
  }>`select o_kind, o_id, o_key, o_quantity
    from posting_lock_stock(${json(lock.stock)}, ${json(lock.transit)})`.execute(trx);
  const negative: { kind: 'stock' | 'transit'; key: string; quantity: string }[] = [];
  for (const row of locked.rows) {
    const tally = row.o_kind === 'stock' ? lock.positions.get(row.o_key) : lock.transits.get(row.o_key);
    if (!tally) throw new Error(`${row.o_kind} row ${row.o_key} was locked but not asked for`);
    if (toMilliUnits(row.o_quantity) + tally.delta < 0n) negative.push({ kind: row.o_kind, key: row.o_key, quantity: row.o_quantity });
    if (tally.delta !== 0n) changes[row.o_kind].push({ id: row.o_id, delta: fromMilliUnits(tally.delta) });
  }
  if (locked.rows.length !== lock.stock.length + lock.transit.length)
    throw new Error('not every stock row the document touches was locked');
  changes.shortage = firstShortage(lock, negative);
}

/**
 * Stock at a vendor: inserts the missing rows (as zero) and locks the document's rows in key order, after
 * stock and stock in transit (every posting takes its locks in that one order), and returns the first row
 * that would go negative. One statement each; a document with no item at a vendor runs none.
 */
async function lockAtVendor(trx: Transaction<DB>, lock: StockLock, changes: StockChanges): Promise<DomainError | null> {
  if (lock.atVendor.size === 0) return null;
  const keys = [...lock.atVendor.values()].map((v) => ({
    material_id: v.material,
    plant_id: v.plant,
    vendor_id: v.vendor,
    batch: v.batch,
  }));
  await sql`insert into stock_at_vendor (material_id, plant_id, vendor_id, batch)
    select v.material_id, v.plant_id, v.vendor_id, v.batch
    from jsonb_to_recordset(${json(keys)}) as v(material_id text, plant_id text, vendor_id text, batch text)
    order by v.material_id, v.plant_id, v.vendor_id, v.batch
    on conflict (material_id, plant_id, vendor_id, batch) do nothing`.execute(trx);
  const rows = await sql<{ id: string; key: string; quantity: string }>`select s.at_vendor_id::text as id,
      s.material_id || '|' || s.plant_id || '|' || s.vendor_id || '|' || s.batch as key, s.quantity::text as quantity
    from stock_at_vendor s
    join jsonb_to_recordset(${json(keys)}) as v(material_id text, plant_id text, vendor_id text, batch text)
      on s.material_id = v.material_id and s.plant_id = v.plant_id and s.vendor_id = v.vendor_id and s.batch = v.batch
    order by s.material_id, s.plant_id, s.vendor_id, s.batch
    for update of s`.execute(trx);
  if (rows.rows.length !== keys.length) throw new Error('not every stock-at-vendor row the document touches was locked');
  let first: DomainError | null = null;
  for (const row of rows.rows) {
    const tally = lock.atVendor.get(row.key);
    if (!tally) throw new Error(`stock-at-vendor row ${row.key} was locked but not asked for`);
    if (tally.delta !== 0n) changes.atVendor.push({ id: row.id, delta: fromMilliUnits(tally.delta) });
    if (!first && toMilliUnits(row.quantity) + tally.delta < 0n)
      first = shortage(tally, toMilliUnits(row.quantity), describeAtVendor(tally.plant, tally.vendor, tally.batch));
  }
  return first;
}

function shortage(t: Tally & { material: string }, current: bigint, position: string): DomainError {
  return itemError(t.firstOutItem ?? 0, 'INSUFFICIENT_STOCK', {
    material: t.material,
    position,
    available: displayQuantity(fromMilliUnits(current + t.in)),
    requested: displayQuantity(fromMilliUnits(t.out)),
  });
}
