import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as e from '../../shared/contracts/deliveries/endpoints';
import type { DB } from '../db/schema';
import type { SessionUser } from '../domain/auth/sessions';
import { confirmPick } from '../domain/deliveries/confirm-pick';
import { createDelivery } from '../domain/deliveries/create-delivery';
import { createPickOrders } from '../domain/deliveries/create-pick-orders';
import { deliveriesDue, getDeliveryOrder } from '../domain/deliveries/deliveries-due';
import { getDelivery, pickList, searchDeliveries } from '../domain/deliveries/delivery-queries';
import { listDeliveryTypes } from '../domain/deliveries/delivery-types';
import { type LogTarget, logDeliveryError, readErrorLog } from '../domain/deliveries/error-log';
import { loadOrderHeader, type OrderRef } from '../domain/deliveries/order-lines';
import { postGoodsIssue, reverseGoodsIssue } from '../domain/deliveries/post-goods-issue';
import { outboundPlants } from '../domain/deliveries/scope';
import { deliveryScreenInit } from '../domain/deliveries/screen-init';
import { searchSalesOrders } from '../domain/deliveries/search-sales-orders';
import { validateEquipment } from '../domain/deliveries/validate-equipment';
import { handle, handleCommand, handlePosting } from '../http/route';

/**
 * Outbound: deliveries due and their orders (VL06O), deliveries, creating them, planning and
 * confirming picks, goods issue and its reversal (VL02N, LT12, MBST). Refused creations, pick
 * plans and goods issues are written to the order's (and delivery's) error log.
 */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const so = (salesOrderNumber: string): OrderRef => ({ type: 'SO', number: salesOrderNumber });
  const sto = (stoNumber: string): OrderRef => ({ type: 'STO', number: stoNumber });
  const log = (target: (input: { params: unknown; body: unknown }) => LogTarget) => ({
    onRefused: async (error: unknown, input: { params: unknown; body: unknown; user: SessionUser; db: Kysely<DB> }) =>
      logDeliveryError(input.db, input.user.userId, outboundPlants(input.user), target(input), error),
  });
  const byDelivery = (input: { params: unknown }) => ({ deliveryNumber: (input.params as { deliveryNumber: string }).deliveryNumber });

  handle(app, e.deliveriesDueInit, async ({ db, user }) => deliveryScreenInit(db, user));
  handle(app, e.deliveryInit, async ({ db, user }) => deliveryScreenInit(db, user));
  handle(app, e.listDeliveryTypes, async ({ db }) => listDeliveryTypes(db));
  handle(app, e.deliveriesDueList, async ({ db, user, query }) => deliveriesDue(db, user, query));
  handle(app, e.searchSalesOrders, async ({ db, user, query }) => searchSalesOrders(db, user, query));
  handle(app, e.getSalesOrderForDelivery, async ({ db, user, params }) => getDeliveryOrder(db, user, so(params.salesOrderNumber)));
  handle(app, e.getStoForDelivery, async ({ db, user, params }) => getDeliveryOrder(db, user, sto(params.stoNumber)));
  handle(app, e.salesOrderErrorLog, async ({ db, user, params }) => orderLog(db, user, so(params.salesOrderNumber)));
  handle(app, e.stoErrorLog, async ({ db, user, params }) => orderLog(db, user, sto(params.stoNumber)));
  handleCommand(
    app,
    e.createSalesOrderDelivery,
    (trx, { actor, params, body }) => createDelivery(trx, actor, so(params.salesOrderNumber), body),
    log((i) => ({ order: so((i.params as { salesOrderNumber: string }).salesOrderNumber) })),
  );
  handleCommand(
    app,
    e.createStoDelivery,
    (trx, { actor, params, body }) => createDelivery(trx, actor, sto(params.stoNumber), body),
    log((i) => ({ order: sto((i.params as { stoNumber: string }).stoNumber) })),
  );
  handle(app, e.searchDeliveries, async ({ db, user, query }) => searchDeliveries(db, user, query));
  handle(app, e.getDelivery, async ({ db, user, params }) => getDelivery(db, user, params.deliveryNumber));
  handle(app, e.validateEquipment, async ({ db, user, params, query }) => validateEquipment(db, user, params.deliveryNumber, query));
  handle(app, e.deliveryErrorLog, async ({ db, user, params }) => {
    await getDelivery(db, user, params.deliveryNumber);
    return { entries: await readErrorLog(db, { deliveryNumber: params.deliveryNumber }) };
  });
  handlePosting(app, e.createPickOrders, (trx, { actor, params }) => createPickOrders(trx, actor, params.deliveryNumber), log(byDelivery));
  handle(app, e.getPickList, async ({ db, user, query }) => pickList(db, user, query.scan));
  handlePosting(app, e.confirmPick, (trx, { actor, params, body }) =>
    confirmPick(trx, actor, params.deliveryNumber, params.orderId, params.orderLine, body),
  );
  handlePosting(
    app,
    e.postGoodsIssue,
    (trx, { actor, body }) => postGoodsIssue(trx, actor, body.deliveryNumber),
    log((i) => ({ deliveryNumber: (i.body as { deliveryNumber: string }).deliveryNumber })),
  );
  handlePosting(
    app,
    e.reverseGoodsIssue,
    (trx, { actor, params }) => reverseGoodsIssue(trx, actor, params.deliveryNumber),
    log(byDelivery),
  );
}

async function orderLog(db: Kysely<DB>, user: SessionUser, order: OrderRef) {
  await loadOrderHeader(db, order, outboundPlants(user));
  return { entries: await readErrorLog(db, { order }) };
}
