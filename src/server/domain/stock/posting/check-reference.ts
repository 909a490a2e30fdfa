import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { DomainError, itemError } from '../../errors';
import { type ReferenceType, referenceEffect } from '../movement-types';
import { checkPiReference, loadPiReferenceHeader } from './check-pi-reference';
import { checkTransitDocument, loadTransitDocumentHeader } from './check-transit-document';
import { json, REFERENCE_NAMES, type ResolvedItem } from './types';

type Reference = { type: ReferenceType; number: string };
type Deltas = { received: bigint; issued: bigint; delivered: bigint };
/** A delivery's own quantities: a goods issue may take only what was picked and not yet issued. */
type ReferenceUpdate = { item_no: number; received: string; issued: string; delivered: string; closed: boolean };

/** The partners and plants of a reference document's header. */
export interface ReferenceHeader {
  vendor: string | null;
  customer: string | null;
  receivingPlant: string | null;
  supplyingPlant: string | null;
}

/** One item of a purchase order, stock transport order or sales order, with the quantities the others lack as '0'. */
interface ReferenceItemRow {
  item_no: number;
  material_id: string;
  plant_id: string;
  quantity: string;
  received_qty: string;
  issued_qty: string;
  delivered_qty: string;
  over_tolerance_pct: string;
  closed: boolean;
  /** deliveries: what was picked (the most a goods issue may take); '0' for orders */
  picked_qty: string;
}

export async function loadReferenceHeader(trx: Transaction<DB>, ref: Reference): Promise<ReferenceHeader> {
  if (ref.type === 'PI') return loadPiReferenceHeader(trx, ref.number);
  if (ref.type === 'MD') return loadTransitDocumentHeader(trx, ref.number);
  if (ref.type === 'QL') {
    const lot = await trx.selectFrom('quality_lot').select('vendor_id').where('lot_number', '=', ref.number).executeTakeFirst();
    if (!lot) throw new DomainError('REFERENCE_UNKNOWN', { reference: REFERENCE_NAMES.QL, number: ref.number });
    return { vendor: lot.vendor_id, customer: null, receivingPlant: null, supplyingPlant: null };
  }
  const query =
    ref.type === 'PO'
      ? sql<ReferenceHeader>`select vendor_id as vendor, null as customer, null as "receivingPlant", null as "supplyingPlant"
          from purchase_order where po_number = ${ref.number}`
      : ref.type === 'STO'
        ? sql<ReferenceHeader>`select null as vendor, null as customer, receiving_plant as "receivingPlant", supplying_plant as "supplyingPlant"
          from stock_transport_order where sto_number = ${ref.number}`
        : ref.type === 'SO'
          ? sql<ReferenceHeader>`select null as vendor, customer_number as customer, null as "receivingPlant", null as "supplyingPlant"
          from sales_order where sales_order_number = ${ref.number}`
          : sql<ReferenceHeader>`select null as vendor, customer_number as customer, receiving_plant as "receivingPlant",
            plant_id as "supplyingPlant" from delivery where delivery_number = ${ref.number}`;
  const row = (await query.execute(trx)).rows[0];
  if (!row) throw new DomainError('REFERENCE_UNKNOWN', { reference: REFERENCE_NAMES[ref.type], number: ref.number });
  return row;
}

/** Locks the referenced items in item order. */
async function lockReferenceItems(trx: Transaction<DB>, ref: Reference, itemNos: number[]): Promise<Map<number, ReferenceItemRow>> {
  const items = sql`(select jsonb_array_elements_text(${json(itemNos)})::int)`;
  const rows =
    ref.type === 'DLV'
      ? sql<ReferenceItemRow>`select i.item_no, i.material_id, h.plant_id, i.quantity, '0' as received_qty, i.issued_qty, '0' as delivered_qty,
            '0' as over_tolerance_pct, false as closed, i.picked_qty
          from delivery_item i join delivery h on h.delivery_number = i.delivery_number
          where i.delivery_number = ${ref.number} and i.item_no in ${items} order by i.item_no for update of i`
      : ref.type === 'PO'
        ? sql<ReferenceItemRow>`select item_no, material_id, plant_id, quantity, received_qty, '0' as issued_qty, '0' as delivered_qty, over_tolerance_pct, closed,
          '0' as picked_qty
          from purchase_order_item where po_number = ${ref.number} and item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by item_no for update`
        : ref.type === 'STO'
          ? sql<ReferenceItemRow>`select i.item_no, i.material_id, h.supplying_plant as plant_id, i.quantity, i.received_qty, i.issued_qty, '0' as delivered_qty,
            '0' as over_tolerance_pct, i.closed, '0' as picked_qty
          from stock_transport_order_item i join stock_transport_order h on h.sto_number = i.sto_number
          where i.sto_number = ${ref.number} and i.item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by i.item_no for update of i`
          : sql<ReferenceItemRow>`select i.item_no, i.material_id, h.plant_id, i.quantity, '0' as received_qty, '0' as issued_qty, i.delivered_qty,
            '0' as over_tolerance_pct, i.closed, '0' as picked_qty
          from sales_order_item i join sales_order h on h.sales_order_number = i.sales_order_number
          where i.sales_order_number = ${ref.number} and i.item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
          order by i.item_no for update of i`;
  return new Map((await rows.execute(trx)).rows.map((r) => [r.item_no, r]));
}

/**
 * Locks the referenced items (sorted), checks material, plant and open quantities, and returns
 * the update to run once the document is written.
 */
export async function checkReference(
  trx: Transaction<DB>,
  ref: Reference,
  items: ResolvedItem[],
  reversal: boolean,
): Promise<(trx: Transaction<DB>, matDoc: string) => Promise<void>> {
  if (ref.type === 'PI') return checkPiReference(trx, ref.number, items, reversal);
  if (ref.type === 'MD') return checkTransitDocument(trx, ref.number, items, reversal);
  const itemNos = [...new Set(items.map((i) => i.referenceItem).filter((n): n is number => n !== null))];
  const found = await lockReferenceItems(trx, ref, itemNos);
  const sto = ref.type === 'STO' ? await loadReferenceHeader(trx, ref) : null;
  const deltas = tallyReferenceItems(ref, items, found, sto);
  const updates = [...deltas].map(([refItem, d]) => checkQuantities(ref, items, found.get(refItem) as ReferenceItemRow, d));
  return (t) => updateReference(t, ref, updates);
}

/** Checks each item against its reference item and sums what it adds to or takes from the received/issued/delivered quantities. */
function tallyReferenceItems(
  ref: Reference,
  items: ResolvedItem[],
  found: Map<number, ReferenceItemRow>,
  sto: ReferenceHeader | null,
): Map<number, Deltas> {
  const name = REFERENCE_NAMES[ref.type].toLowerCase();
  const deltas = new Map<number, Deltas>();
  for (const item of items) {
    const refItem = item.referenceItem as number;
    const row = found.get(refItem);
    const values = { refItem, reference: name, number: ref.number };
    if (!row) throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', values);
    if (row.material_id !== item.material.material_id)
      throw itemError(item.itemNo, 'REFERENCE_MATERIAL_MISMATCH', {
        ...values,
        expected: row.material_id,
        material: item.material.material_id,
      });
    const effect = referenceEffect(item.movementType, ref.type);
    if (!effect) continue;
    // the plant the item posts in must be the reference's (receipt: destination; issue: source)
    const plant = ref.type === 'STO' && effect.field === 'received' ? (sto?.receivingPlant ?? '') : row.plant_id;
    const posted = effect.field === 'received' && item.to ? item.to.plant : item.from ? item.from.plant : item.to?.plant;
    if (posted && posted !== plant) throw itemError(item.itemNo, 'REFERENCE_PLANT_MISMATCH', { ...values, expected: plant, plant: posted });
    if (effect.sign > 0 && row.closed) throw itemError(item.itemNo, 'REFERENCE_CLOSED', values);
    const d = deltas.get(refItem) ?? { received: 0n, issued: 0n, delivered: 0n };
    d[effect.field] += effect.sign > 0 ? item.qty : -item.qty;
    deltas.set(refItem, d);
  }
  return deltas;
}

/** Refuses over-delivery (beyond the tolerance) and taking back more than was received/issued/delivered; returns the new quantities. */
function checkQuantities(ref: Reference, items: ResolvedItem[], row: ReferenceItemRow, d: Deltas): ReferenceUpdate {
  const refItem = row.item_no;
  const qty = toMilliUnits(row.quantity);
  const received = toMilliUnits(row.received_qty) + d.received;
  const issued = toMilliUnits(row.issued_qty) + d.issued;
  const delivered = toMilliUnits(row.delivered_qty) + d.delivered;
  const firstItem = items.find((i) => i.referenceItem === refItem) as ResolvedItem;
  const values = { refItem, reference: REFERENCE_NAMES[ref.type].toLowerCase(), number: ref.number };
  const over = (value: bigint, limit: bigint, requested: bigint) => {
    if (value > limit)
      throw itemError(firstItem.itemNo, 'REFERENCE_OVER_DELIVERY', {
        ...values,
        requested: displayQuantity(fromMilliUnits(requested)),
        open: displayQuantity(fromMilliUnits(limit - (value - requested) < 0n ? 0n : limit - (value - requested))),
      });
  };
  const under = (value: bigint, available: bigint, requested: bigint, what: string) => {
    if (value < 0n)
      throw itemError(firstItem.itemNo, 'REFERENCE_UNDERFLOW', {
        ...values,
        requested: displayQuantity(fromMilliUnits(requested)),
        open: displayQuantity(fromMilliUnits(available)),
        what,
      });
  };
  if (ref.type === 'PO') {
    // over-delivery tolerance in hundredths of a percent
    const tolerance = toMilliUnits(row.over_tolerance_pct) / 10n;
    const limit = (qty * (10000n + tolerance)) / 10000n;
    if (d.received > 0n) over(received, limit, d.received);
    under(received, toMilliUnits(row.received_qty), -d.received, 'received');
  } else if (ref.type === 'STO') {
    if (d.issued > 0n) over(issued, qty, d.issued);
    under(issued - received, toMilliUnits(row.issued_qty) - toMilliUnits(row.received_qty), -d.issued, 'issued and not yet received');
    if (d.received > 0n) over(received, issued, d.received);
    under(received, toMilliUnits(row.received_qty), -d.received, 'received');
  } else if (ref.type === 'DLV') {
    if (d.issued > 0n) over(issued, toMilliUnits(row.picked_qty), d.issued);
    under(issued, toMilliUnits(row.issued_qty), -d.issued, 'issued');
  } else {
    if (d.delivered > 0n) over(delivered, qty, d.delivered);
    under(delivered, toMilliUnits(row.delivered_qty), -d.delivered, 'delivered');
  }
  return {
    item_no: refItem,
    received: fromMilliUnits(received),
    issued: fromMilliUnits(issued),
    delivered: fromMilliUnits(delivered),
    closed: ref.type === 'SO' ? delivered >= qty : received >= qty,
  };
}

async function updateReference(trx: Transaction<DB>, ref: Reference, updates: ReferenceUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  if (ref.type === 'PO') {
    await sql`update purchase_order_item p set received_qty = v.received, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, closed boolean)
      where p.po_number = ${ref.number} and p.item_no = v.item_no`.execute(trx);
  } else if (ref.type === 'STO') {
    await sql`update stock_transport_order_item p set received_qty = v.received, issued_qty = v.issued, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, issued numeric, closed boolean)
      where p.sto_number = ${ref.number} and p.item_no = v.item_no`.execute(trx);
  } else if (ref.type === 'DLV') {
    await updateDelivery(trx, ref.number, updates);
  } else {
    await sql`update sales_order_item p set delivered_qty = v.delivered, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, delivered numeric, closed boolean)
      where p.sales_order_number = ${ref.number} and p.item_no = v.item_no`.execute(trx);
  }
}

/**
 * A delivery's goods issue (or its reversal): the delivery items' issued quantities, the order's
 * (sales order: delivered; stock transport order: issued, so its goods receipt can take it out of
 * transit; delivery items are numbered as their order items), and the delivery's status.
 */
async function updateDelivery(trx: Transaction<DB>, deliveryNumber: string, updates: ReferenceUpdate[]): Promise<void> {
  await sql`with v as (select * from jsonb_to_recordset(${json(updates)}) as v(item_no int, issued numeric)),
      old as (select p.item_no, v.issued - p.issued_qty as delta from delivery_item p join v on v.item_no = p.item_no
        where p.delivery_number = ${deliveryNumber}),
      d as (select order_type, order_number from delivery where delivery_number = ${deliveryNumber}),
      items as (update delivery_item p set issued_qty = v.issued from v where p.delivery_number = ${deliveryNumber} and p.item_no = v.item_no
        returning p.item_no),
      so as (update sales_order_item s set delivered_qty = s.delivered_qty + old.delta, closed = s.delivered_qty + old.delta >= s.quantity
        from old, d where d.order_type = 'SO' and s.sales_order_number = d.order_number and s.item_no = old.item_no returning s.item_no)
    update stock_transport_order_item s set issued_qty = s.issued_qty + old.delta
      from old, d where d.order_type = 'STO' and s.sto_number = d.order_number and s.item_no = old.item_no`.execute(trx);
  await sql`update delivery h set status = case
      when exists (select 1 from delivery_item i where i.delivery_number = h.delivery_number and i.issued_qty > 0) then 'GOODS_ISSUED'
      else 'PICKED' end
    where h.delivery_number = ${deliveryNumber}`.execute(trx);
}
