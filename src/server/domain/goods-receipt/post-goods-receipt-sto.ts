import type { Transaction } from 'kysely';
import type { GoodsReceiptPosted, StoGoodsReceiptInput } from '../../../shared/contracts/goods-receipt/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { receiptHeaderText } from './post-goods-receipt-po';
import { postReceipt } from './post-receipt';

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
    throw new DomainError('STOCK_TRANSPORT_ORDER_NOT_FOUND', { number: input.stoNumber });
  const stoItems = await trx
    .selectFrom('stock_transport_order_item')
    .select(['item_no', 'material_id as material', 'receiving_sloc as sloc'])
    .where('sto_number', '=', sto.sto_number)
    .execute();
  const plant = sto.receiving_plant;
  return postReceipt(
    trx,
    actor,
    input,
    { type: 'STO', number: sto.sto_number },
    receiptHeaderText('Bill of lading', input.billOfLading, input.headerText),
    new Map(stoItems.map(({ item_no, ...target }) => [item_no, { ...target, plant }])),
  );
}
