import { sql, type Transaction } from 'kysely';
import type { ReceiveReturnInput, ReturnReceived } from '../../../shared/contracts/returns/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { goodsReceiptBins } from '../goods-receipt/receive-into-warehouse';
import { requireMovementGrants } from '../stock/movement-grants';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { checkReturnSerial, getReturnOrder } from './return-queries';

/**
 * Receipt of a customer return: the serials scanned for a return order come back with 651 (returns from
 * customer) into the category its reason names, at the goods-receipt bin of its storage location where
 * that is warehouse-managed. Into QUALITY the posting opens an inspection lot per item in the same
 * transaction (marked origin RETURN here, and noted on the order's items); the equipment's history shows
 * the 601 out and the 651 back. Each serial is refused with its reason before anything is posted (never
 * shipped to that customer, not on this order, received already); the posting checks it again under lock.
 */
export async function receiveCustomerReturn(
  trx: Transaction<DB>,
  actor: PostingActor,
  rmaNumber: string,
  input: ReceiveReturnInput,
): Promise<ReturnReceived> {
  requireMovementGrants(actor, ['651']);
  const order = await getReturnOrder(trx, actor, rmaNumber);
  const seen = new Set<string>();
  const items = [];
  for (const serial of input.serials) {
    if (seen.has(serial)) throw new DomainError('RETURN_SERIAL_REPEATED', { serial });
    seen.add(serial);
    items.push(await checkReturnSerial(trx, actor, rmaNumber, serial));
  }
  const bin = await goodsReceiptBins(trx)(order.plant, order.sloc);
  const posted = await postMaterialDocument(trx, actor, {
    headerText: `Customer return ${rmaNumber}`,
    reference: { type: 'RMA', number: rmaNumber },
    items: items.map((i) => ({
      movementType: '651',
      material: i.material,
      quantity: '1',
      to: { plant: order.plant, sloc: order.sloc, ...(bin ? { bin: bin.binId } : {}), category: order.category },
      serials: [i.serialNumber],
      reason: order.reason,
      referenceItem: i.itemNo,
    })),
  });
  const lots = (
    await sql<{ lot_number: string; serial_number: string }>`with opened as (
        update quality_lot set origin = 'RETURN' where opened_mat_doc = ${posted.matDoc} returning lot_number)
      select s.lot_number, s.serial_number from quality_lot_serial s join opened o on o.lot_number = s.lot_number
      order by s.serial_number`.execute(trx)
  ).rows;
  if (lots.length > 0)
    await sql`update return_order_item r set lot_number = v.lot_number
      from jsonb_to_recordset(${JSON.stringify(lots)}::jsonb) as v(lot_number text, serial_number text)
      where r.rma_number = ${rmaNumber} and r.serial_number = v.serial_number`.execute(trx);
  const status = await trx.selectFrom('return_order').select('status').where('rma_number', '=', rmaNumber).executeTakeFirstOrThrow();
  await auditBy(trx, actor, {
    action: 'RETURN_ORDER_RECEIVED',
    objectType: 'return_order',
    objectId: rmaNumber,
    plantId: order.plant,
    details: { matDoc: posted.matDoc, serials: input.serials.length, category: order.category },
  });
  return {
    rmaNumber,
    matDoc: posted.matDoc,
    status: status.status,
    category: order.category,
    bin: bin?.binId ?? null,
    lots: lots.map((l) => ({ lotNumber: l.lot_number, serialNumber: l.serial_number })),
  };
}
