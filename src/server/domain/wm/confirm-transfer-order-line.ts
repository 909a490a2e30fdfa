import { sql, type Transaction } from 'kysely';
import type { ConfirmedTransferOrderLine, ConfirmTransferOrderLineInput, TransferOrderStatusCode } from '../../../shared/contracts/wm';
import { messageText } from '../../../shared/format-message';
import type { MessageKey } from '../../../shared/messages';
import { displayQuantity, normalizeQuantity, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/post-material-document';

const fail = (status: DomainError['status'], code: string, key: MessageKey, values: Record<string, string | number> = {}) =>
  new DomainError(status, code, messageText(key, values));

/**
 * Confirms one line of an open transfer order (LT12): the operator scanned the source bin, the
 * material (or its serials), the quantity and the destination bin. Posts the 999 bin-to-bin
 * movement through postMaterialDocument and records what happened: a destination other than
 * the proposed one (`destination_differs`) and a quantity below the line's (`quantity_short`;
 * the rest stays in the source bin). The order is CONFIRMED once no line is open.
 */
export async function confirmTransferOrderLine(
  trx: Transaction<DB>,
  actor: PostingActor,
  orderId: string,
  lineNo: number,
  input: ConfirmTransferOrderLineInput,
): Promise<ConfirmedTransferOrderLine> {
  if (!trx.isTransaction) throw new Error('confirmTransferOrderLine must run inside a transaction');
  // the header first: confirmations and a cancellation of one order queue here
  const order = await trx
    .selectFrom('transfer_order')
    .select(['order_id', 'plant_id', 'sloc_id', 'warehouse_id', 'status'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !actor.plants.includes(order.plant_id)) throw fail(404, 'NOT_FOUND', 'transferOrderNotFound', { orderId });
  if (order.status !== 'OPEN') throw fail(409, 'NOT_OPEN', 'transferOrderNotOpen', { orderId, status: order.status });
  const line = await trx
    .selectFrom('transfer_order_line as l')
    .innerJoin('material as m', 'm.material_id', 'l.material_id')
    .select([
      'l.material_id',
      'l.batch',
      'l.category',
      'l.quantity',
      'l.serials',
      'l.source_bin',
      'l.destination_bin',
      'l.status',
      'm.serialized',
    ])
    .where('l.order_id', '=', orderId)
    .where('l.line_no', '=', lineNo)
    .forUpdate()
    .executeTakeFirst();
  if (!line) throw fail(404, 'NOT_FOUND', 'transferOrderLineNotFound', { orderId, line: lineNo });
  if (line.status !== 'OPEN') throw fail(409, 'LINE_NOT_OPEN', 'transferOrderLineNotOpen', { orderId, line: lineNo, status: line.status });

  if (input.sourceBin && input.sourceBin.toUpperCase() !== line.source_bin.toUpperCase())
    throw fail(422, 'SOURCE_MISMATCH', 'transferOrderSourceMismatch', { bin: input.sourceBin, expected: line.source_bin });
  if (input.material && input.material.toUpperCase() !== line.material_id.toUpperCase())
    throw fail(422, 'MATERIAL_MISMATCH', 'transferOrderMaterialMismatch', { material: input.material, expected: line.material_id });
  const quantity = normalizeQuantity(input.quantity);
  const qty = toMilliUnits(quantity);
  const lineQty = toMilliUnits(line.quantity);
  if (qty > lineQty)
    throw fail(422, 'QUANTITY', 'transferOrderQuantityTooHigh', {
      quantity: displayQuantity(quantity),
      open: displayQuantity(line.quantity),
    });
  let serials = input.serials ?? [];
  if (line.serialized) {
    // a full line with known serials may be confirmed without scanning them again
    if (serials.length === 0 && qty === lineQty && line.serials.length > 0) serials = line.serials;
    if (BigInt(serials.length) * 1000n !== qty)
      throw fail(422, 'SERIALS', 'transferOrderSerialCount', {
        material: line.material_id,
        quantity: displayQuantity(quantity),
        given: serials.length,
      });
    if (line.serials.length > 0) {
      const onLine = new Set(line.serials);
      const stray = serials.find((s) => !onLine.has(s));
      if (stray) throw fail(422, 'SERIAL_NOT_ON_LINE', 'transferOrderSerialNotOnLine', { serial: stray });
    }
  } else if (serials.length > 0) {
    throw fail(422, 'SERIALS', 'serialsNotAllowed', { material: line.material_id });
  }
  const destination = input.destinationBin;

  const posted = await postMaterialDocument(trx, actor, {
    headerText: `Transfer order ${orderId} line ${lineNo}`,
    items: [
      {
        movementType: '999',
        material: line.material_id,
        quantity,
        ...(line.batch ? { batch: line.batch } : {}),
        from: { plant: order.plant_id, sloc: order.sloc_id, bin: line.source_bin, category: line.category as StockCategory },
        to: { bin: destination },
        ...(serials.length > 0 ? { serials } : {}),
      },
    ],
  });

  const destinationDiffers = destination !== line.destination_bin;
  const quantityShort = qty < lineQty;
  await trx
    .updateTable('transfer_order_line')
    .set({
      status: 'CONFIRMED',
      confirmed_bin: destination,
      confirmed_qty: quantity,
      confirmed_serials: serials,
      destination_differs: destinationDiffers,
      quantity_short: quantityShort,
      confirmed_mat_doc: posted.matDoc,
      confirmed_by: actor.userId,
      confirmed_at: sql<Date>`now()`,
    })
    .where('order_id', '=', orderId)
    .where('line_no', '=', lineNo)
    .execute();
  const open = await trx
    .selectFrom('transfer_order_line')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  let orderStatus: TransferOrderStatusCode = 'OPEN';
  if (open.n === 0) {
    orderStatus = 'CONFIRMED';
    await trx
      .updateTable('transfer_order')
      .set({ status: 'CONFIRMED', closed_by: actor.userId, closed_at: sql<Date>`now()` })
      .where('order_id', '=', orderId)
      .execute();
  }
  return { orderId, lineNo, matDoc: posted.matDoc, orderStatus, destinationDiffers, quantityShort };
}
