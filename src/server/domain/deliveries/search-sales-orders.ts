import { type Kysely, sql } from 'kysely';
import type { SalesOrderSearch, SalesOrderStatus, SalesOrderSummary } from '../../../shared/contracts/deliveries/schemas';
import type { Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { isEmptyScope, type Viewer } from '../master-data/viewer';
import { emptyPage, fetchPage } from '../paging';
import { inPlants, outboundPlants } from './scope';

/** An item (`i`) with quantity still to go into a delivery: the deliveries-due list's open line. */
const OPEN_ITEM = sql`not i.closed and i.in_delivery_qty < i.quantity and i.delivered_qty < i.quantity`;
/** An item (`i`) not yet issued in full and not closed. */
const UNFINISHED_ITEM = sql`not i.closed and i.delivered_qty < i.quantity`;
const itemOf = (condition: typeof OPEN_ITEM) =>
  sql<boolean>`exists (select 1 from sales_order_item i where i.sales_order_number = h.sales_order_number and ${condition})`;

/** The order's status from its items (see SALES_ORDER_STATUSES). */
const STATUS = sql<SalesOrderStatus>`case when ${itemOf(OPEN_ITEM)} then 'OPEN'
  when ${itemOf(UNFINISHED_ITEM)} then 'IN_DELIVERY' else 'COMPLETED' end`;

/**
 * Sales orders (VL06O) of the viewer's plants by customer, material (an item of it), plant, document date
 * range and status, newest first: the stock transport orders' search for the outbound side. Suppliers see none.
 */
export async function searchSalesOrders(db: Kysely<DB>, viewer: Viewer, q: SalesOrderSearch): Promise<Paged<SalesOrderSummary>> {
  const plants = outboundPlants(viewer);
  if (isEmptyScope(plants)) return emptyPage(q);
  let base = db
    .selectFrom('sales_order as h')
    .innerJoin('customer as c', 'c.customer_number', 'h.customer_number')
    .where(inPlants('h.plant_id', plants));
  if (q.customer) base = base.where(sql<boolean>`upper(h.customer_number) = ${q.customer.toUpperCase()}`);
  if (q.plant) base = base.where('h.plant_id', '=', q.plant);
  if (q.dateFrom) base = base.where('h.document_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where('h.document_date', '<=', sql<Date>`${q.dateTo}::date`);
  if (q.material) base = base.where(itemOf(sql`upper(i.material_id) = ${q.material.toUpperCase()}`));
  if (q.status === 'OPEN') base = base.where(itemOf(OPEN_ITEM));
  if (q.status === 'IN_DELIVERY') base = base.where(sql<boolean>`not ${itemOf(OPEN_ITEM)} and ${itemOf(UNFINISHED_ITEM)}`);
  if (q.status === 'COMPLETED') base = base.where(sql<boolean>`not ${itemOf(UNFINISHED_ITEM)}`);
  const rows = base
    .select([
      'h.sales_order_number as salesOrderNumber',
      'h.customer_number as customer',
      'c.name as customerName',
      'h.plant_id as plant',
      sql<string>`h.document_date::text`.as('documentDate'),
      STATUS.as('status'),
      sql<number>`(select count(*)::int from sales_order_item i where i.sales_order_number = h.sales_order_number)`.as('itemCount'),
      sql<number>`(select count(*)::int from sales_order_item i where i.sales_order_number = h.sales_order_number and ${OPEN_ITEM})`.as(
        'openItems',
      ),
    ])
    .orderBy('h.document_date', 'desc')
    .orderBy('h.sales_order_number', 'desc');
  return fetchPage(db, base, rows, q);
}
