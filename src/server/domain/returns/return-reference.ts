import { sql } from 'kysely';
import { DomainError, itemError } from '../errors';
import type { ReferenceHandler } from '../stock/posting/references';
import { json, referenceName } from '../stock/posting/types';
import { atCustomer } from './return-queries';

/**
 * A customer return (651, reversed by 652) references its return order (RMA): the order names the
 * customer; each item names the order's item (one serial) it receives. Inside the posting, after the
 * stock and equipment locks: the order's items are locked, each posted serial must be the item's, not
 * received yet (a reversal: received by the document it reverses), and still where the delivery left
 * it (issued to the customer by the goods issue the order names, nothing moved it since). The update
 * marks the items received (or open again) and the order's status.
 */
export const returnOrderReference: ReferenceHandler = {
  async loadHeader(trx, number) {
    const order = await trx
      .selectFrom('return_order')
      .select(['customer_number', 'plant_id'])
      .where('rma_number', '=', number)
      .executeTakeFirst();
    if (!order) throw new DomainError('REFERENCE_UNKNOWN', { reference: referenceName('RMA'), number });
    return { vendor: null, customer: order.customer_number, receivingPlant: null, supplyingPlant: null };
  },
  async check(trx, number, items, reversal) {
    const rows = await trx
      .selectFrom('return_order_item as r')
      .innerJoin('return_order as o', 'o.rma_number', 'r.rma_number')
      .leftJoin('equipment as e', (j) => j.onRef('e.material_id', '=', 'r.material_id').onRef('e.serial_number', '=', 'r.serial_number'))
      .select([
        'r.item_no',
        'r.material_id',
        'r.serial_number',
        'r.issued_mat_doc',
        'r.received_mat_doc',
        'o.plant_id',
        atCustomer(sql`r.issued_mat_doc`).as('at_customer'),
      ])
      .where('r.rma_number', '=', number)
      .orderBy('r.item_no')
      .forUpdate('r')
      .execute();
    const byItem = new Map(rows.map((r) => [r.item_no, r]));
    for (const item of items) {
      const row = item.referenceItem === null ? undefined : byItem.get(item.referenceItem);
      if (!row)
        throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', {
          reference: referenceName('RMA', 'inSentence'),
          number,
          refItem: item.referenceItem ?? 0,
        });
      const serial = item.serials.length === 1 ? item.serials[0] : null;
      if (item.material.material_id !== row.material_id || serial !== row.serial_number)
        throw itemError(item.itemNo, 'RETURN_ITEM_MISMATCH', { rma: number, item: row.item_no, serial: row.serial_number });
      if (reversal) continue;
      if (row.received_mat_doc)
        throw itemError(item.itemNo, 'RETURN_SERIAL_RECEIVED', { serial: row.serial_number, rma: number, matDoc: row.received_mat_doc });
      if (item.toKind === 'POSITION' && item.to.plant !== row.plant_id)
        throw itemError(item.itemNo, 'RETURN_PLANT_MISMATCH', { rma: number, plant: row.plant_id });
      if (!row.at_customer)
        throw itemError(item.itemNo, 'RETURN_SERIAL_NOT_AT_CUSTOMER', { serial: row.serial_number, matDoc: row.issued_mat_doc });
    }
    const touched = items.map((i) => ({ item_no: i.referenceItem }));
    return async (t, matDoc) => {
      await sql`update return_order_item r set received_mat_doc = ${reversal ? null : matDoc}
        from jsonb_to_recordset(${json(touched)}) as v(item_no int)
        where r.rma_number = ${number} and r.item_no = v.item_no`.execute(t);
      await sql`update return_order o set status = case
          when not exists (select 1 from return_order_item r where r.rma_number = o.rma_number and r.received_mat_doc is null) then 'RECEIVED'
          when exists (select 1 from return_order_item r where r.rma_number = o.rma_number and r.received_mat_doc is not null) then 'PARTIAL'
          else 'OPEN' end
        where o.rma_number = ${number}`.execute(t);
    };
  },
};
