import { sql, type Transaction } from 'kysely';
import type { CreateDeliveryInput, CreatedDeliveries } from '../../../shared/contracts/deliveries/schemas';
import { lineProblem } from '../../../shared/line-rules';
import { displayQuantity, fromMilliUnits, normalizeQuantity, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError, itemError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';
import { addInDelivery, loadOrderHeader, loadOrderLines, ORDER_NAMES, type OrderRef } from './order-lines';

/**
 * Creates outbound deliveries for chosen items and quantities of a sales order or stock
 * transport order (VL01N from the deliveries-due list): one delivery per ship-to, route and
 * delivery date; partial quantities allowed. The order items are locked (FOR UPDATE, item
 * order) before their open quantity is read, so two users delivering the same item at once
 * queue and the second is refused with the quantity still open: never more than ordered
 * (the database's check on `in_delivery_qty` guards the same). Refused: a credit block, a
 * closed item, more than is open, or no unrestricted stock for the item in its storage location.
 * Creating moves no stock: picking and goods issue do.
 */
export async function createDelivery(
  trx: Transaction<DB>,
  actor: PostingActor,
  order: OrderRef,
  input: CreateDeliveryInput,
): Promise<CreatedDeliveries> {
  if (!trx.isTransaction) throw new Error('createDelivery must run inside a transaction');
  const head = await loadOrderHeader(trx, order, actor.plants);
  const name = ORDER_NAMES[order.type];
  if (head.creditBlock) throw new DomainError('DELIVERY_CREDIT_BLOCK', { order: name, number: order.number, customer: head.partner });
  const seen = new Set<number>();
  for (const l of input.lines) {
    if (seen.has(l.itemNo)) throw itemError(l.itemNo, 'DELIVERY_ITEM_TWICE', { order: name, number: order.number });
    seen.add(l.itemNo);
  }
  const lines = new Map((await loadOrderLines(trx, order, { itemNos: [...seen], lock: true })).map((l) => [l.itemNo, l] as const));
  const wanted = input.lines
    .map((l) => ({ ...l, quantity: normalizeQuantity(l.quantity) }))
    .sort((a, b) => a.itemNo - b.itemNo)
    .map((l) => {
      const line = lines.get(l.itemNo);
      const values = { order: name, number: order.number, item: l.itemNo };
      if (!line) throw itemError(l.itemNo, 'DELIVERY_ITEM_UNKNOWN', values);
      if (line.closed) throw itemError(l.itemNo, 'DELIVERY_ITEM_CLOSED', values);
      const qty = toMilliUnits(l.quantity);
      if (qty > line.open)
        throw itemError(l.itemNo, 'DELIVERY_OVER_OPEN', {
          ...values,
          requested: displayQuantity(l.quantity),
          open: displayQuantity(fromMilliUnits(line.open)),
        });
      const problem = lineProblem({ material: line.material, serialized: line.serialized, quantity: l.quantity });
      if (problem) throw itemError(l.itemNo, problem.code, problem.params);
      return { ...line, qty, quantity: l.quantity };
    });
  await checkStock(trx, head.plant, wanted);

  // one delivery per ship-to, route and date: the order fixes ship-to and route, its items' dates split it
  const byDate = new Map<string, typeof wanted>();
  for (const w of wanted) byDate.set(w.deliveryDate, [...(byDate.get(w.deliveryDate) ?? []), w]);
  const created: CreatedDeliveries['deliveries'] = [];
  for (const [date, items] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    const deliveryNumber = await takeNumber(trx, 'delivery');
    await trx
      .insertInto('delivery')
      .values({
        delivery_number: deliveryNumber,
        order_type: order.type,
        order_number: order.number,
        plant_id: head.plant,
        shipping_point: head.shippingPoint,
        customer_number: head.customer,
        receiving_plant: head.receivingPlant,
        route_id: head.route,
        delivery_date: date,
        item_count: items.length,
        created_by: actor.userId,
      })
      .execute();
    // delivery items are numbered as their order items (the goods issue's reference items)
    await trx
      .insertInto('delivery_item')
      .values(
        items.map((i) => ({
          delivery_number: deliveryNumber,
          item_no: i.itemNo,
          order_item: i.itemNo,
          material_id: i.material,
          sloc_id: i.sloc,
          quantity: i.quantity,
        })),
      )
      .execute();
    created.push({ deliveryNumber, deliveryDate: date, itemCount: items.length });
  }
  await addInDelivery(
    trx,
    order,
    wanted.map((w) => [w.itemNo, w.qty]),
  );
  await auditBy(trx, actor, {
    action: 'DELIVERY_CREATED',
    objectType: 'delivery',
    objectId: created.map((c) => c.deliveryNumber).join(','),
    plantId: head.plant,
    details: { order: order.type, number: order.number, items: wanted.length },
  });
  return { deliveries: created };
}

/**
 * Whether the storage locations hold the quantities as unrestricted stock outside the shipping and
 * differences areas, less what open deliveries still have to pick (a plausibility check: picking
 * reserves the units themselves).
 */
async function checkStock(
  trx: Transaction<DB>,
  plant: string,
  wanted: { itemNo: number; material: string; sloc: string; qty: bigint }[],
): Promise<void> {
  const keys = [...new Map(wanted.map((w) => [`${w.material}|${w.sloc}`, { material_id: w.material, sloc_id: w.sloc }])).values()];
  const rows = await sql<{ k: string; available: string }>`
    select v.material_id || '|' || v.sloc_id as k,
      coalesce((select sum(s.quantity) from stock s
        left join storage_bin b on b.warehouse_id = s.warehouse_id and b.bin_id = s.bin_id
        left join storage_type t on t.warehouse_id = b.warehouse_id and t.storage_type = b.storage_type
        where s.material_id = v.material_id and s.plant_id = ${plant} and s.sloc_id = v.sloc_id and s.category = 'UNRESTRICTED'
          and coalesce(t.role, 'RACK') not in ('SHIPPING', 'DIFFERENCE')), 0)
      - coalesce((select sum(i.quantity - i.picked_qty) from delivery_item i join delivery d on d.delivery_number = i.delivery_number
        where i.material_id = v.material_id and i.sloc_id = v.sloc_id and d.plant_id = ${plant} and d.status in ('OPEN', 'PICKING')), 0)
        as available
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(material_id text, sloc_id text)`.execute(trx);
  const left = new Map(rows.rows.map((r) => [r.k, toMilliUnits(r.available)]));
  for (const w of wanted) {
    const k = `${w.material}|${w.sloc}`;
    const available = left.get(k) ?? 0n;
    if (w.qty > available)
      throw itemError(w.itemNo, 'DELIVERY_NO_STOCK', {
        material: w.material,
        plant,
        sloc: w.sloc,
        available: displayQuantity(fromMilliUnits(available < 0n ? 0n : available)),
        requested: displayQuantity(fromMilliUnits(w.qty)),
      });
    left.set(k, available - w.qty);
  }
}
