import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/orders/endpoints';
import { getPurchaseOrder, getSto, searchPurchaseOrders, searchStos } from '../domain/orders/order-queries';
import { handle } from '../http/route';

/** Purchase orders (warehouse by plant, suppliers their own vendor only) and stock transport orders: read. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchPurchaseOrders, async ({ db, user, query }) => searchPurchaseOrders(db, user, query));
  handle(app, e.getPurchaseOrder, async ({ db, user, params }) => getPurchaseOrder(db, user, params.purchaseOrderNo));
  handle(app, e.searchStos, async ({ db, user, query }) => searchStos(db, user, query));
  handle(app, e.getSto, async ({ db, user, params }) => getSto(db, user, params.stoNumber));
}
