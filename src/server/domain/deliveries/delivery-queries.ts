import { type Kysely, sql } from 'kysely';
import {
  type DeliverySearch,
  type DeliverySummary,
  type DeliveryView,
  ORDER_TYPES,
  type PickList,
} from '../../../shared/contracts/deliveries/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import type { OrderDeliveryType } from '../../db/schema/deliveries';
import { DomainError } from '../errors';
import { isoText } from '../iso-text';
import { inPlantScope, isEmptyScope, limitToPlants, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';
import { readErrorLog } from './error-log';
import { outboundPlants } from './scope';

/**
 * The published delivery answers (list, detail, the orders' deliveries, GraphQL) name the order type from the
 * enum of release 0.2.0 (SO, STO): a return to vendor's delivery (RTV) is never one of them. It is read through
 * the vendor-return endpoints (vendor-returns/), docs/ARCHITECTURE.md "Returns to vendor".
 */
const PUBLISHED_ORDER_TYPES = [...ORDER_TYPES];

/** Deliveries with ship-to and its name, the columns named as the summary's fields. */
function summaryQuery(db: Kysely<DB>) {
  return db
    .selectFrom('delivery as d')
    .leftJoin('customer as c', 'c.customer_number', 'd.customer_number')
    .leftJoin('plant as r', 'r.plant_id', 'd.receiving_plant')
    .leftJoin('vendor as v', 'v.vendor_id', 'd.vendor_id')
    .select([
      'd.delivery_number as deliveryNumber',
      'd.order_type as orderType',
      'd.order_number as orderNumber',
      'd.plant_id as plant',
      'd.shipping_point as shippingPoint',
      sql<string>`coalesce(d.customer_number, d.receiving_plant, d.vendor_id, '')`.as('partner'),
      sql<string>`coalesce(c.name, r.name, v.name, '')`.as('partnerName'),
      'd.route_id as route',
      sql<string>`d.delivery_date::text`.as('deliveryDate'),
      'd.status as status',
      'd.item_count as itemCount',
      isoText('d.created_at').as('createdAt'),
    ]);
}

/** VL06F-like list: by number, order, ship-to, status, delivery date, plant; newest first. */
export async function searchDeliveries(db: Kysely<DB>, viewer: Viewer, q: DeliverySearch): Promise<Paged<DeliverySummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = summaryQuery(db).where('d.order_type', 'in', PUBLISHED_ORDER_TYPES).$narrowType<{ orderType: OrderDeliveryType }>();
  base = limitToPlants(base, 'd.plant_id', plants);
  if (q.deliveryNumber) base = base.where('d.delivery_number', '=', q.deliveryNumber);
  if (q.orderNumber) base = base.where('d.order_number', '=', q.orderNumber);
  if (q.partner) {
    const partner = q.partner.toUpperCase();
    base = base.where((eb) => eb.or([eb('d.customer_number', '=', partner), eb('d.receiving_plant', '=', partner)]));
  }
  if (q.status) base = base.where('d.status', '=', q.status);
  if (q.plant) base = base.where('d.plant_id', '=', q.plant);
  if (q.dateFrom) base = base.where('d.delivery_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where('d.delivery_date', '<=', sql<Date>`${q.dateTo}::date`);
  return fetchPage(db, base, base.orderBy('d.created_at', 'desc').orderBy('d.delivery_number', 'desc'), q);
}

/** VL03N: a delivery with items, picked serials, pick transfer orders, goods-issue documents and error log. */
export async function getDelivery(db: Kysely<DB>, viewer: Viewer, deliveryNumber: string): Promise<DeliveryView> {
  const plants = outboundPlants(viewer);
  const head = await summaryQuery(db)
    .select('d.gi_mat_doc')
    .where('d.order_type', 'in', PUBLISHED_ORDER_TYPES)
    .$narrowType<{ orderType: OrderDeliveryType }>()
    .where('d.delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  if (!head || !inPlantScope(plants, head.plant)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  const items = await sql<DeliveryView['items'][number]>`select i.item_no as "itemNo", i.material_id as material,
      m.description as "materialDescription", m.base_unit as "baseUnit", m.serialized, i.sloc_id as sloc, i.quantity,
      i.picked_qty as "pickedQuantity", i.issued_qty as "issuedQuantity",
      coalesce((select array_agg(s order by s) from delivery_pick p cross join lateral unnest(p.serials) s
        where p.delivery_number = i.delivery_number and p.item_no = i.item_no), '{}') as serials
    from delivery_item i join material m on m.material_id = i.material_id
    where i.delivery_number = ${deliveryNumber} order by i.item_no`.execute(db);
  const orders = await sql<DeliveryView['transferOrders'][number]>`select o.order_id as "orderId", o.status, o.line_count as "lineCount",
      (select count(*)::int from transfer_order_line l where l.order_id = o.order_id and l.status = 'OPEN') as "openLines"
    from transfer_order o where o.reference_type = 'DLV' and o.reference_number = ${deliveryNumber} order by o.order_id`.execute(db);
  const documents = await sql<DeliveryView['documents'][number]>`select d.mat_doc as "matDoc", d.posting_date::text as "postingDate",
      (select min(i.movement_type) from material_document_item i where i.mat_doc = d.mat_doc) as "movementType",
      d.reversal_of as "reversalOf", (select r.mat_doc from material_document r where r.reversal_of = d.mat_doc) as "reversedBy"
    from material_document d where d.reference_type = 'DLV' and d.reference_number = ${deliveryNumber} order by d.mat_doc`.execute(db);
  const { gi_mat_doc, ...summary } = head;
  return {
    ...summary,
    goodsIssueMatDoc: gi_mat_doc,
    items: items.rows,
    transferOrders: orders.rows,
    documents: documents.rows,
    errors: await readErrorLog(db, { deliveryNumber }),
  };
}

/**
 * The handheld's pick list: the scanned delivery (or the delivery of the scanned PICK transfer
 * order) with its open pick lines in the order of the bin sequence (bin, then order and line).
 */
export async function pickList(db: Kysely<DB>, viewer: Viewer, scan: string): Promise<PickList> {
  const plants = outboundPlants(viewer);
  const byOrder = await db
    .selectFrom('transfer_order')
    .select('reference_number')
    .where('order_id', '=', scan)
    .where('order_type', '=', 'PICK')
    .where('reference_type', '=', 'DLV')
    .executeTakeFirst();
  const deliveryNumber = byOrder?.reference_number ?? scan;
  const head = await summaryQuery(db).where('d.delivery_number', '=', deliveryNumber).executeTakeFirst();
  if (!head || !inPlantScope(plants, head.plant)) throw new DomainError('PICK_SCAN_UNKNOWN', { scan });
  const lines = await db
    .selectFrom('transfer_order_line as l')
    .innerJoin('transfer_order as o', 'o.order_id', 'l.order_id')
    .innerJoin('material as m', 'm.material_id', 'l.material_id')
    .select([
      'l.order_id as orderId',
      'o.plant_id as plant',
      'o.sloc_id as sloc',
      'l.line_no as lineNo',
      'l.material_id as material',
      'm.description as materialDescription',
      'm.serialized',
      'l.batch',
      'l.quantity',
      'l.source_bin as sourceBin',
      'l.destination_bin as destinationBin',
      sql<string[]>`coalesce((select array_agg(g.gtin order by g.gtin) from material_gtin g where g.material_id = l.material_id), '{}')`.as(
        'gtins',
      ),
    ])
    .where('o.order_type', '=', 'PICK')
    .where('o.reference_type', '=', 'DLV')
    .where('o.reference_number', '=', deliveryNumber)
    .where('l.status', '=', 'OPEN')
    .orderBy('l.source_bin')
    .orderBy('l.order_id')
    .orderBy('l.line_no')
    .execute();
  return { deliveryNumber, status: head.status, partnerName: head.partnerName, lines };
}
