import { sql } from 'kysely';
import { toMilliUnits } from '../../../shared/quantity';
import { type OrderedItemRow, orderedDocument } from '../stock/posting/ordered-quantities';
import type { ReferenceHeader } from '../stock/posting/references';
import { json } from '../stock/posting/types';

/** A goods receipt (101) or its return (102, 122) against a purchase order: received within the over-delivery tolerance. */
export const purchaseOrderReference = orderedDocument({
  type: 'PO',
  header: (number) => sql<ReferenceHeader>`select vendor_id as vendor, null as customer, null as "receivingPlant", null as "supplyingPlant"
    from purchase_order where po_number = ${number}`,
  lockItems: (number, itemNos) => sql<OrderedItemRow>`select item_no, material_id, plant_id, quantity, received_qty, '0' as issued_qty,
      '0' as delivered_qty, over_tolerance_pct, closed, '0' as picked_qty
    from purchase_order_item where po_number = ${number} and item_no in ${itemNos}
    order by item_no for update`,
  limit: ({ row, d, qty, received, over, under }) => {
    // over-delivery tolerance in hundredths of a percent
    const tolerance = toMilliUnits(row.over_tolerance_pct) / 10n;
    const limit = (qty * (10000n + tolerance)) / 10000n;
    if (d.received > 0n) over(received, limit, d.received);
    under(received, toMilliUnits(row.received_qty), -d.received, 'received');
  },
  closed: ({ qty, received }) => received >= qty,
  update: async (trx, number, updates) => {
    await sql`update purchase_order_item p set received_qty = v.received, closed = v.closed
      from jsonb_to_recordset(${json(updates)}) as v(item_no int, received numeric, closed boolean)
      where p.po_number = ${number} and p.item_no = v.item_no`.execute(trx);
  },
});
