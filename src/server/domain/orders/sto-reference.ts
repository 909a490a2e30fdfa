import { sql } from 'kysely';
import { toMilliUnits } from '../../../shared/quantity';
import { type OrderedItemRow, orderedDocument } from '../stock/posting/ordered-quantities';
import type { ReferenceHeader } from '../stock/posting/references';
import { json } from '../stock/posting/types';

/**
 * A stock transport order: issued in the supplying plant (at most the ordered quantity), received in
 * the receiving plant (at most what was issued); each taken back at most what it was.
 */
export const stockTransportOrderReference = orderedDocument({
  type: 'STO',
  header: (number) => sql<ReferenceHeader>`select null as vendor, null as customer, receiving_plant as "receivingPlant",
      supplying_plant as "supplyingPlant"
    from stock_transport_order where sto_number = ${number}`,
  lockItems: (number, itemNos) => sql<OrderedItemRow>`select i.item_no, i.material_id, h.supplying_plant as plant_id, i.quantity,
      i.received_qty, i.issued_qty, '0' as delivered_qty, '0' as over_tolerance_pct, i.closed, '0' as picked_qty
    from stock_transport_order_item i join stock_transport_order h on h.sto_number = i.sto_number
    where i.sto_number = ${number} and i.item_no in ${itemNos}
    order by i.item_no for update of i`,
  receivingPlant: (header) => header.receivingPlant ?? '',
  limit: ({ row, d, qty, received, issued, over, under }) => {
    if (d.issued > 0n) over(issued, qty, d.issued);
    under(issued - received, toMilliUnits(row.issued_qty) - toMilliUnits(row.received_qty), -d.issued, 'issued and not yet received');
    if (d.received > 0n) over(received, issued, d.received);
    under(received, toMilliUnits(row.received_qty), -d.received, 'received');
  },
  closed: ({ qty, received }) => received >= qty,
  update: async (trx, number, updates) => {
    await sql`update stock_transport_order_item p set received_qty = v.received, issued_qty = v.issued, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, issued numeric, closed boolean)
      where p.sto_number = ${number} and p.item_no = v.item_no`.execute(trx);
  },
});
