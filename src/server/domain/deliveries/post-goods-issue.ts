import type { Transaction } from 'kysely';
import type { GoodsIssued } from '../../../shared/contracts/deliveries/schemas';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import { fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { refreshPackStatus } from '../handling-units/pack-handling-unit';
import { requireMovementGrants } from '../stock/movement-grants';
import type { PostingActor } from '../stock/posting/post-material-document';
import { postMaterialDocument } from '../stock/posting/post-material-document';
import { reverseMaterialDocument } from '../stock/reverse-material-document';
import { lockDelivery } from './delivery-header';
import { addInDelivery } from './order-lines';

/**
 * Posts the goods issue of a picked delivery (VL02N): 601 to the customer for a sales order, 641
 * into transit to the receiving plant for a stock transport order, 122 / 161 to the vendor for a return to
 * vendor (its kind, vendor-returns/; each item with its return reason); one item per pick (shipping
 * bin, batch, serials), the delivery as reference (check-reference.ts updates the delivery and
 * its order). Serials leave with the document: "issued" to the customer, or in transit. What a
 * short pick left out goes back to the order's open quantity (deliveries due) at the first issue.
 */
export async function postGoodsIssue(trx: Transaction<DB>, actor: PostingActor, deliveryNumber: string): Promise<GoodsIssued> {
  const delivery = await lockDelivery(trx, actor.plants, deliveryNumber, ['PICKED', 'PACKED'], 'DELIVERY_NOT_PICKED');
  const picks = await trx
    .selectFrom('delivery_pick as p')
    .innerJoin('delivery_item as i', (j) => j.onRef('i.delivery_number', '=', 'p.delivery_number').onRef('i.item_no', '=', 'p.item_no'))
    .leftJoin('vendor_return_item as r', (j) => j.onRef('r.delivery_number', '=', 'p.delivery_number').onRef('r.item_no', '=', 'p.item_no'))
    .select(['p.item_no', 'i.material_id', 'i.sloc_id', 'p.bin_id', 'p.batch', 'p.quantity', 'p.serials', 'r.reason_code'])
    .where('p.delivery_number', '=', deliveryNumber)
    .orderBy('p.item_no')
    .orderBy('p.pick_id')
    .execute();
  const movementType = await issueMovement(trx, delivery);
  // the outbound route asks for SD/VL02N; a return to vendor's 122 / 161 also needs its own grant (MM/MIGO)
  if (delivery.order_type === 'RTV') requireMovementGrants(actor, [movementType]);
  // one item per delivery item, bin and batch
  const items = new Map<string, PostingItemInput & { qty: bigint; serials: string[] }>();
  for (const p of picks) {
    const key = `${p.item_no}|${p.bin_id}|${p.batch}`;
    const item = items.get(key) ?? {
      movementType,
      material: p.material_id,
      quantity: '0',
      qty: 0n,
      ...(p.batch ? { batch: p.batch } : {}),
      from: { plant: delivery.plant_id, sloc: p.sloc_id, bin: p.bin_id, category: 'UNRESTRICTED' as const },
      serials: [],
      referenceItem: p.item_no,
      ...(p.reason_code ? { reason: p.reason_code } : {}),
    };
    item.qty += toMilliUnits(p.quantity);
    item.quantity = fromMilliUnits(item.qty);
    item.serials.push(...p.serials);
    items.set(key, item);
  }
  const posted = await postMaterialDocument(trx, actor, {
    headerText: `Delivery ${deliveryNumber}`,
    reference: { type: 'DLV', number: deliveryNumber },
    items: [...items.values()].map(({ qty: _qty, serials, ...item }) => ({ ...item, ...(serials.length > 0 ? { serials } : {}) })),
  });
  if (!delivery.gi_mat_doc && delivery.order_type !== 'RTV') await releaseShortQuantities(trx, delivery as OrderDelivery);
  await trx.updateTable('delivery').set({ gi_mat_doc: posted.matDoc }).where('delivery_number', '=', deliveryNumber).execute();
  return { deliveryNumber, matDoc: posted.matDoc, movementType, status: 'GOODS_ISSUED' };
}

/**
 * Reverses the delivery's goods issue (602 / 642), once: the picked stock returns to the shipping bin, the delivery to
 * PICKED, or PACKED when its handling units still hold everything picked (so it can be shipped again).
 */
export async function reverseGoodsIssue(trx: Transaction<DB>, actor: PostingActor, deliveryNumber: string): Promise<GoodsIssued> {
  const delivery = await lockDelivery(trx, actor.plants, deliveryNumber, ['GOODS_ISSUED'], 'DELIVERY_NOT_ISSUED');
  const posted = await reverseMaterialDocument(trx, actor, delivery.gi_mat_doc ?? '', {
    headerText: `Reversal of delivery ${deliveryNumber}`,
  });
  const status = await refreshPackStatus(trx, deliveryNumber);
  const reversal = { '601': '602', '641': '642', '122': '123', '161': '162' }[await issueMovement(trx, delivery)];
  return { deliveryNumber, matDoc: posted.matDoc, movementType: reversal ?? '', status };
}

type OrderDelivery = { delivery_number: string; order_type: 'SO' | 'STO'; order_number: string };

/** The goods issue's movement type: 601 (sales order), 641 (stock transport order), a return to vendor's 122 or 161. */
async function issueMovement(trx: Transaction<DB>, delivery: { delivery_number: string; order_type: string }): Promise<string> {
  if (delivery.order_type === 'SO') return '601';
  if (delivery.order_type === 'STO') return '641';
  const kind = await trx
    .selectFrom('vendor_return')
    .select('movement_type')
    .where('delivery_number', '=', delivery.delivery_number)
    .executeTakeFirstOrThrow();
  return kind.movement_type;
}

async function releaseShortQuantities(trx: Transaction<DB>, delivery: OrderDelivery) {
  const short = await trx
    .selectFrom('delivery_item')
    .select(['item_no', 'quantity', 'picked_qty'])
    .where('delivery_number', '=', delivery.delivery_number)
    .whereRef('picked_qty', '<', 'quantity')
    .execute();
  await addInDelivery(
    trx,
    { type: delivery.order_type, number: delivery.order_number },
    short.map((s) => [s.item_no, toMilliUnits(s.picked_qty) - toMilliUnits(s.quantity)]),
  );
}
