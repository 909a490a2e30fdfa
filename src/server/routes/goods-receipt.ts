import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/goods-receipt/endpoints';
import { postGoodsReceiptPo } from '../domain/goods-receipt/post-goods-receipt-po';
import { postGoodsReceiptSto } from '../domain/goods-receipt/post-goods-receipt-sto';
import { goodsReceiptInit, listReceiptOrders } from '../domain/goods-receipt/receipt-screen';
import { listMaterialSerials, validateSerial } from '../domain/goods-receipt/serials';
import { handle, handlePosting } from '../http/route';

/**
 * Goods receipts for purchase orders and stock transport orders (post, Idempotency-Key), serial
 * validation and serial lists for serial entry, and the goods-receipt screen's JSON.
 */
export async function goodsReceiptRoutes(app: FastifyInstance): Promise<void> {
  handlePosting(app, e.postGoodsReceiptPo, (trx, { actor, body }) => postGoodsReceiptPo(trx, actor, body));
  handlePosting(app, e.postGoodsReceiptSto, (trx, { actor, body }) => postGoodsReceiptSto(trx, actor, body));
  handle(app, e.validateSerial, async ({ db, user, query }) => validateSerial(db, user, query));
  handle(app, e.listMaterialSerials, async ({ db, user, params, query }) => listMaterialSerials(db, user, params.materialId, query));

  handle(app, e.goodsReceiptInit, async ({ db, user }) => goodsReceiptInit(db, user));
  handle(app, e.goodsReceiptList, async ({ db, user, query }) => listReceiptOrders(db, user, query));
}
