import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { grantKey, mayCall } from '../../../shared/access';
import * as gr from '../../../shared/contracts/goods-receipt/endpoints';
import {
  type BinRow,
  MATERIAL_FLAGS,
  type MaterialRow,
  type OfflineSnapshot,
  type OrderRow,
  type SerialRow,
  type SnapshotQuery,
  type StockRow,
  type TransferOrderRow,
} from '../../../shared/contracts/offline/schemas';
import * as to from '../../../shared/contracts/transfer-orders/endpoints';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { requireVisiblePlant } from '../master-data/plants';
import type { Viewer } from '../master-data/viewer';
import { maxReceivable } from '../orders/order-queries';

export interface SnapshotReader extends Viewer {
  grants: ReadonlySet<string>;
}

/** A part's version: a short hash of its rows (same rows, same version, on every instance). */
export function partVersion(rows: unknown): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
}

const STOCK_GRANTS = [
  grantKey('WM', 'LT01'),
  grantKey('WM', 'LT12'),
  grantKey('IM', 'MB1B'),
  grantKey('WM', 'LX03'),
  grantKey('IM', 'MMBE'),
];
const mayReadStock = (r: SnapshotReader) => STOCK_GRANTS.some((g) => r.grants.has(g));

async function bins(db: Kysely<DB>, plantId: string): Promise<BinRow[]> {
  const rows = await db
    .selectFrom('storage_bin')
    .innerJoin('warehouse', 'warehouse.warehouse_id', 'storage_bin.warehouse_id')
    .select([
      'storage_bin.warehouse_id as w',
      'storage_bin.bin_id as b',
      'storage_bin.storage_type as t',
      'storage_bin.bin_type as y',
      'storage_bin.blocked as x',
    ])
    .where('warehouse.plant_id', '=', plantId)
    .orderBy('storage_bin.warehouse_id')
    .orderBy('storage_bin.bin_id')
    .execute();
  return rows.map((r) => [r.w, r.b, r.t, r.y, r.x]);
}

async function stock(db: Kysely<DB>, plantId: string): Promise<{ rows: StockRow[]; serials: SerialRow[] }> {
  const rows = await db
    .selectFrom('stock')
    .select(['warehouse_id as w', 'bin_id as b', 'sloc_id as s', 'material_id as m', 'batch', 'category', 'quantity'])
    .where('plant_id', '=', plantId)
    .where('bin_id', 'is not', null)
    .where('warehouse_id', 'is not', null)
    .where('quantity', '>', '0')
    .orderBy('warehouse_id')
    .orderBy('bin_id')
    .orderBy('material_id')
    .orderBy('batch')
    .orderBy('category')
    .orderBy('sloc_id')
    .execute();
  const serials = await db
    .selectFrom('equipment')
    .select([
      'warehouse_id as w',
      'bin_id as b',
      'sloc_id as s',
      'material_id as m',
      'batch',
      'category',
      'serial_number as n',
      'equipment_number as e',
    ])
    .where('plant_id', '=', plantId)
    .where('status', '=', 'IN_STOCK')
    .where('bin_id', 'is not', null)
    .where('warehouse_id', 'is not', null)
    .orderBy('warehouse_id')
    .orderBy('bin_id')
    .orderBy('material_id')
    .orderBy('serial_number')
    .execute();
  return {
    rows: rows.map((r) => [r.w as string, r.b as string, r.s, r.m, r.batch, r.category, fromMilliUnits(toMilliUnits(r.quantity))]),
    serials: serials.map((r) => [r.w as string, r.b as string, r.s ?? '', r.m, r.batch, r.category ?? 'UNRESTRICTED', r.n, r.e]),
  };
}

/** The materials extended to the plant or held in its stock, with their flags and GTINs. */
async function materials(db: Kysely<DB>, plantId: string): Promise<MaterialRow[]> {
  const inPlant = db
    .selectFrom('material_plant')
    .select('material_id')
    .where('plant_id', '=', plantId)
    .union(db.selectFrom('stock').select('material_id').where('plant_id', '=', plantId));
  const rows = await db
    .selectFrom('material')
    .select(['material_id as m', 'description as d', 'base_unit as u', 'serialized', 'batch_managed', 'quality_inspected'])
    .select(
      sql<string[] | null>`(select array_agg(g.gtin order by g.gtin) from material_gtin g where g.material_id = material.material_id)`.as(
        'gtins',
      ),
    )
    .where('material_id', 'in', inPlant)
    .orderBy('material_id')
    .execute();
  return rows.map((r) => [
    r.m,
    r.d,
    r.u,
    (r.serialized ? MATERIAL_FLAGS.serialized : 0) |
      (r.batch_managed ? MATERIAL_FLAGS.batchManaged : 0) |
      (r.quality_inspected ? MATERIAL_FLAGS.qualityInspected : 0),
    r.gtins ?? [],
  ]);
}

/** The plant's purchase order and stock transport order items that can still be received. */
async function orders(db: Kysely<DB>, plantId: string): Promise<OrderRow[]> {
  const pos = await db
    .selectFrom('purchase_order_item as i')
    .innerJoin('purchase_order as p', 'p.po_number', 'i.po_number')
    .innerJoin('vendor as v', 'v.vendor_id', 'p.vendor_id')
    .select([
      'i.po_number as n',
      'i.item_no',
      'i.material_id',
      'i.sloc_id',
      'i.quantity',
      'i.received_qty',
      'i.over_tolerance_pct',
      'v.name',
    ])
    .where('i.plant_id', '=', plantId)
    .where('i.closed', '=', false)
    .orderBy('i.po_number')
    .orderBy('i.item_no')
    .execute();
  const stos = await db
    .selectFrom('stock_transport_order_item as i')
    .innerJoin('stock_transport_order as s', 's.sto_number', 'i.sto_number')
    .select(['i.sto_number as n', 'i.item_no', 'i.material_id', 'i.receiving_sloc', 'i.issued_qty', 'i.received_qty', 's.supplying_plant'])
    .where('s.receiving_plant', '=', plantId)
    .where('i.closed', '=', false)
    .orderBy('i.sto_number')
    .orderBy('i.item_no')
    .execute();
  const rows: OrderRow[] = [];
  for (const p of pos) {
    const max = maxReceivable(p.quantity, p.received_qty, p.over_tolerance_pct);
    if (toMilliUnits(max) > 0n) rows.push(['PO', p.n, p.item_no, p.material_id, p.sloc_id, max, p.name]);
  }
  for (const s of stos) {
    const inTransit = toMilliUnits(s.issued_qty) - toMilliUnits(s.received_qty);
    if (inTransit > 0n) rows.push(['STO', s.n, s.item_no, s.material_id, s.receiving_sloc, fromMilliUnits(inTransit), s.supplying_plant]);
  }
  return rows;
}

async function transferOrders(db: Kysely<DB>, plantId: string): Promise<TransferOrderRow[]> {
  const rows = await db
    .selectFrom('transfer_order_line as l')
    .innerJoin('transfer_order as o', 'o.order_id', 'l.order_id')
    .select([
      'l.order_id',
      'l.line_no',
      'o.order_type',
      'o.warehouse_id',
      'l.material_id',
      'l.batch',
      'l.category',
      'l.quantity',
      'l.source_bin',
      'l.destination_bin',
      'l.serials',
    ])
    .where('o.plant_id', '=', plantId)
    .where('o.status', '=', 'OPEN')
    .where('l.status', '=', 'OPEN')
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
  return rows.map((r) => [
    r.order_id,
    r.line_no,
    r.order_type,
    r.warehouse_id,
    r.material_id,
    r.batch,
    r.category,
    fromMilliUnits(toMilliUnits(r.quantity)),
    r.source_bin,
    r.destination_bin,
    r.serials,
  ]);
}

/** A part the handheld holds at this version is left out (null); otherwise sent with its version. */
function versioned<T extends object>(content: T, held: string | undefined): (T & { version: string }) | null {
  const version = partVersion(content);
  return version === held ? null : { ...content, version };
}

/**
 * The offline snapshot of one plant the reader may see (else PLANT_NOT_FOUND, like an unknown
 * plant). Parts the reader's grants do not cover are sent empty; parts already held at the
 * current version (`held`) are left out.
 */
export async function readOfflineSnapshot(
  db: Kysely<DB>,
  reader: SnapshotReader,
  plantId: string,
  held: SnapshotQuery,
): Promise<{ snapshot: OfflineSnapshot; etag: string }> {
  await requireVisiblePlant(db, reader, plantId);
  const [b, s, m, o, t] = await Promise.all([
    bins(db, plantId),
    mayReadStock(reader) ? stock(db, plantId) : { rows: [], serials: [] },
    materials(db, plantId),
    mayCall(reader, gr.postGoodsReceiptPo) ? orders(db, plantId) : [],
    mayCall(reader, to.confirmTransferOrderLine) ? transferOrders(db, plantId) : [],
  ]);
  const parts = {
    bins: versioned({ rows: b }, held.bins),
    stock: versioned(s, held.stock),
    materials: versioned({ rows: m }, held.materials),
    orders: versioned({ rows: o }, held.orders),
    transferOrders: versioned({ rows: t }, held.transferOrders),
  };
  const versions = [b, s, m, o, t].map(partVersion).join('.');
  const version = partVersion(versions);
  return {
    etag: `"offline-${plantId}-${version}"`,
    snapshot: { plantId, version, generatedAt: new Date().toISOString(), ...parts },
  };
}
