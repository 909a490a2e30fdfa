import { sql } from 'kysely';
import { DomainError, itemError } from '../errors';
import type { ReferenceHandler } from '../stock/posting/references';
import { json, referenceName } from '../stock/posting/types';

/**
 * The repair loop's postings reference their repair order (RO): 541 sends a unit to the order's vendor (stock at
 * the vendor), 101 receives it back from there into QUALITY; 542 and 102 reverse them. The order names the vendor
 * and the plant; each posted item names the order's item (one serial). Inside the posting, after the stock and
 * equipment locks (which say where the unit is): the order's items are locked, each posted serial must be the
 * item's, of the order's plant, not sent yet (541) or sent and not received yet (101). The update records the
 * sending or receiving document on the item (a reversal clears it).
 */
export const repairOrderReference: ReferenceHandler = {
  async loadHeader(trx, number) {
    const order = await trx.selectFrom('repair_order').select(['vendor_id']).where('repair_order_number', '=', number).executeTakeFirst();
    if (!order) throw new DomainError('REFERENCE_UNKNOWN', { reference: referenceName('RO'), number });
    return { vendor: order.vendor_id, customer: null, receivingPlant: null, supplyingPlant: null };
  },
  async check(trx, number, items, reversal) {
    const rows = await trx
      .selectFrom('repair_order_item as r')
      .innerJoin('repair_order as o', 'o.repair_order_number', 'r.repair_order_number')
      .select(['r.item_no', 'r.material_id', 'r.serial_number', 'r.sent_mat_doc', 'r.received_mat_doc', 'o.plant_id'])
      .where('r.repair_order_number', '=', number)
      .orderBy('r.item_no')
      .forUpdate('r')
      .execute();
    const byItem = new Map(rows.map((r) => [r.item_no, r]));
    const touched: { item_no: number; field: 'sent' | 'received' }[] = [];
    for (const item of items) {
      const row = item.referenceItem === null ? undefined : byItem.get(item.referenceItem);
      if (!row)
        throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', {
          reference: referenceName('RO', 'inSentence'),
          number,
          refItem: item.referenceItem ?? 0,
        });
      const serial = item.serials.length === 1 ? item.serials[0] : null;
      if (item.material.material_id !== row.material_id || serial !== row.serial_number)
        throw itemError(item.itemNo, 'REPAIR_ITEM_MISMATCH', { order: number, item: row.item_no, serial: row.serial_number });
      const sending = item.movementType === '541' || item.movementType === '542';
      touched.push({ item_no: row.item_no, field: sending ? 'sent' : 'received' });
      if (reversal) continue;
      const plant = item.from?.plant ?? item.to?.plant;
      if (plant !== row.plant_id) throw itemError(item.itemNo, 'REPAIR_PLANT_MISMATCH', { order: number, plant: row.plant_id });
      if (sending && row.sent_mat_doc)
        throw itemError(item.itemNo, 'REPAIR_SERIAL_SENT', { serial: row.serial_number, order: number, matDoc: row.sent_mat_doc });
      if (!sending && !row.sent_mat_doc)
        throw itemError(item.itemNo, 'REPAIR_SERIAL_NOT_SENT', { serial: row.serial_number, order: number });
      if (!sending && row.received_mat_doc)
        throw itemError(item.itemNo, 'REPAIR_SERIAL_RECEIVED', { serial: row.serial_number, order: number, matDoc: row.received_mat_doc });
    }
    return async (t, matDoc) => {
      const value = reversal ? null : matDoc;
      await sql`update repair_order_item r
        set sent_mat_doc = case when v.field = 'sent' then ${value} else r.sent_mat_doc end,
          received_mat_doc = case when v.field = 'received' then ${value} else r.received_mat_doc end
        from jsonb_to_recordset(${json(touched)}) as v(item_no int, field text)
        where r.repair_order_number = ${number} and r.item_no = v.item_no`.execute(t);
    };
  },
};
