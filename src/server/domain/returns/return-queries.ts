import { type Kysely, sql } from 'kysely';
import type { ReturnableSerials, ReturnOrderSearch, ReturnOrderSummary, ReturnOrderView } from '../../../shared/contracts/returns/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { outboundPlants } from '../deliveries/scope';
import { DomainError } from '../errors';
import { inPlantScope, isEmptyScope, limitToPlants, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';
import { reasonText } from './reason-text';

/** A return order (`o`) with its customer, reason and creator: the columns every answer shows. */
function orderQuery(db: Kysely<DB>) {
  return db
    .selectFrom('return_order as o')
    .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
    .innerJoin('return_reason as rr', 'rr.reason_code', 'o.reason_code')
    .leftJoin('app_user as u', 'u.user_id', 'o.created_by')
    .select([
      'o.rma_number as rmaNumber',
      'o.external_id as externalId',
      'o.plant_id as plant',
      'o.sloc_id as sloc',
      'o.customer_number as customer',
      'c.name as customerName',
      'o.delivery_number as delivery',
      'o.reason_code as reason',
      'rr.category',
      'o.status',
      'o.created_via as createdVia',
      sql<string>`coalesce(u.username, '')`.as('createdBy'),
      sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    ]);
}

const itemsOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from return_order_item r where r.rma_number = o.rma_number and ${condition})`;

/** Return orders of the viewer's plants by plant, customer, serial and status, newest first. */
export async function searchReturnOrders(db: Kysely<DB>, viewer: Viewer, q: ReturnOrderSearch): Promise<Paged<ReturnOrderSummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = limitToPlants(orderQuery(db), 'o.plant_id', plants);
  if (q.plant) base = base.where('o.plant_id', '=', q.plant.toUpperCase());
  if (q.customer) base = base.where('o.customer_number', '=', q.customer.toUpperCase());
  if (q.status) base = base.where('o.status', '=', q.status);
  if (q.serialNo)
    base = base.where(
      sql<boolean>`exists (select 1 from return_order_item r where r.rma_number = o.rma_number and r.serial_number = ${q.serialNo})`,
    );
  const rows = base
    .select([itemsOf(sql`true`).as('serialCount'), itemsOf(sql`r.received_mat_doc is null`).as('openSerials')])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.rma_number', 'desc');
  return fetchPage(db, base, rows, q);
}

/** One return order with its serials; outside the viewer's plants like unknown. */
export async function getReturnOrder(db: Kysely<DB>, viewer: Viewer, rmaNumber: string): Promise<ReturnOrderView> {
  const order = await orderQuery(db).select('o.note').where('o.rma_number', '=', rmaNumber).executeTakeFirst();
  if (!order || !inPlantScope(outboundPlants(viewer), order.plant)) throw new DomainError('RETURN_ORDER_NOT_FOUND', { rma: rmaNumber });
  const items = await db
    .selectFrom('return_order_item as r')
    .innerJoin('material as m', 'm.material_id', 'r.material_id')
    .select([
      'r.item_no as itemNo',
      'r.material_id as material',
      'm.description as materialDescription',
      'r.serial_number as serialNumber',
      'r.issued_mat_doc as issuedMatDoc',
      'r.received_mat_doc as receivedMatDoc',
      'r.lot_number as lotNumber',
    ])
    .where('r.rma_number', '=', rmaNumber)
    .orderBy('r.item_no')
    .execute();
  return { ...order, items };
}

/** What the handheld scans first: a return order's number, or a serial open on one (of the viewer's plants). */
export async function findReturnOrder(db: Kysely<DB>, viewer: Viewer, code: string): Promise<ReturnOrderView> {
  if (/^\d{10}$/.test(code)) {
    const exists = await db.selectFrom('return_order').select('rma_number').where('rma_number', '=', code).executeTakeFirst();
    if (exists) return getReturnOrder(db, viewer, code);
  }
  const open = await db
    .selectFrom('return_order_item as r')
    .innerJoin('return_order as o', 'o.rma_number', 'r.rma_number')
    .select(['r.rma_number', 'o.plant_id'])
    .where('r.serial_number', '=', code)
    .where('r.received_mat_doc', 'is', null)
    .orderBy('r.rma_number')
    .execute();
  const mine = open.find((r) => inPlantScope(outboundPlants(viewer), r.plant_id));
  if (!mine) throw new DomainError('RETURN_SCAN_UNKNOWN', { code });
  return getReturnOrder(db, viewer, mine.rma_number);
}

/**
 * Whether the serial (`e`) is still where the goods issue `issue` sent it: issued, and moved by nothing
 * since but that issue (or the reversal, 652, of a return that brought it back).
 */
export function atCustomer(issue: ReturnType<typeof sql>) {
  return sql<boolean>`(e.status = 'ISSUED' and (e.last_mat_doc = ${issue} or exists (select 1 from material_document_item li
    where li.mat_doc = e.last_mat_doc and li.material_id = e.material_id and li.movement_type = '652')))`;
}

/** The goods issues (601) of a delivery, not reversed, with each serial they shipped and where it is now. */
export async function shippedSerials(db: Kysely<DB>, deliveryNumber: string) {
  return (
    await sql<{
      mat_doc: string;
      from_sloc: string;
      material_id: string;
      description: string;
      serial_number: string;
      customer_number: string;
      at_customer: boolean;
      open_rma: string | null;
    }>`select i.mat_doc, i.from_sloc, e.material_id, m.description, e.serial_number, i.customer_number,
        ${atCustomer(sql`i.mat_doc`)} as at_customer,
        (select r.rma_number from return_order_item r where r.material_id = e.material_id and r.serial_number = e.serial_number
          and r.received_mat_doc is null limit 1) as open_rma
      from material_document d
      join material_document_item i on i.mat_doc = d.mat_doc and i.movement_type = '601'
      join serial_history h on h.mat_doc = i.mat_doc and h.item_no = i.item_no
      join equipment e on e.equipment_number = h.equipment_number
      join material m on m.material_id = e.material_id
      where d.reference_type = 'DLV' and d.reference_number = ${deliveryNumber}
        and not exists (select 1 from material_document r where r.reversal_of = d.mat_doc)
      order by e.material_id, e.serial_number`.execute(db)
  ).rows;
}

/** A delivery's serials as a return order may name them (a delivery of the viewer's plants with a customer). */
export async function returnableSerials(db: Kysely<DB>, viewer: Viewer, deliveryNumber: string): Promise<ReturnableSerials> {
  const delivery = await db
    .selectFrom('delivery as d')
    .leftJoin('customer as c', 'c.customer_number', 'd.customer_number')
    .select(['d.delivery_number', 'd.plant_id', 'd.customer_number', 'c.name'])
    .where('d.delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  if (!delivery || !inPlantScope(outboundPlants(viewer), delivery.plant_id))
    throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  if (!delivery.customer_number) throw new DomainError('RETURN_DELIVERY_NO_CUSTOMER', { delivery: deliveryNumber });
  const serials = await shippedSerials(db, deliveryNumber);
  return {
    delivery: deliveryNumber,
    plant: delivery.plant_id,
    customer: delivery.customer_number,
    customerName: delivery.name ?? '',
    serials: serials.map((s) => ({
      material: s.material_id,
      materialDescription: s.description,
      serialNumber: s.serial_number,
      issuedMatDoc: s.mat_doc,
      atCustomer: s.at_customer,
      openReturnOrder: s.open_rma,
    })),
  };
}

/**
 * A serial scanned for a return order: the order's item, or the reason it is refused (never shipped to
 * the order's customer, on another order, received already).
 */
export async function checkReturnSerial(db: Kysely<DB>, viewer: Viewer, rmaNumber: string, serial: string) {
  const order = await getReturnOrder(db, viewer, rmaNumber);
  const item = order.items.find((i) => i.serialNumber === serial);
  if (item) {
    if (item.receivedMatDoc) throw new DomainError('RETURN_SERIAL_RECEIVED', { serial, rma: rmaNumber, matDoc: item.receivedMatDoc });
    return { rmaNumber, itemNo: item.itemNo, material: item.material, serialNumber: serial };
  }
  const shipped = await sql<{ n: number }>`select count(*)::int as n from serial_history h
      join material_document_item i on i.mat_doc = h.mat_doc and i.item_no = h.item_no
      join equipment e on e.equipment_number = h.equipment_number
      where e.serial_number = ${serial} and i.movement_type = '601' and i.customer_number = ${order.customer}`.execute(db);
  if ((shipped.rows[0]?.n ?? 0) === 0)
    throw new DomainError('RETURN_SERIAL_NEVER_SHIPPED', { serial, customer: order.customer, name: order.customerName });
  throw new DomainError('RETURN_SERIAL_NOT_ON_ORDER', { serial, rma: rmaNumber });
}

/** The return reasons and the stock category each sends a unit to. */
export async function listReturnReasons(db: Kysely<DB>) {
  const reasons = await db
    .selectFrom('return_reason')
    .select(['reason_code as reasonCode', 'category', 'description'])
    .orderBy('reason_code')
    .execute();
  return { reasons: reasons.map((r) => ({ ...r, description: reasonText(r.reasonCode, r.description) })) };
}
