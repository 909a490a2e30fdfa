import { type Kysely, sql, type Transaction } from 'kysely';
import type { DeliveryOrderItem } from '../../../shared/contracts/deliveries/schemas';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { OrderDeliveryType } from '../../db/schema/deliveries';
import { DomainError } from '../errors';
import { inPlantScope, type PlantScope } from '../master-data/viewer';

/**
 * The orders deliveries are created for, read the same way for both kinds: a sales order ships
 * from its plant to its customer; a stock transport order from its supplying plant to its
 * receiving plant. The shipping point is the sales order's shipping profile's (else the plant).
 */
export interface OrderRef {
  type: OrderDeliveryType;
  number: string;
}

export interface OrderHeader {
  plant: string;
  shippingPoint: string;
  customer: string | null;
  receivingPlant: string | null;
  partner: string;
  partnerName: string;
  route: string | null;
  creditBlock: boolean;
  documentDate: string;
}

export const ORDER_NAMES: Record<OrderDeliveryType, string> = { SO: 'sales order', STO: 'stock transport order' };

/** The order's header, or the order's not-found error (also outside the plants given). */
export async function loadOrderHeader(db: Kysely<DB> | Transaction<DB>, order: OrderRef, plants: PlantScope): Promise<OrderHeader> {
  const query =
    order.type === 'SO'
      ? sql<OrderHeader>`select h.plant_id as plant, coalesce(p.shipping_point, h.plant_id) as "shippingPoint",
          h.customer_number as customer, null as "receivingPlant", h.customer_number as partner, c.name as "partnerName",
          h.route_id as route, h.credit_block as "creditBlock", h.document_date::text as "documentDate"
        from sales_order h join customer c on c.customer_number = h.customer_number
        left join shipping_profile p on p.profile_id = h.shipping_profile
        where h.sales_order_number = ${order.number}`
      : sql<OrderHeader>`select h.supplying_plant as plant, h.supplying_plant as "shippingPoint", null as customer,
          h.receiving_plant as "receivingPlant", h.receiving_plant as partner, r.name as "partnerName", h.route_id as route,
          false as "creditBlock", h.document_date::text as "documentDate"
        from stock_transport_order h join plant r on r.plant_id = h.receiving_plant
        where h.sto_number = ${order.number}`;
  const head = (await query.execute(db)).rows[0];
  if (!head || !inPlantScope(plants, head.plant))
    throw new DomainError('DELIVERY_ORDER_NOT_FOUND', { order: ORDER_NAMES[order.type], number: order.number });
  return head;
}

interface OrderLineRow {
  item_no: number;
  material_id: string;
  description: string;
  base_unit: string;
  serialized: boolean;
  sloc_id: string;
  quantity: string;
  in_delivery_qty: string;
  done_qty: string;
  delivery_date: string;
  closed: boolean;
}

/** What an order item still has to be delivered: ordered less what is in deliveries (or issued without one). */
export function openQuantity(r: Pick<OrderLineRow, 'quantity' | 'in_delivery_qty' | 'done_qty' | 'closed'>): bigint {
  if (r.closed) return 0n;
  const taken = [toMilliUnits(r.in_delivery_qty), toMilliUnits(r.done_qty)].reduce((a, b) => (a > b ? a : b));
  const open = toMilliUnits(r.quantity) - taken;
  return open < 0n ? 0n : open;
}

/**
 * The order's items (all, or those numbered), with material and quantities. `lock`: FOR UPDATE in
 * item order, so two deliveries of the same items queue and the second sees what the first took.
 */
export async function loadOrderLines(
  db: Kysely<DB> | Transaction<DB>,
  order: OrderRef,
  options: { itemNos?: number[]; lock?: boolean } = {},
): Promise<(DeliveryOrderItem & { open: bigint })[]> {
  const only = options.itemNos
    ? sql`and i.item_no in (select jsonb_array_elements_text(${JSON.stringify(options.itemNos)}::jsonb)::int)`
    : sql``;
  const lock = options.lock ? sql`for update of i` : sql``;
  const query =
    order.type === 'SO'
      ? sql<OrderLineRow>`select i.item_no, i.material_id, m.description, m.base_unit, m.serialized, i.sloc_id, i.quantity,
          i.in_delivery_qty, i.delivered_qty as done_qty, i.delivery_date::text as delivery_date, i.closed
        from sales_order_item i join material m on m.material_id = i.material_id
        where i.sales_order_number = ${order.number} ${only} order by i.item_no ${lock}`
      : sql<OrderLineRow>`select i.item_no, i.material_id, m.description, m.base_unit, m.serialized, i.supplying_sloc as sloc_id,
          i.quantity, i.in_delivery_qty, i.issued_qty as done_qty, i.delivery_date::text as delivery_date, i.closed
        from stock_transport_order_item i join material m on m.material_id = i.material_id
        where i.sto_number = ${order.number} ${only} order by i.item_no ${lock}`;
  return (await query.execute(db)).rows.map((r) => {
    const open = openQuantity(r);
    return {
      itemNo: r.item_no,
      material: r.material_id,
      materialDescription: r.description,
      baseUnit: r.base_unit,
      serialized: r.serialized,
      sloc: r.sloc_id,
      quantity: r.quantity,
      inDeliveryQuantity: r.in_delivery_qty,
      issuedQuantity: r.done_qty,
      openQuantity: fromMilliUnits(open),
      deliveryDate: r.delivery_date,
      closed: r.closed,
      open,
    };
  });
}

/** Adds (or, negative, releases) quantities in deliveries on the order's items: `[itemNo, milli-units]`. */
export async function addInDelivery(trx: Transaction<DB>, order: OrderRef, deltas: [number, bigint][]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = JSON.stringify(deltas.map(([item_no, d]) => ({ item_no, delta: fromMilliUnits(d) })));
  if (order.type === 'SO')
    await sql`update sales_order_item i set in_delivery_qty = i.in_delivery_qty + v.delta
      from jsonb_to_recordset(${rows}::jsonb) as v(item_no int, delta numeric)
      where i.sales_order_number = ${order.number} and i.item_no = v.item_no`.execute(trx);
  else
    await sql`update stock_transport_order_item i set in_delivery_qty = i.in_delivery_qty + v.delta
      from jsonb_to_recordset(${rows}::jsonb) as v(item_no int, delta numeric)
      where i.sto_number = ${order.number} and i.item_no = v.item_no`.execute(trx);
}
