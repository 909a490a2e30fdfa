import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmTransferOrderLineSchema,
  createTransferOrderSchema,
  orderIdSchema,
  orderLineSchema,
  suggestedBinParams,
  suggestedBinQuerySchema,
  transferOrderSearchSchema,
} from '../../shared/contracts/wm';
import { messageText } from '../../shared/format-message';
import type { SessionUser } from '../domain/auth/sessions';
import { DomainError } from '../domain/errors';
import { requireWarehouse } from '../domain/master-data/plants';
import { cancelTransferOrder } from '../domain/wm/cancel-transfer-order';
import { confirmTransferOrderLine } from '../domain/wm/confirm-transfer-order-line';
import { createTransferOrder } from '../domain/wm/create-transfer-order';
import { requireSuggestedBin } from '../domain/wm/suggest-bin';
import { getTransferOrder, searchTransferOrders } from '../domain/wm/transfer-order-queries';
import { postingActor, sendPosting } from '../http/posting';

const API = '/supplier/api/warehouse';
const orderParams = z.object({ orderId: orderIdSchema });
const lineParams = z.object({ orderId: orderIdSchema, orderLine: orderLineSchema });

/**
 * Transfer orders (LT01 create, LT12 confirm, LT21/LT22 display and list, cancel) and the
 * put-away bin suggestion. Creating, confirming and cancelling accept `Idempotency-Key`.
 */
export async function transferOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = (request: { user?: SessionUser | null }) => request.user as SessionUser;

  r.get(`${API}/orders`, { schema: { querystring: transferOrderSearchSchema } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await searchTransferOrders(app.ctx.db, user(request), request.query)),
  );

  r.post(`${API}/orders`, { schema: { body: createTransferOrderSchema } }, (request, reply) =>
    sendPosting(request, reply, async (trx) => {
      const created = await createTransferOrder(trx, postingActor(request), request.body);
      return { ...created, matDoc: null };
    }),
  );

  r.get(`${API}/orders/:orderId`, { schema: { params: orderParams } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await getTransferOrder(app.ctx.db, user(request), request.params.orderId)),
  );

  r.post(`${API}/orders/:orderId/cancel`, { schema: { params: orderParams } }, (request, reply) =>
    sendPosting(request, reply, (trx) => cancelTransferOrder(trx, postingActor(request), request.params.orderId)),
  );

  r.get(`${API}/orders/:orderId/lines/:orderLine`, { schema: { params: lineParams } }, async (request, reply) => {
    const { orderId, orderLine } = request.params;
    const order = await getTransferOrder(app.ctx.db, user(request), orderId);
    const line = order.lines.find((l) => l.lineNo === orderLine);
    if (!line) throw new DomainError(404, 'NOT_FOUND', messageText('transferOrderLineNotFound', { orderId, line: orderLine }));
    return reply.header('cache-control', 'no-store').send({ order: { ...order, lines: undefined }, line });
  });

  r.post(
    `${API}/orders/:orderId/lines/:orderLine`,
    { schema: { params: lineParams, body: confirmTransferOrderLineSchema } },
    (request, reply) =>
      sendPosting(request, reply, (trx) =>
        confirmTransferOrderLine(trx, postingActor(request), request.params.orderId, request.params.orderLine, request.body),
      ),
  );

  r.get(
    `${API}/plants/:plantId/warehouses/:warehouseId/suggested-bin`,
    { schema: { params: suggestedBinParams, querystring: suggestedBinQuerySchema } },
    async (request, reply) => {
      const { plantId, warehouseId } = request.params;
      await requireWarehouse(app.ctx.db, user(request), plantId, warehouseId);
      const exclude = (request.query.exclude ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      const bin = await requireSuggestedBin(app.ctx.db, {
        warehouseId,
        material: request.query.material,
        quantity: request.query.quantity,
        exclude,
      });
      return reply.header('cache-control', 'no-store').send(bin);
    },
  );
}
