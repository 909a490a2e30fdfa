import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, StoGoodsReceiptInput } from '../../../shared/contracts/inbound';
import type { PostingItemInput } from '../../../shared/contracts/stock';
import { messageText } from '../../../shared/format-message';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/post-material-document';
import { receiptHeaderText } from './post-goods-receipt-po';
import { createPutawayAfterReceipt, goodsReceiptBins, type ReceivedLine } from './receive-into-warehouse';

/**
 * Goods receipt for a stock transport order at the receiving plant (101 out of stock in
 * transit): the quantity (and the serials) must have been issued (641) and not yet received;
 * postMaterialDocument checks both, closes fully received items and puts quality-inspected
 * materials into QUALITY stock. Warehouse-managed stock lands in the goods-receipt area and gets
 * a put-away transfer order.
 */
export async function postGoodsReceiptSto(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: StoGoodsReceiptInput,
): Promise<GoodsReceiptPosted> {
  const sto = await trx
    .selectFrom('stock_transport_order')
    .select(['sto_number', 'receiving_plant'])
    .where('sto_number', '=', input.stoNumber)
    .executeTakeFirst();
  if (!sto || !actor.plants.includes(sto.receiving_plant))
    throw new DomainError(
      404,
      'NOT_FOUND',
      messageText('referenceUnknown', { reference: 'Stock transport order', number: input.stoNumber }),
    );
  const stoItems = new Map(
    (
      await trx
        .selectFrom('stock_transport_order_item')
        .select(['item_no', 'material_id', 'receiving_sloc'])
        .where('sto_number', '=', sto.sto_number)
        .execute()
    ).map((i) => [i.item_no, i]),
  );
  const grBin = goodsReceiptBins(trx);
  const items: PostingItemInput[] = [];
  const received: ReceivedLine[] = [];
  let firstBin: string | null = null;
  const plant = sto.receiving_plant;
  for (const item of input.items) {
    const stoItem = stoItems.get(item.itemNo);
    if (!stoItem)
      throw new DomainError(
        422,
        'REFERENCE',
        messageText('referenceItemUnknown', { refItem: item.itemNo, reference: 'stock transport order', number: sto.sto_number }),
      );
    const sloc = item.sloc ?? stoItem.receiving_sloc;
    const bin = await grBin(plant, sloc);
    firstBin ??= bin?.binId ?? null;
    const serials = item.serials ?? [];
    items.push({
      movementType: '101',
      material: stoItem.material_id,
      quantity: item.quantity,
      ...(item.batch ? { batch: item.batch } : {}),
      to: { plant, sloc, ...(bin ? { bin: bin.binId } : {}) },
      ...(serials.length > 0 ? { serials } : {}),
      referenceItem: item.itemNo,
    });
    if (bin)
      received.push({
        plant,
        sloc,
        bin: bin.binId,
        material: stoItem.material_id,
        quantity: item.quantity,
        batch: item.batch ?? '',
        serials,
      });
  }
  const posted = await postMaterialDocument(trx, actor, {
    ...(input.postingDate ? { postingDate: input.postingDate } : {}),
    ...(input.documentDate ? { documentDate: input.documentDate } : {}),
    headerText: receiptHeaderText('Bill of lading', input.billOfLading, input.headerText),
    reference: { type: 'STO', number: sto.sto_number },
    items,
  });
  const putaway = await createPutawayAfterReceipt(trx, actor, posted.matDoc, { type: 'STO', number: sto.sto_number }, received);
  return { ...posted, grBin: firstBin, transferOrder: putaway.transferOrder, putawayWarning: putaway.warning };
}
