import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, PoGoodsReceiptInput, ReceiptItemInput } from '../../../shared/contracts/goods-receipt/schemas';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { createPutawayAfterReceipt, goodsReceiptBins, type ReceivedLine } from './receive-into-warehouse';

/** Where a received item goes and which material it is, from its order item. */
export interface ReceiptTarget {
  plant: string;
  sloc: string;
  material: string;
}

/**
 * Posts a goods receipt (101) for a purchase or stock transport order: one document item per
 * received item, into its storage location, in the goods-receipt area bin when that storage
 * location is warehouse-managed; then the put-away transfer order for warehouse-managed stock.
 * `targetOf` finds each item's order item (refusing an unknown one), item by item.
 */
export async function postReceipt(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: Pick<PoGoodsReceiptInput, 'postingDate' | 'documentDate' | 'items'>,
  reference: { type: 'PO' | 'STO'; number: string },
  headerText: string,
  targetOf: (item: ReceiptItemInput) => ReceiptTarget,
): Promise<GoodsReceiptPosted> {
  const grBin = goodsReceiptBins(trx);
  const items: PostingItemInput[] = [];
  const received: ReceivedLine[] = [];
  let firstBin: string | null = null;
  for (const item of input.items) {
    const { plant, sloc, material } = targetOf(item);
    const bin = await grBin(plant, sloc);
    firstBin ??= bin?.binId ?? null;
    const serials = item.serials ?? [];
    items.push({
      movementType: '101',
      material,
      quantity: item.quantity,
      ...(item.batch ? { batch: item.batch } : {}),
      to: { plant, sloc, ...(bin ? { bin: bin.binId } : {}) },
      ...(serials.length > 0 ? { serials } : {}),
      referenceItem: item.itemNo,
    });
    if (bin) received.push({ plant, sloc, bin: bin.binId, material, quantity: item.quantity, batch: item.batch ?? '', serials });
  }
  const posted = await postMaterialDocument(trx, actor, {
    ...(input.postingDate ? { postingDate: input.postingDate } : {}),
    ...(input.documentDate ? { documentDate: input.documentDate } : {}),
    headerText,
    reference,
    items,
  });
  const putaway = await createPutawayAfterReceipt(trx, actor, posted.matDoc, reference, received);
  return { ...posted, grBin: firstBin, transferOrder: putaway.transferOrder, putawayWarning: putaway.warning };
}
