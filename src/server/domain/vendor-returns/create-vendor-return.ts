import { sql, type Transaction } from 'kysely';
import type { CreateVendorReturnInput, VendorReturnView } from '../../../shared/contracts/vendor-returns/schemas';
import { lineProblem } from '../../../shared/line-rules';
import { displayQuantity, fromMilliUnits, normalizeQuantity, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { itemError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';
import { loadReturnable } from './returnable';
import { getVendorReturn } from './vendor-return-queries';

/**
 * Creates a return to vendor (MIGO return delivery 122 against a goods receipt, or return items 161 on a purchase
 * order) as an outbound delivery of order type RTV to the order's vendor: one delivery item per returned item, its
 * purchase order item as the order item (the goods issue takes the received quantity down through it), a reason and
 * (serialized) the serials per item. The purchase order items are locked first, so two returns racing for the last
 * units queue and the second is refused with what is left. Refused: more than the receipt brought in less earlier
 * returns (122), more than received and not yet on a return (both), more than is in stock, a serial not of the
 * receipt (or the order), not in stock or already on a return. Creating moves no stock: picking and goods issue do.
 */
export async function createVendorReturn(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: CreateVendorReturnInput,
): Promise<VendorReturnView> {
  if (!trx.isTransaction) throw new Error('createVendorReturn must run inside a transaction');
  const source =
    input.movementType === '122'
      ? ({ kind: '122', matDoc: input.grDocument } as const)
      : ({ kind: '161', poNumber: input.poNumber } as const);
  const seen = new Set<number>();
  for (const l of input.items) {
    if (seen.has(l.item)) throw itemError(l.item, 'VENDOR_RETURN_ITEM_TWICE', { item: l.item });
    seen.add(l.item);
  }
  const returnable = await loadReturnable(trx, actor, source, { lock: true });
  const byItem = new Map(returnable.items.map((i) => [i.item, i]));
  const left = new Map<string, bigint>();
  const wanted = [...input.items]
    .sort((a, b) => a.item - b.item)
    .map((l) => {
      const item = byItem.get(l.item);
      if (!item) throw itemError(l.item, 'VENDOR_RETURN_ITEM_UNKNOWN', { item: l.item });
      const quantity = normalizeQuantity(l.quantity);
      const serials = l.serials ?? [];
      const problem = lineProblem({ material: item.material, serialized: item.serialized, quantity, serials });
      if (problem) throw itemError(l.item, problem.code, problem.params);
      // the item's own limit, and the purchase order item's and the stock position's shared by the return's items
      const qty = toMilliUnits(quantity);
      const poKey = `po|${item.poItem}`;
      const stockKey = `stock|${item.material}|${item.sloc}`;
      const budget = [item.ownMilli, left.get(poKey) ?? item.poMilli, left.get(stockKey) ?? item.stockMilli].reduce((a, b) =>
        a < b ? a : b,
      );
      if (qty > budget)
        throw itemError(l.item, 'VENDOR_RETURN_OVER', {
          item: l.item,
          requested: displayQuantity(quantity),
          returnable: displayQuantity(fromMilliUnits(budget < 0n ? 0n : budget)),
        });
      left.set(poKey, (left.get(poKey) ?? item.poMilli) - qty);
      left.set(stockKey, (left.get(stockKey) ?? item.stockMilli) - qty);
      const allowed = new Set(item.serials);
      for (const serial of serials)
        if (!allowed.has(serial)) throw itemError(l.item, 'VENDOR_RETURN_SERIAL_REFUSED', { serial, ...serialWhy(returnable) });
      return { ...item, quantity, serials, reason: l.reason };
    });

  const deliveryNumber = await takeNumber(trx, 'delivery');
  await sql`insert into delivery (delivery_number, order_type, order_number, plant_id, shipping_point, vendor_id, delivery_date,
      item_count, created_by)
    select ${deliveryNumber}, 'RTV', ${returnable.poNumber}, p.plant_id, p.plant_id, ${returnable.vendor},
      (now() at time zone p.timezone)::date, ${wanted.length}, ${actor.userId}
    from plant p where p.plant_id = ${returnable.plant}`.execute(trx);
  await trx
    .insertInto('delivery_item')
    .values(
      wanted.map((w, n) => ({
        delivery_number: deliveryNumber,
        item_no: n + 1,
        order_item: w.poItem,
        material_id: w.material,
        sloc_id: w.sloc,
        quantity: w.quantity,
      })),
    )
    .execute();
  await trx
    .insertInto('vendor_return')
    .values({
      delivery_number: deliveryNumber,
      movement_type: input.movementType,
      po_number: returnable.poNumber,
      gr_mat_doc: returnable.grDocument,
      note: input.note ?? '',
    })
    .execute();
  await trx
    .insertInto('vendor_return_item')
    .values(
      wanted.map((w, n) => ({
        delivery_number: deliveryNumber,
        item_no: n + 1,
        po_item: w.poItem,
        gr_item: input.movementType === '122' ? w.item : null,
        reason_code: w.reason,
        serials: w.serials,
      })),
    )
    .execute();
  await auditBy(trx, actor, {
    action: 'VENDOR_RETURN_CREATED',
    objectType: 'delivery',
    objectId: deliveryNumber,
    plantId: returnable.plant,
    details: { movementType: input.movementType, poNumber: returnable.poNumber, grDocument: returnable.grDocument, items: wanted.length },
  });
  return getVendorReturn(trx, actor, deliveryNumber);
}

/** Where a refused serial should have come from, for the refusal's words. */
function serialWhy(r: { grDocument: string | null; poNumber: string }) {
  return r.grDocument ? { source: r.grDocument } : { source: r.poNumber };
}
