import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/vendor-returns/endpoints';
import { createVendorReturn } from '../domain/vendor-returns/create-vendor-return';
import { returnableAnswer } from '../domain/vendor-returns/returnable';
import { getVendorReturn, listVendorReturnReasons, searchVendorReturns } from '../domain/vendor-returns/vendor-return-queries';
import { handle, handleCommand } from '../http/route';

/** Returns to vendor: created from a goods receipt (122) or a purchase order (161); read with their delivery's progress. */
export async function vendorReturnRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.searchVendorReturns, async ({ db, user, query }) => searchVendorReturns(db, user, query));
  handle(app, e.vendorReturnReasonList, async () => listVendorReturnReasons());
  handle(app, e.returnableOfReceipt, async ({ db, user, params }) => returnableAnswer(db, user, { kind: '122', matDoc: params.matDoc }));
  handle(app, e.returnableOfPurchaseOrder, async ({ db, user, params }) =>
    returnableAnswer(db, user, { kind: '161', poNumber: params.poNumber }),
  );
  handle(app, e.getVendorReturn, async ({ db, user, params }) => getVendorReturn(db, user, params.deliveryNumber));
  handleCommand(app, e.createVendorReturn, (trx, { actor, body }) => createVendorReturn(trx, actor, body));
}
