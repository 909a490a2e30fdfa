import { sql, type Transaction } from 'kysely';
import type { ConfirmedPick, ConfirmPickInput } from '../../../shared/contracts/deliveries/schemas';
import { fromMilliUnits, normalizeQuantity, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { roleBin } from '../master-data/storage-bins';
import type { PostingActor } from '../stock/posting/post-material-document';
import { confirmTransferOrderLine } from '../transfer-orders/confirm-transfer-order-line';
import { lockDelivery, refreshPickStatus } from './delivery-header';

/**
 * Confirms one line of a delivery's PICK transfer order (the handheld's pick): the operator
 * scanned the bin, the material, the quantity and, for serialized materials, the serials, which
 * must lie in that bin (the 999 to the shipping bin refuses any other). A short pick needs a
 * reason; the rest stays open on the order or, `remainder: 'DIFFERENCE'`, goes to the
 * warehouse's differences bin. What was picked is assigned to the delivery's items of that
 * material in item order (delivery_pick: where it lies now, batch, serials).
 */
export async function confirmPick(
  trx: Transaction<DB>,
  actor: PostingActor,
  deliveryNumber: string,
  orderId: string,
  lineNo: number,
  input: ConfirmPickInput,
): Promise<ConfirmedPick> {
  const delivery = await lockDelivery(trx, actor.plants, deliveryNumber, ['PICKING']);
  const order = await trx
    .selectFrom('transfer_order')
    .select(['order_id', 'warehouse_id'])
    .where('order_id', '=', orderId)
    .where('order_type', '=', 'PICK')
    .where('reference_type', '=', 'DLV')
    .where('reference_number', '=', deliveryNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError('PICK_NOT_FOR_DELIVERY', { orderId, deliveryNumber });
  const line = await trx
    .selectFrom('transfer_order_line')
    .select(['quantity', 'destination_bin', 'batch', 'material_id'])
    .where('order_id', '=', orderId)
    .where('line_no', '=', lineNo)
    .executeTakeFirst();
  if (!line) throw new DomainError('TRANSFER_ORDER_LINE_NOT_FOUND', { orderId, line: lineNo });
  const quantity = normalizeQuantity(input.quantity);
  const short = toMilliUnits(quantity) < toMilliUnits(line.quantity);
  if (short && !input.shortReason) throw new DomainError('PICK_SHORT_REASON', { quantity: line.quantity });
  // the missing units of a serialized material are unknown serials: they stay open (and go to physical inventory)
  if (short && input.remainder === 'DIFFERENCE' && (await isSerialized(trx, line.material_id)))
    throw new DomainError('PICK_DIFFERENCE_SERIALIZED', { material: line.material_id });
  const confirmed = await confirmTransferOrderLine(
    trx,
    actor,
    orderId,
    lineNo,
    {
      sourceBin: input.sourceBin,
      material: input.material,
      quantity,
      ...(input.serials ? { serials: input.serials } : {}),
      destinationBin: line.destination_bin,
    },
    { pick: true },
  );
  let differenceMatDoc: string | null = null;
  if (confirmed.remainder && input.remainder === 'DIFFERENCE') {
    const diffBin = await roleBin(trx, order.warehouse_id, 'DIFFERENCE');
    if (!diffBin) throw new DomainError('DELIVERY_NO_DIFFERENCE_BIN', { warehouse: order.warehouse_id });
    const moved = await confirmTransferOrderLine(
      trx,
      actor,
      orderId,
      confirmed.remainder.lineNo,
      { quantity: confirmed.remainder.quantity, destinationBin: diffBin },
      { pick: true },
    );
    differenceMatDoc = moved.matDoc;
  }
  const serials = input.serials ?? [];
  await assignToItems(trx, actor, {
    deliveryNumber,
    orderId,
    lineNo,
    warehouse: order.warehouse_id,
    bin: line.destination_bin,
    batch: line.batch,
    material: line.material_id,
    qty: toMilliUnits(quantity),
    serials: serials.length > 0 ? serials : ((await confirmedSerials(trx, orderId, lineNo)) ?? []),
    matDoc: confirmed.matDoc,
  });
  const deliveryStatus = await refreshPickStatus(trx, delivery.delivery_number);
  return {
    deliveryNumber,
    orderId,
    lineNo,
    matDoc: confirmed.matDoc,
    deliveryStatus,
    remainder: input.remainder === 'DIFFERENCE' ? null : confirmed.remainder,
    differenceMatDoc,
  };
}

async function isSerialized(trx: Transaction<DB>, material: string): Promise<boolean> {
  const row = await trx.selectFrom('material').select('serialized').where('material_id', '=', material).executeTakeFirst();
  return row?.serialized ?? false;
}

async function confirmedSerials(trx: Transaction<DB>, orderId: string, lineNo: number): Promise<string[] | null> {
  const row = await trx
    .selectFrom('transfer_order_line')
    .select('confirmed_serials')
    .where('order_id', '=', orderId)
    .where('line_no', '=', lineNo)
    .executeTakeFirst();
  return row?.confirmed_serials ?? null;
}

/** Spreads a confirmed pick over the delivery's items of the material still to pick, in item order. */
async function assignToItems(
  trx: Transaction<DB>,
  actor: PostingActor,
  pick: {
    deliveryNumber: string;
    orderId: string;
    lineNo: number;
    warehouse: string;
    bin: string;
    batch: string;
    material: string;
    qty: bigint;
    serials: string[];
    matDoc: string;
  },
): Promise<void> {
  const items = await sql<{ item_no: number; quantity: string; picked_qty: string }>`select item_no, quantity, picked_qty
    from delivery_item where delivery_number = ${pick.deliveryNumber} and material_id = ${pick.material} and picked_qty < quantity
    order by item_no for update`.execute(trx);
  let rest = pick.qty;
  let serialAt = 0;
  const rows: Record<string, unknown>[] = [];
  for (const item of items.rows) {
    if (rest === 0n) break;
    const room = toMilliUnits(item.quantity) - toMilliUnits(item.picked_qty);
    const take = room < rest ? room : rest;
    rest -= take;
    const count = pick.serials.length > 0 ? Number(take / 1000n) : 0;
    rows.push({ item_no: item.item_no, quantity: fromMilliUnits(take), serials: pick.serials.slice(serialAt, serialAt + count) });
    serialAt += count;
  }
  // more picked than the delivery still needed of the material (a line planned before a change): refused
  if (rest > 0n) throw new DomainError('PICK_MORE_THAN_NEEDED', { material: pick.material, deliveryNumber: pick.deliveryNumber });
  await sql`insert into delivery_pick (delivery_number, item_no, order_id, line_no, warehouse_id, bin_id, batch, quantity, serials, mat_doc, picked_by)
    select ${pick.deliveryNumber}, v.item_no, ${pick.orderId}, ${pick.lineNo}, ${pick.warehouse}, ${pick.bin}, ${pick.batch}, v.quantity,
      array(select jsonb_array_elements_text(v.serials)), ${pick.matDoc}, ${actor.userId}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(item_no int, quantity numeric, serials jsonb)`.execute(trx);
  await sql`update delivery_item i set picked_qty = i.picked_qty + v.quantity
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(item_no int, quantity numeric)
    where i.delivery_number = ${pick.deliveryNumber} and i.item_no = v.item_no`.execute(trx);
}
