import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, PoGoodsReceiptInput } from '../../../shared/contracts/inbound';
import type { PostingItemInput } from '../../../shared/contracts/stock';
import { messageText } from '../../../shared/format-message';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/post-material-document';
import { createPutawayAfterReceipt, goodsReceiptBins, type ReceivedLine } from './receive-into-warehouse';

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
  if (!po || !actor.plants.includes(po.plant_id))
    throw new DomainError(
      404,
      'NOT_FOUND',
      messageText('referenceUnknown', { reference: 'Purchase order', number: input.purchaseOrderNo }),
    );
  const poItems = new Map(
    (
      await trx
        .selectFrom('purchase_order_item')
        .select(['item_no', 'material_id', 'plant_id', 'sloc_id'])
        .where('po_number', '=', po.po_number)
        .execute()
    ).map((i) => [i.item_no, i]),
  );
  const grBin = goodsReceiptBins(trx);
  const items: PostingItemInput[] = [];
  const received: ReceivedLine[] = [];
  let firstBin: string | null = null;
  for (const item of input.items) {
    const poItem = poItems.get(item.itemNo);
    if (!poItem)
      throw new DomainError(
        422,
        'REFERENCE',
        messageText('referenceItemUnknown', { refItem: item.itemNo, reference: 'purchase order', number: po.po_number }),
      );
    const sloc = item.sloc ?? poItem.sloc_id;
    const bin = await grBin(poItem.plant_id, sloc);
    firstBin ??= bin?.binId ?? null;
    const serials = item.serials ?? [];
    items.push({
      movementType: '101',
      material: poItem.material_id,
      quantity: item.quantity,
      ...(item.batch ? { batch: item.batch } : {}),
      to: { plant: poItem.plant_id, sloc, ...(bin ? { bin: bin.binId } : {}) },
      ...(serials.length > 0 ? { serials } : {}),
      referenceItem: item.itemNo,
    });
    if (bin)
      received.push({
        plant: poItem.plant_id,
        sloc,
        bin: bin.binId,
        material: poItem.material_id,
        quantity: item.quantity,
        batch: item.batch ?? '',
        serials,
      });
  }
  const posted = await postMaterialDocument(trx, actor, {
    ...(input.postingDate ? { postingDate: input.postingDate } : {}),
    ...(input.documentDate ? { documentDate: input.documentDate } : {}),
    headerText: receiptHeaderText('Delivery note', input.deliveryNote, input.headerText),
    reference: { type: 'PO', number: po.po_number },
    items,
  });
  const putaway = await createPutawayAfterReceipt(trx, actor, posted.matDoc, { type: 'PO', number: po.po_number }, received);
  return { ...posted, grBin: firstBin, transferOrder: putaway.transferOrder, putawayWarning: putaway.warning };
}
