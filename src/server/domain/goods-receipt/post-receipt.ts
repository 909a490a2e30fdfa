import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, PoGoodsReceiptInput } from '../../../shared/contracts/goods-receipt/schemas';
import type { PostingItemInput } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { referenceName } from '../stock/posting/types';
import { createPutawayAfterReceipt, goodsReceiptBins, type ReceivedLine } from './receive-into-warehouse';

/** Where a received item goes (unless the receipt names another storage location) and which material it is, from its order item. */
export interface ReceiptTarget {
  plant: string;
  sloc: string;
  material: string;
}

/**
 * Posts a goods receipt (101) for a purchase or stock transport order: one document item per
 * received item, into its storage location, in the goods-receipt area bin when that storage
 * location is warehouse-managed; then the put-away transfer order for warehouse-managed stock.
 * `targets` are the order's items by item number; an item of another number is refused.
 */
export async function postReceipt(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: Pick<PoGoodsReceiptInput, 'postingDate' | 'documentDate' | 'items'>,
  reference: { type: 'PO' | 'STO'; number: string },
  headerText: string,
  targets: ReadonlyMap<number, ReceiptTarget>,
): Promise<GoodsReceiptPosted> {
  const grBin = goodsReceiptBins(trx);
  const items: PostingItemInput[] = [];
  const received: ReceivedLine[] = [];
  let firstBin: string | null = null;
  for (const item of input.items) {
    const target = targets.get(item.itemNo);
    if (!target)
      throw new DomainError('REFERENCE_ITEM_UNKNOWN', {
        refItem: item.itemNo,
        reference: referenceName(reference.type, 'inSentence'),
        number: reference.number,
      });
    const { plant, material } = target;
    const sloc = item.sloc ?? target.sloc;
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
