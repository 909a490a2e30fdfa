import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/repair-orders/endpoints';
import { announceRepairReturn } from '../domain/repair-orders/announce-repair-return';
import { createRepairOrder } from '../domain/repair-orders/create-repair-order';
import { receiveRepairOrder } from '../domain/repair-orders/receive-repair-order';
import {
  checkRepairSerial,
  getRepairOrder,
  searchRepairOrders,
  supplierScope,
  warehouseScope,
} from '../domain/repair-orders/repair-order-queries';
import { sendRepairOrder } from '../domain/repair-orders/send-repair-order';
import { handle, handleCommand, handlePosting } from '../http/route';

/** The repair loop: repair orders (warehouse: create, send 541, receive 101) and the supplier's view and announcement. */
export async function repairOrderRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchRepairOrders, async ({ db, user, query }) => searchRepairOrders(db, warehouseScope(user), query));
  handle(app, e.getRepairOrder, async ({ db, user, params }) => getRepairOrder(db, warehouseScope(user), params.orderNumber));
  handle(app, e.checkRepairSerial, async ({ db, user, params }) =>
    checkRepairSerial(db, warehouseScope(user), params.orderNumber, params.serial),
  );
  handleCommand(app, e.createRepairOrder, async (trx, { actor, body }) => {
    const created = await createRepairOrder(trx, actor, body);
    return getRepairOrder(trx, warehouseScope(actor), created.repairOrderNumber);
  });
  handlePosting(app, e.sendRepairOrder, async (trx, { actor, params }) => {
    const posted = await sendRepairOrder(trx, actor, params.orderNumber);
    return { orderNumber: params.orderNumber, matDoc: posted.matDoc, lots: [] };
  });
  handlePosting(app, e.receiveRepairOrder, async (trx, { actor, params, body }) => ({
    orderNumber: params.orderNumber,
    ...(await receiveRepairOrder(trx, actor, params.orderNumber, body)),
  }));
  handle(app, e.searchSupplierRepairOrders, async ({ db, user, query }) => searchRepairOrders(db, supplierScope(user), query));
  handle(app, e.getSupplierRepairOrder, async ({ db, user, params }) => getRepairOrder(db, supplierScope(user), params.orderNumber));
  handleCommand(app, e.announceRepairReturn, (trx, { actor, params, body }) => announceRepairReturn(trx, actor, params.orderNumber, body));
}
