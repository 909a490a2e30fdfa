import { sql, type Transaction } from 'kysely';
import { toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { type OrderedItemRow, type OrderedUpdate, orderedDocument } from '../stock/posting/ordered-quantities';
import type { ReferenceHeader } from '../stock/posting/references';
import { json } from '../stock/posting/types';

/** A delivery's goods issue (601/641; a return to vendor's 122/161) or its reversal: at most what was picked and not yet issued. */
export const deliveryReference = orderedDocument({
  type: 'DLV',
  header: (number) => sql<ReferenceHeader>`select vendor_id as vendor, customer_number as customer, receiving_plant as "receivingPlant",
      plant_id as "supplyingPlant"
    from delivery where delivery_number = ${number}`,
  lockItems: (number, itemNos) => sql<OrderedItemRow>`select i.item_no, i.material_id, h.plant_id, i.quantity, '0' as received_qty,
      i.issued_qty, '0' as delivered_qty, '0' as over_tolerance_pct, false as closed, i.picked_qty
    from delivery_item i join delivery h on h.delivery_number = i.delivery_number
    where i.delivery_number = ${number} and i.item_no in ${itemNos}
    order by i.item_no for update of i`,
  limit: ({ row, d, issued, over, under }) => {
    if (d.issued > 0n) over(issued, toMilliUnits(row.picked_qty), d.issued);
    under(issued, toMilliUnits(row.issued_qty), -d.issued, 'issued');
  },
  closed: () => false,
  update: updateDelivery,
});

/**
 * A delivery's goods issue (or its reversal): the delivery items' issued quantities, the order's
 * (sales order: delivered; stock transport order: issued, so its goods receipt can take it out of
 * transit; delivery items are numbered as their order items; a return to vendor: the purchase order's received quantity
 * goes down by what left, up again by a reversal, through the delivery item's `order_item`), and the delivery's status.
 */
async function updateDelivery(trx: Transaction<DB>, deliveryNumber: string, updates: OrderedUpdate[]): Promise<void> {
  await sql`with v as (select * from jsonb_to_recordset(${json(updates)}) as v(item_no int, issued numeric)),
      old as (select p.item_no, v.issued - p.issued_qty as delta from delivery_item p join v on v.item_no = p.item_no
        where p.delivery_number = ${deliveryNumber}),
      d as (select order_type, order_number from delivery where delivery_number = ${deliveryNumber}),
      items as (update delivery_item p set issued_qty = v.issued from v where p.delivery_number = ${deliveryNumber} and p.item_no = v.item_no
        returning p.item_no),
      so as (update sales_order_item s set delivered_qty = s.delivered_qty + old.delta, closed = s.delivered_qty + old.delta >= s.quantity
        from old, d where d.order_type = 'SO' and s.sales_order_number = d.order_number and s.item_no = old.item_no returning s.item_no),
      po_delta as (select i.order_item, sum(old.delta) as delta from old
        join delivery_item i on i.delivery_number = ${deliveryNumber} and i.item_no = old.item_no group by i.order_item),
      po as (update purchase_order_item p set received_qty = p.received_qty - po_delta.delta,
          closed = p.received_qty - po_delta.delta >= p.quantity
        from po_delta, d where d.order_type = 'RTV' and p.po_number = d.order_number and p.item_no = po_delta.order_item returning p.item_no)
    update stock_transport_order_item s set issued_qty = s.issued_qty + old.delta
      from old, d where d.order_type = 'STO' and s.sto_number = d.order_number and s.item_no = old.item_no`.execute(trx);
  await sql`update delivery h set status = case
      when exists (select 1 from delivery_item i where i.delivery_number = h.delivery_number and i.issued_qty > 0) then 'GOODS_ISSUED'
      else 'PICKED' end
    where h.delivery_number = ${deliveryNumber}`.execute(trx);
}
