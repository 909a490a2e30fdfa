import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/returns/endpoints';
import { createReturnOrder } from '../domain/returns/create-return-order';
import { receiveCustomerReturn } from '../domain/returns/receive-customer-return';
import {
  checkReturnSerial,
  findReturnOrder,
  getReturnOrder,
  listReturnReasons,
  returnableSerials,
  searchReturnOrders,
} from '../domain/returns/return-queries';
import { rmaSheetData } from '../domain/returns/rma-sheet';
import { sendLabels } from '../http/labels';
import { handle, handleCommand, handlePosting } from '../http/route';

/** Customer returns: return orders (screen and ERP), their sheet, the receipt (651). */
export async function returnRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchReturnOrders, async ({ db, user, query }) => searchReturnOrders(db, user, query));
  handle(app, e.returnReasonList, async ({ db }) => listReturnReasons(db));
  handle(app, e.findReturnOrder, async ({ db, user, query }) => findReturnOrder(db, user, query.code));
  handle(app, e.getReturnOrder, async ({ db, user, params }) => getReturnOrder(db, user, params.rmaNumber));
  handle(app, e.returnableSerialsOfDelivery, async ({ db, user, params }) => returnableSerials(db, user, params.deliveryNumber));
  handle(app, e.checkReturnSerial, async ({ db, user, params }) => checkReturnSerial(db, user, params.rmaNumber, params.serial));
  handle(app, e.returnOrderSheet, async ({ db, user, params, query, reply }) =>
    sendLabels(reply, 'rma', [await rmaSheetData(db, user, params.rmaNumber)], query.format, `rma-${params.rmaNumber}`),
  );
  handleCommand(app, e.createReturnOrder, (trx, { actor, body }) => createReturnOrder(trx, actor, body));
  handleCommand(app, e.createReturnOrderByApi, (trx, { actor, body }) => createReturnOrder(trx, actor, body));
  handlePosting(app, e.receiveReturn, (trx, { actor, params, body }) => receiveCustomerReturn(trx, actor, params.rmaNumber, body));
}
