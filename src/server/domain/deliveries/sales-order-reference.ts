import { sql } from 'kysely';
import { toMilliUnits } from '../../../shared/quantity';
import { type OrderedItemRow, orderedDocument } from '../stock/posting/ordered-quantities';
import type { ReferenceHeader } from '../stock/posting/references';
import { json } from '../stock/posting/types';

/** A goods issue straight against a sales order (601 without a delivery): delivered at most the ordered quantity. */
export const salesOrderReference = orderedDocument({
  type: 'SO',
  header: (number) => sql<ReferenceHeader>`select null as vendor, customer_number as customer, null as "receivingPlant",
      null as "supplyingPlant"
    from sales_order where sales_order_number = ${number}`,
  lockItems: (number, itemNos) => sql<OrderedItemRow>`select i.item_no, i.material_id, h.plant_id, i.quantity, '0' as received_qty,
      '0' as issued_qty, i.delivered_qty, '0' as over_tolerance_pct, i.closed, '0' as picked_qty
    from sales_order_item i join sales_order h on h.sales_order_number = i.sales_order_number
    where i.sales_order_number = ${number} and i.item_no in ${itemNos}
    order by i.item_no for update of i`,
  limit: ({ row, d, qty, delivered, over, under }) => {
    if (d.delivered > 0n) over(delivered, qty, d.delivered);
    under(delivered, toMilliUnits(row.delivered_qty), -d.delivered, 'delivered');
  },
  closed: ({ qty, delivered }) => delivered >= qty,
  update: async (trx, number, updates) => {
    await sql`update sales_order_item p set delivered_qty = v.delivered, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, delivered numeric, closed boolean)
      where p.sales_order_number = ${number} and p.item_no = v.item_no`.execute(trx);
  },
});
