import { type Kysely, sql, type Transaction } from 'kysely';
import type { Returnable, ReturnableItem } from '../../../shared/contracts/vendor-returns/schemas';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { inPlantScope, type Viewer } from '../master-data/viewer';

type Db = Kysely<DB> | Transaction<DB>;

/** Returns whose goods issue has not left yet (their quantity still counts as open on the purchase order item). */
const OPEN = sql`d.status not in ('GOODS_ISSUED', 'DELIVERED')`;

interface Source {
  kind: '122' | '161';
  poNumber: string;
  grDocument: string | null;
  plant: string;
  vendor: string;
  vendorName: string;
  /** the receipt's items (122) or the purchase order's (161) */
  items: { item: number; poItem: number; material: string; sloc: string; quantity: string }[];
}

/** The goods receipt (101 for a purchase order, in the viewer's plants, not reversed) and its items. */
async function receiptSource(db: Db, viewer: Viewer, matDoc: string): Promise<Source> {
  const rows = await sql<{
    item_no: number;
    material_id: string;
    to_plant: string;
    to_sloc: string;
    quantity: string;
    reference_item: number;
    po_number: string;
    vendor_id: string;
    vendor_name: string;
    reversed: boolean;
  }>`select i.item_no, i.material_id, i.to_plant, i.to_sloc, i.quantity::text as quantity, i.reference_item,
      h.reference_number as po_number, v.vendor_id, v.name as vendor_name,
      exists (select 1 from material_document r where r.reversal_of = h.mat_doc) as reversed
    from material_document h join material_document_item i on i.mat_doc = h.mat_doc
    join purchase_order p on p.po_number = h.reference_number join vendor v on v.vendor_id = p.vendor_id
    where h.mat_doc = ${matDoc} and h.reference_type = 'PO' and i.movement_type = '101' and i.to_kind = 'POSITION'
    order by i.item_no`.execute(db);
  const first = rows.rows[0];
  if (!first || !inPlantScope(outboundPlants(viewer), first.to_plant)) throw new DomainError('VENDOR_RETURN_RECEIPT_NOT_FOUND', { matDoc });
  if (first.reversed) throw new DomainError('VENDOR_RETURN_RECEIPT_REVERSED', { matDoc });
  return {
    kind: '122',
    poNumber: first.po_number,
    grDocument: matDoc,
    plant: first.to_plant,
    vendor: first.vendor_id,
    vendorName: first.vendor_name,
    items: rows.rows.map((r) => ({
      item: r.item_no,
      poItem: r.reference_item,
      material: r.material_id,
      sloc: r.to_sloc,
      quantity: r.quantity,
    })),
  };
}

/** The purchase order (of the viewer's plants) and its items with what was received on them. */
async function orderSource(db: Db, viewer: Viewer, poNumber: string): Promise<Source> {
  const rows = await sql<{
    item_no: number;
    material_id: string;
    plant_id: string;
    sloc_id: string;
    received_qty: string;
    vendor_id: string;
    vendor_name: string;
  }>`select i.item_no, i.material_id, i.plant_id, i.sloc_id, i.received_qty::text as received_qty, v.vendor_id, v.name as vendor_name
    from purchase_order p join purchase_order_item i on i.po_number = p.po_number join vendor v on v.vendor_id = p.vendor_id
    where p.po_number = ${poNumber} order by i.item_no`.execute(db);
  const first = rows.rows[0];
  if (!first || !inPlantScope(outboundPlants(viewer), first.plant_id)) throw new DomainError('VENDOR_RETURN_PO_NOT_FOUND', { poNumber });
  return {
    kind: '161',
    poNumber,
    grDocument: null,
    plant: first.plant_id,
    vendor: first.vendor_id,
    vendorName: first.vendor_name,
    items: rows.rows.map((r) => ({
      item: r.item_no,
      poItem: r.item_no,
      material: r.material_id,
      sloc: r.sloc_id,
      quantity: r.received_qty,
    })),
  };
}

/** An item's limits in milli-units: its own (receipt or order item), the purchase order item's, the stock position's. */
export interface Budgets {
  returnableMilli: bigint;
  ownMilli: bigint;
  poMilli: bigint;
  stockMilli: bigint;
}

/**
 * What can go back of a goods receipt (122) or a purchase order (161), per item: the receipt's quantity less what
 * returns against it took (122), never more than the purchase order item's received quantity less the returns on it
 * not yet issued (both), nor more than the storage location holds unrestricted outside the shipping and differences
 * bins less what open deliveries still have to pick; the serials of the receipt (122: its serial history; 161: any
 * receipt of the item) still unrestricted in the plant and on no open return. `lock`: the purchase order items are
 * locked first (FOR UPDATE, item order), so two returns of the same item queue and the second sees the first.
 */
export async function loadReturnable(
  db: Db,
  viewer: Viewer,
  source: { kind: '122'; matDoc: string } | { kind: '161'; poNumber: string },
  options: { lock?: boolean } = {},
): Promise<Omit<Returnable, 'items'> & { items: (ReturnableItem & Budgets)[] }> {
  const s = source.kind === '122' ? await receiptSource(db, viewer, source.matDoc) : await orderSource(db, viewer, source.poNumber);
  const poItems = JSON.stringify([...new Set(s.items.map((i) => i.poItem))]);
  const po = await sql<{ item_no: number; received_qty: string; open_returns: string }>`
    select i.item_no, i.received_qty::text as received_qty,
      coalesce((select sum(di.quantity) from delivery d join delivery_item di on di.delivery_number = d.delivery_number
        where d.order_type = 'RTV' and d.order_number = i.po_number and di.order_item = i.item_no and ${OPEN}), 0)::text as open_returns
    from purchase_order_item i
    where i.po_number = ${s.poNumber} and i.item_no in (select jsonb_array_elements_text(${poItems}::jsonb)::int)
    order by i.item_no ${options.lock ? sql`for update of i` : sql``}`.execute(db);
  const poLeft = new Map(po.rows.map((r) => [r.item_no, toMilliUnits(r.received_qty) - toMilliUnits(r.open_returns)]));
  const taken =
    s.kind === '122'
      ? await sql<{ gr_item: number; taken: string }>`select r.gr_item,
            sum(case when ${OPEN} then di.quantity else di.issued_qty end)::text as taken
          from vendor_return h join vendor_return_item r on r.delivery_number = h.delivery_number
          join delivery_item di on di.delivery_number = r.delivery_number and di.item_no = r.item_no
          join delivery d on d.delivery_number = h.delivery_number
          where h.gr_mat_doc = ${s.grDocument} group by r.gr_item`.execute(db)
      : { rows: [] };
  const takenBy = new Map(taken.rows.map((r) => [r.gr_item, toMilliUnits(r.taken)]));
  const keys = JSON.stringify([
    ...new Map(s.items.map((i) => [`${i.material}|${i.sloc}`, { material_id: i.material, sloc_id: i.sloc }])).values(),
  ]);
  const stock = await sql<{ k: string; available: string }>`
    select v.material_id || '|' || v.sloc_id as k,
      coalesce((select sum(s.quantity) from stock s
        left join storage_bin b on b.warehouse_id = s.warehouse_id and b.bin_id = s.bin_id
        left join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type
        where s.material_id = v.material_id and s.plant_id = ${s.plant} and s.sloc_id = v.sloc_id and s.category = 'UNRESTRICTED'
          and coalesce(t.role, 'RACK') not in ('SHIPPING', 'DIFFERENCE')), 0)
      - coalesce((select sum(i.quantity - i.picked_qty) from delivery_item i join delivery d on d.delivery_number = i.delivery_number
        where i.material_id = v.material_id and i.sloc_id = v.sloc_id and d.plant_id = ${s.plant} and d.status in ('OPEN', 'PICKING')), 0)
        as available
    from jsonb_to_recordset(${keys}::jsonb) as v(material_id text, sloc_id text)`.execute(db);
  const stockBy = new Map(stock.rows.map((r) => [r.k, toMilliUnits(r.available)]));
  const materials = await sql<{ material_id: string; description: string; base_unit: string; serialized: boolean }>`
    select material_id, description, base_unit, serialized from material
    where material_id in (select jsonb_array_elements_text(${JSON.stringify(s.items.map((i) => i.material))}::jsonb))`.execute(db);
  const materialBy = new Map(materials.rows.map((m) => [m.material_id, m]));
  // serials received (by this receipt, or on the item by any receipt of the order), in stock, on no open return
  const serials = await sql<{ item: number; serial_number: string }>`
    select ${s.kind === '122' ? sql`x.item_no` : sql`gi.reference_item`} as item, e.serial_number
    from serial_history x join equipment e on e.equipment_number = x.equipment_number
    join material_document_item gi on gi.mat_doc = x.mat_doc and gi.item_no = x.item_no
    join material_document g on g.mat_doc = x.mat_doc
    where ${s.kind === '122' ? sql`x.mat_doc = ${s.grDocument}` : sql`g.reference_type = 'PO' and g.reference_number = ${s.poNumber}`}
      and gi.movement_type = '101'
      and not exists (select 1 from material_document r where r.reversal_of = g.mat_doc)
      and e.status = 'IN_STOCK' and e.plant_id = ${s.plant} and e.category = 'UNRESTRICTED' and not e.locked
      and not exists (select 1 from vendor_return_item r join delivery d on d.delivery_number = r.delivery_number
        where ${OPEN} and e.serial_number = any(r.serials) and d.order_type = 'RTV'
          and exists (select 1 from delivery_item di where di.delivery_number = r.delivery_number and di.item_no = r.item_no
            and di.material_id = e.material_id))
    group by 1, 2 order by 1, 2`.execute(db);
  const items = s.items.map((i) => {
    const m = materialBy.get(i.material);
    const received = toMilliUnits(i.quantity);
    const returned = s.kind === '122' ? (takenBy.get(i.item) ?? 0n) : received - (poLeft.get(i.poItem) ?? 0n);
    const inStock = stockBy.get(`${i.material}|${i.sloc}`) ?? 0n;
    const candidates = [received - returned, poLeft.get(i.poItem) ?? 0n, inStock];
    const least = candidates.reduce((a, b) => (a < b ? a : b));
    const returnableMilli = least < 0n ? 0n : least;
    return {
      item: i.item,
      poItem: i.poItem,
      material: i.material,
      materialDescription: m?.description ?? '',
      baseUnit: m?.base_unit ?? '',
      serialized: m?.serialized ?? false,
      plant: s.plant,
      sloc: i.sloc,
      receivedQuantity: fromMilliUnits(received),
      returnedQuantity: fromMilliUnits(returned < 0n ? 0n : returned),
      inStockQuantity: fromMilliUnits(inStock < 0n ? 0n : inStock),
      returnableQuantity: fromMilliUnits(returnableMilli),
      serials: serials.rows.filter((x) => x.item === i.item).map((x) => x.serial_number),
      returnableMilli,
      ownMilli: received - returned,
      poMilli: poLeft.get(i.poItem) ?? 0n,
      stockMilli: inStock,
    };
  });
  return {
    movementType: s.kind,
    poNumber: s.poNumber,
    grDocument: s.grDocument,
    vendor: s.vendor,
    vendorName: s.vendorName,
    plant: s.plant,
    items,
  };
}

/** The same, as an answer (without the internal milli-units). */
export async function returnableAnswer(
  db: Db,
  viewer: Viewer,
  source: { kind: '122'; matDoc: string } | { kind: '161'; poNumber: string },
): Promise<Returnable> {
  const r = await loadReturnable(db, viewer, source);
  return { ...r, items: r.items.map(({ returnableMilli: _r, ownMilli: _o, poMilli: _p, stockMilli: _s, ...item }) => item) };
}
