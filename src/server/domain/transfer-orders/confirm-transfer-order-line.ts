import { sql, type Transaction } from 'kysely';
import type {
  ConfirmedTransferOrderLine,
  ConfirmTransferOrderLineInput,
  TransferOrderStatusCode,
} from '../../../shared/contracts/transfer-orders/schemas';
import { lineProblem } from '../../../shared/line-rules';
import { displayQuantity, fromMilliUnits, normalizeQuantity, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { LINE_COLUMNS } from './transfer-order-queries';

/**
 * The header of an open transfer order in the actor's plants, locked: confirmations and a
 * cancellation of one order queue here. Not found outside the actor's plants; refused unless OPEN.
 */
export async function lockOpenOrder(trx: Transaction<DB>, actor: PostingActor, orderId: string) {
  const order = await trx
    .selectFrom('transfer_order')
    .select(['order_id', 'plant_id', 'sloc_id', 'warehouse_id', 'status', 'order_type', 'reference_number'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !actor.plants.includes(order.plant_id)) throw new DomainError('TRANSFER_ORDER_NOT_FOUND', { orderId });
  if (order.status !== 'OPEN') throw new DomainError('NOT_OPEN', { orderId, status: order.status });
  return order;
}

/**
 * Confirms one line of an open transfer order (LT12): the operator scanned the source bin, the
 * material (or its serials), the quantity and the destination bin. Posts the 999 bin-to-bin
 * movement through postMaterialDocument and records what happened: a destination other than
 * the proposed one (`destination_differs`) and a quantity below the line's (`quantity_short`).
 * A short confirmation keeps the rest open: the line is closed with the confirmed quantity and a
 * new OPEN line for the remainder (same source, same destination, the serials not yet moved) is
 * added to the order, so nothing is left in the source bin without a task. The order is CONFIRMED
 * once no line is open (or it is cancelled).
 */
export async function confirmTransferOrderLine(
  trx: Transaction<DB>,
  actor: PostingActor,
  orderId: string,
  lineNo: number,
  input: ConfirmTransferOrderLineInput,
  /** `pick`: called by the delivery's pick confirmation (deliveries/confirm-pick.ts), the only way to confirm a PICK line */
  options: { pick?: boolean } = {},
): Promise<ConfirmedTransferOrderLine> {
  if (!trx.isTransaction) throw new Error('confirmTransferOrderLine must run inside a transaction');
  const order = await lockOpenOrder(trx, actor, orderId);
  // a pick records what the delivery got: it is confirmed through the delivery
  if (order.order_type === 'PICK' && !options.pick)
    throw new DomainError('PICK_THROUGH_DELIVERY', { orderId, deliveryNumber: order.reference_number ?? '' });
  const line = await trx
    .selectFrom('transfer_order_line as l')
    .innerJoin('material as m', 'm.material_id', 'l.material_id')
    .select(['l.material_id', ...LINE_COLUMNS, 'm.serialized'])
    .where('l.order_id', '=', orderId)
    .where('l.line_no', '=', lineNo)
    .forUpdate()
    .executeTakeFirst();
  if (!line) throw new DomainError('TRANSFER_ORDER_LINE_NOT_FOUND', { orderId, line: lineNo });
  if (line.status !== 'OPEN') throw new DomainError('LINE_NOT_OPEN', { orderId, line: lineNo, status: line.status });

  if (input.sourceBin && input.sourceBin.toUpperCase() !== line.source_bin.toUpperCase())
    throw new DomainError('SOURCE_MISMATCH', { bin: input.sourceBin, expected: line.source_bin });
  if (input.material && input.material.toUpperCase() !== line.material_id.toUpperCase())
    throw new DomainError('MATERIAL_MISMATCH', { material: input.material, expected: line.material_id });
  const quantity = normalizeQuantity(input.quantity);
  const qty = toMilliUnits(quantity);
  const lineQty = toMilliUnits(line.quantity);
  if (qty > lineQty)
    throw new DomainError('QUANTITY', {
      quantity: displayQuantity(quantity),
      open: displayQuantity(line.quantity),
    });
  let serials = input.serials ?? [];
  // a full line with known serials may be confirmed without scanning them again
  if (line.serialized && serials.length === 0 && qty === lineQty && line.serials.length > 0) serials = line.serials;
  const problem = lineProblem({ material: line.material_id, serialized: line.serialized, quantity, serials });
  if (problem) throw new DomainError(problem.code, problem.params);
  if (line.serialized && line.serials.length > 0) {
    const onLine = new Set(line.serials);
    const stray = serials.find((s) => !onLine.has(s));
    if (stray) throw new DomainError('SERIAL_NOT_ON_LINE', { serial: stray });
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
  const remainder = quantityShort ? await addRemainderLine(trx, orderId, line, lineQty - qty, serials) : null;
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
  return { orderId, lineNo, matDoc: posted.matDoc, orderStatus, destinationDiffers, quantityShort, remainder };
}

/** The rest of a short confirmation as a new OPEN line at the end of the order; the order's line count follows. */
async function addRemainderLine(
  trx: Transaction<DB>,
  orderId: string,
  line: { material_id: string; batch: string; category: StockCategory; serials: string[]; source_bin: string; destination_bin: string },
  rest: bigint,
  moved: string[],
): Promise<{ lineNo: number; quantity: string }> {
  const last = await trx
    .selectFrom('transfer_order_line')
    .select(sql<number>`max(line_no)::int`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lineNo = last.n + 1;
  const quantity = fromMilliUnits(rest);
  const movedSet = new Set(moved);
  await trx
    .insertInto('transfer_order_line')
    .values({
      order_id: orderId,
      line_no: lineNo,
      material_id: line.material_id,
      batch: line.batch,
      category: line.category,
      quantity,
      serials: line.serials.filter((s) => !movedSet.has(s)),
      source_bin: line.source_bin,
      destination_bin: line.destination_bin,
    })
    .execute();
  await trx.updateTable('transfer_order').set({ line_count: sql<number>`line_count + 1` }).where('order_id', '=', orderId).execute();
  return { lineNo, quantity };
}
