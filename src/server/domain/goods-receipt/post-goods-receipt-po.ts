import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, PoGoodsReceiptInput } from '../../../shared/contracts/goods-receipt/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { postReceipt } from './post-receipt';

/** "Delivery note 123 · text": what the receipt's header text says. */
export function receiptHeaderText(label: string, reference: string | undefined, text: string | undefined): string {
  return [reference ? `${label} ${reference}` : '', text ?? ''].filter(Boolean).join(' · ').slice(0, 200);
}

/**
 * Goods receipt for a purchase order (MIGO, movement type 101): one document item per received
 * PO item, into the item's storage location (or the one chosen), in the goods-receipt area bin
 * when that storage location is warehouse-managed. postMaterialDocument checks the vendor,
 * refuses over-delivery beyond the item's tolerance, closes fully received items and puts
 * quality-inspected materials into QUALITY stock. A put-away transfer order follows for
 * warehouse-managed stock.
 */
export async function postGoodsReceiptPo(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: PoGoodsReceiptInput,
): Promise<GoodsReceiptPosted> {
  const po = await trx
    .selectFrom('purchase_order')
    .select(['po_number', 'plant_id'])
    .where('po_number', '=', input.purchaseOrderNo)
    .executeTakeFirst();
  if (!po || !actor.plants.includes(po.plant_id)) throw new DomainError('PURCHASE_ORDER_NOT_FOUND', { number: input.purchaseOrderNo });
  const poItems = await trx
    .selectFrom('purchase_order_item')
    .select(['item_no', 'material_id as material', 'plant_id as plant', 'sloc_id as sloc'])
    .where('po_number', '=', po.po_number)
    .execute();
  return postReceipt(
    trx,
    actor,
    input,
    { type: 'PO', number: po.po_number },
    receiptHeaderText('Delivery note', input.deliveryNote, input.headerText),
    new Map(poItems.map(({ item_no, ...target }) => [item_no, target])),
  );
}
