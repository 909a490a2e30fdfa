import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { goodsReceiptBins } from '../goods-receipt/receive-into-warehouse';
import { requireMovementGrants } from '../stock/movement-grants';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { repairOrderInScope } from './send-repair-order';

export interface ReceiveRepairInput {
  /** the storage location the units come back into (its goods-receipt bin where it is warehouse-managed) */
  sloc: string;
  serials: string[];
}

/**
 * Receipt of repaired units against their repair order: 101 from the stock at the vendor into QUALITY at the
 * goods-receipt bin of the storage location, which opens an inspection lot per item in the same transaction (the
 * repaired unit is inspected, then released with 321 from the lot). A serial not on the order, not sent or
 * received already is refused with its reason before anything is posted; the posting checks it again under lock.
 */
export async function receiveRepairOrder(
  trx: Transaction<DB>,
  actor: PostingActor,
  orderNumber: string,
  input: ReceiveRepairInput,
): Promise<{ matDoc: string; lots: { lotNumber: string; serialNumber: string }[] }> {
  requireMovementGrants(actor, ['101']);
  const order = await repairOrderInScope(trx, actor, orderNumber);
  const rows = new Map(
    (
      await trx
        .selectFrom('repair_order_item')
        .select(['item_no', 'material_id', 'serial_number', 'sent_mat_doc', 'received_mat_doc'])
        .where('repair_order_number', '=', orderNumber)
        .execute()
    ).map((r) => [r.serial_number, r]),
  );
  const seen = new Set<string>();
  const items = input.serials.map((serial) => {
    if (seen.has(serial)) throw new DomainError('REPAIR_SERIAL_REPEATED', { serial });
    seen.add(serial);
    const row = rows.get(serial);
    if (!row) throw new DomainError('REPAIR_SERIAL_NOT_ON_ORDER', { serial, order: orderNumber });
    if (!row.sent_mat_doc) throw new DomainError('REPAIR_SERIAL_NOT_SENT', { serial, order: orderNumber });
    if (row.received_mat_doc) throw new DomainError('REPAIR_SERIAL_RECEIVED', { serial, order: orderNumber, matDoc: row.received_mat_doc });
    return row;
  });
  const bin = await goodsReceiptBins(trx)(order.plant_id, input.sloc);
  const posted = await postMaterialDocument(trx, actor, {
    headerText: `Repair order ${orderNumber}`,
    reference: { type: 'RO', number: orderNumber },
    items: items.map((i) => ({
      movementType: '101',
      material: i.material_id,
      quantity: '1',
      to: { plant: order.plant_id, sloc: input.sloc, ...(bin ? { bin: bin.binId } : {}), category: 'QUALITY' as const },
      serials: [i.serial_number],
      referenceItem: i.item_no,
    })),
  });
  const lots = await trx
    .selectFrom('quality_lot_serial as s')
    .innerJoin('quality_lot as l', 'l.lot_number', 's.lot_number')
    .select(['s.lot_number', 's.serial_number'])
    .where('l.opened_mat_doc', '=', posted.matDoc)
    .orderBy('s.serial_number')
    .execute();
  await auditBy(trx, actor, {
    action: 'REPAIR_ORDER_RECEIVED',
    objectType: 'repair_order',
    objectId: orderNumber,
    plantId: order.plant_id,
    details: { matDoc: posted.matDoc, serials: items.length },
  });
  return { matDoc: posted.matDoc, lots: lots.map((l) => ({ lotNumber: l.lot_number, serialNumber: l.serial_number })) };
}
