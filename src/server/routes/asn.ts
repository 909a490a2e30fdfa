import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/asn/endpoints';
import { asnLabelData } from '../domain/asn/asn-labels';
import { getAsn, searchAsns } from '../domain/asn/asn-queries';
import { confirmOrder, getOrderConfirmation } from '../domain/asn/confirm-order';
import { createAsn } from '../domain/asn/create-asn';
import { sendLabels } from '../http/labels';
import { handle, handleCommand } from '../http/route';

/** Order confirmations and advance shipping notices: suppliers write their own, the warehouse reads its plants'. */
export async function asnRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.getOrderConfirmation, async ({ db, user, params }) => getOrderConfirmation(db, user, params.purchaseOrderNo));
  handleCommand(app, e.confirmOrder, (trx, { user, params, body }) => confirmOrder(trx, user, params.purchaseOrderNo, body));
  handleCommand(app, e.createAsn, (trx, { user, body }) => createAsn(trx, user, body));
  handle(app, e.searchAsns, async ({ db, user, query }) => searchAsns(db, user, query));
  handle(app, e.getAsn, async ({ db, user, params }) => getAsn(db, user, params.asnNumber));
  handle(app, e.asnLabels, async ({ db, user, params, query, reply }) =>
    sendLabels(reply, 'sscc', await asnLabelData(db, user, params.asnNumber), query.format, `asn-${params.asnNumber}`),
  );
}
