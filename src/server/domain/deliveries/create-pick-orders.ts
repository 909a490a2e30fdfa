import { sql, type Transaction } from 'kysely';
import type { PickOrdersCreated } from '../../../shared/contracts/deliveries/schemas';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { roleBin } from '../master-data/storage-bins';
import { warehouseOfSloc } from '../master-data/storage-locations';
import type { PostingActor } from '../stock/posting/post-material-document';
import { createTransferOrder, type NewTransferOrderLine } from '../transfer-orders/create-transfer-order';
import { lockDelivery } from './delivery-header';

interface Need {
  material: string;
  sloc: string;
  firstItem: number;
  qty: bigint;
}

/**
 * Plans the picking of a delivery (LT03): for what is neither picked nor on an open PICK
 * transfer order yet, one PICK transfer order per storage location, lines from the rack bins
 * holding free unrestricted stock in bin order (the bin sequence) to the warehouse's shipping
 * bin. The source stock rows are locked in the ledger's order before the free quantity (stock
 * less what open transfer orders plan) is read, and createTransferOrder plans against the same
 * locks: two deliveries never plan the same units. Serials are scanned when picking.
 */
export async function createPickOrders(trx: Transaction<DB>, actor: PostingActor, deliveryNumber: string): Promise<PickOrdersCreated> {
  const delivery = await lockDelivery(trx, actor.plants, deliveryNumber, ['OPEN', 'PICKING']);
  const needs = await openNeeds(trx, deliveryNumber);
  if (needs.length === 0) throw new DomainError('DELIVERY_NOTHING_TO_PICK', { deliveryNumber });
  const created: PickOrdersCreated['transferOrders'] = [];
  for (const sloc of [...new Set(needs.map((n) => n.sloc))].sort()) {
    const slocNeeds = needs.filter((n) => n.sloc === sloc);
    const warehouse = await warehouseOfSloc(trx, delivery.plant_id, sloc);
    if (!warehouse) throw new DomainError('NOT_WAREHOUSE_MANAGED', { plant: delivery.plant_id, sloc });
    const shipBin = await roleBin(trx, warehouse, 'SHIPPING');
    if (!shipBin) throw new DomainError('DELIVERY_NO_SHIPPING_BIN', { warehouse });
    // a return to vendor names its serials: they are picked from where they lie, the rest from free stock
    const serialLines =
      delivery.order_type === 'RTV' ? await returnSerialLines(trx, deliveryNumber, delivery.plant_id, sloc, warehouse, shipBin) : [];
    const bySerials = new Set(serialLines.map((l) => l.material));
    const lines = [
      ...serialLines,
      ...(await allocate(
        trx,
        delivery.plant_id,
        sloc,
        warehouse,
        slocNeeds.filter((n) => !bySerials.has(n.material)),
        shipBin,
      )),
    ];
    const order = await createTransferOrder(trx, actor, {
      plant: delivery.plant_id,
      sloc,
      type: 'PICK',
      lines,
      reference: { type: 'DLV', number: deliveryNumber },
    });
    created.push({ orderId: order.orderId, lineCount: order.lines.length });
  }
  await trx.updateTable('delivery').set({ status: 'PICKING' }).where('delivery_number', '=', deliveryNumber).execute();
  return { deliveryNumber, status: 'PICKING', transferOrders: created };
}

/** Per material and storage location: ordered, less picked, less planned on the delivery's open PICK lines. */
async function openNeeds(trx: Transaction<DB>, deliveryNumber: string): Promise<Need[]> {
  const rows = await sql<{ material_id: string; sloc_id: string; first_item: number; need: string }>`
    select i.material_id, i.sloc_id, min(i.item_no)::int as first_item,
      sum(i.quantity - i.picked_qty) - coalesce((select sum(l.quantity) from transfer_order_line l
        join transfer_order o on o.order_id = l.order_id
        where o.order_type = 'PICK' and o.reference_type = 'DLV' and o.reference_number = ${deliveryNumber}
          and o.sloc_id = i.sloc_id and l.material_id = i.material_id and l.status = 'OPEN'), 0) as need
    from delivery_item i where i.delivery_number = ${deliveryNumber}
    group by i.material_id, i.sloc_id order by i.sloc_id, min(i.item_no)`.execute(trx);
  return rows.rows
    .map((r) => ({ material: r.material_id, sloc: r.sloc_id, firstItem: r.first_item, qty: toMilliUnits(r.need) }))
    .filter((n) => n.qty > 0n);
}

/** Lines from the free stock of rack bins (locked, in bin order) for each need. */
async function allocate(
  trx: Transaction<DB>,
  plant: string,
  sloc: string,
  warehouse: string,
  needs: Need[],
  shipBin: string,
): Promise<NewTransferOrderLine[]> {
  const materials = JSON.stringify(needs.map((n) => n.material));
  // the ledger's lock order: material, plant, sloc, bin, batch, category
  const stock = await sql<{ material_id: string; bin_id: string; batch: string; quantity: string }>`
    select s.material_id, s.bin_id, s.batch, s.quantity from stock s
    join storage_bin b on b.warehouse_id = s.warehouse_id and b.bin_id = s.bin_id and not b.blocked
    join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type and t.role = 'RACK'
    where s.material_id in (select jsonb_array_elements_text(${materials}::jsonb)) and s.plant_id = ${plant} and s.sloc_id = ${sloc}
      and s.category = 'UNRESTRICTED' and s.quantity > 0
    order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
    for update of s`.execute(trx);
  const planned = await sql<{ k: string; quantity: string }>`
    select l.material_id || '|' || l.source_bin || '|' || l.batch as k, sum(l.quantity)::text as quantity
    from transfer_order_line l join transfer_order o on o.order_id = l.order_id
    where o.warehouse_id = ${warehouse} and o.plant_id = ${plant} and o.sloc_id = ${sloc} and l.status = 'OPEN'
      and l.category = 'UNRESTRICTED' and l.material_id in (select jsonb_array_elements_text(${materials}::jsonb))
    group by 1`.execute(trx);
  const plannedBy = new Map(planned.rows.map((r) => [r.k, toMilliUnits(r.quantity)]));
  const lines: NewTransferOrderLine[] = [];
  for (const need of needs) {
    let rest = need.qty;
    let free = 0n;
    for (const s of stock.rows.filter((r) => r.material_id === need.material)) {
      const available = toMilliUnits(s.quantity) - (plannedBy.get(`${s.material_id}|${s.bin_id}|${s.batch}`) ?? 0n);
      if (available <= 0n) continue;
      free += available;
      if (rest === 0n) continue;
      const take = available < rest ? available : rest;
      rest -= take;
      lines.push({
        material: need.material,
        ...(s.batch ? { batch: s.batch } : {}),
        category: 'UNRESTRICTED',
        quantity: fromMilliUnits(take),
        sourceBin: s.bin_id,
        destinationBin: shipBin,
      });
    }
    if (rest > 0n)
      throw new DomainError('DELIVERY_PICK_STOCK', {
        item: need.firstItem,
        material: need.material,
        sloc,
        available: displayQuantity(fromMilliUnits(free)),
        requested: displayQuantity(fromMilliUnits(need.qty)),
      });
  }
  return lines;
}

/**
 * A return to vendor's serials not yet picked nor planned, as PICK lines from the bins they lie in (one line per
 * material, bin and batch, the serials on it: the pick confirms exactly those). A serial no longer unrestricted in a
 * rack bin of the storage location is refused with its name. The stock rows are locked in the ledger's order first.
 */
async function returnSerialLines(
  trx: Transaction<DB>,
  deliveryNumber: string,
  plant: string,
  sloc: string,
  warehouse: string,
  shipBin: string,
): Promise<NewTransferOrderLine[]> {
  const wanted = await sql<{ material_id: string; serial: string }>`
    select i.material_id, s.serial from vendor_return_item r
    join delivery_item i on i.delivery_number = r.delivery_number and i.item_no = r.item_no
    cross join lateral unnest(r.serials) s(serial)
    where r.delivery_number = ${deliveryNumber} and i.sloc_id = ${sloc}
      and not exists (select 1 from delivery_pick p where p.delivery_number = r.delivery_number and s.serial = any(p.serials))
      and not exists (select 1 from transfer_order_line l join transfer_order o on o.order_id = l.order_id
        where o.order_type = 'PICK' and o.reference_type = 'DLV' and o.reference_number = ${deliveryNumber}
          and l.status = 'OPEN' and s.serial = any(l.serials))
    order by i.material_id, s.serial`.execute(trx);
  if (wanted.rows.length === 0) return [];
  const materials = JSON.stringify([...new Set(wanted.rows.map((w) => w.material_id))]);
  await sql`select 1 from stock s where s.material_id in (select jsonb_array_elements_text(${materials}::jsonb))
      and s.plant_id = ${plant} and s.sloc_id = ${sloc} and s.category = 'UNRESTRICTED'
    order by s.material_id, s.plant_id, s.sloc_id, coalesce(s.bin_id, ''), s.batch, s.category
    for update of s`.execute(trx);
  const where = await sql<{ material_id: string; serial_number: string; bin_id: string; batch: string }>`
    select e.material_id, e.serial_number, e.bin_id, e.batch from equipment e
    join storage_bin b on b.warehouse_id = e.warehouse_id and b.bin_id = e.bin_id and not b.blocked
    join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type and t.role = 'RACK'
    where e.status = 'IN_STOCK' and e.plant_id = ${plant} and e.sloc_id = ${sloc} and e.warehouse_id = ${warehouse}
      and e.category = 'UNRESTRICTED' and not e.locked
      and (e.material_id, e.serial_number) in (select v.material_id, v.serial
        from jsonb_to_recordset(${JSON.stringify(wanted.rows)}::jsonb) as v(material_id text, serial text))`.execute(trx);
  const found = new Map(where.rows.map((r) => [`${r.material_id}|${r.serial_number}`, r]));
  const lines = new Map<string, NewTransferOrderLine & { serials: string[] }>();
  for (const w of wanted.rows) {
    const at = found.get(`${w.material_id}|${w.serial}`);
    if (!at) throw new DomainError('VENDOR_RETURN_SERIAL_GONE', { serial: w.serial, material: w.material_id, deliveryNumber });
    const key = `${at.material_id}|${at.bin_id}|${at.batch}`;
    const line = lines.get(key) ?? {
      material: at.material_id,
      ...(at.batch ? { batch: at.batch } : {}),
      category: 'UNRESTRICTED' as const,
      quantity: '0',
      sourceBin: at.bin_id,
      destinationBin: shipBin,
      serials: [],
    };
    line.serials.push(w.serial);
    line.quantity = String(line.serials.length);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.sourceBin.localeCompare(b.sourceBin) || a.material.localeCompare(b.material));
}
