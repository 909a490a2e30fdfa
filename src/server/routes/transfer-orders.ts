import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/transfer-orders/endpoints';
import { DomainError } from '../domain/errors';
import { requireWarehouse } from '../domain/master-data/plants';
import { cancelTransferOrder } from '../domain/transfer-orders/cancel-transfer-order';
import { confirmTransferOrderLine } from '../domain/transfer-orders/confirm-transfer-order-line';
import { createTransferOrder } from '../domain/transfer-orders/create-transfer-order';
import { requireSuggestedBin } from '../domain/transfer-orders/suggest-bin';
import { getTransferOrder, searchTransferOrders } from '../domain/transfer-orders/transfer-order-queries';
import { handle, handlePosting } from '../http/route';

/**
 * Transfer orders (LT01 create, LT12 confirm, LT21/LT22 display and list, cancel) and the
 * put-away bin suggestion. Creating, confirming and cancelling accept `Idempotency-Key`.
 */
export async function transferOrderRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchTransferOrders, async ({ db, user, query }) => searchTransferOrders(db, user, query));
  handlePosting(app, e.createTransferOrder, (trx, { actor, body }) => createTransferOrder(trx, actor, body));
  handle(app, e.getTransferOrder, async ({ db, user, params }) => getTransferOrder(db, user, params.orderId));
  handlePosting(app, e.cancelTransferOrder, (trx, { actor, params }) => cancelTransferOrder(trx, actor, params.orderId));
  handle(app, e.getTransferOrderLine, async ({ db, user, params }) => {
    const { orderId, orderLine } = params;
    const { lines, ...order } = await getTransferOrder(db, user, orderId);
    const line = lines.find((l) => l.lineNo === orderLine);
    if (!line) throw new DomainError('TRANSFER_ORDER_LINE_NOT_FOUND', { orderId, line: orderLine });
    return { order, line };
  });
  handlePosting(app, e.confirmTransferOrderLine, (trx, { actor, params, body }) =>
    confirmTransferOrderLine(trx, actor, params.orderId, params.orderLine, body),
  );
  handle(app, e.suggestBin, async ({ db, user, params, query }) => {
    const { plantId, warehouseId } = params;
    await requireWarehouse(db, user, plantId, warehouseId);
    const exclude = (query.exclude ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean);
    return requireSuggestedBin(db, { warehouseId, material: query.material, quantity: query.quantity, exclude });
  });
}
