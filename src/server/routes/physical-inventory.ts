import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/physical-inventory/endpoints';
import { warehouseSetup } from '../domain/master-data/warehouse-setup';
import { countPiBatch } from '../domain/physical-inventory/count-pi-batch';
import { confirmEmptyBin, countPiItem } from '../domain/physical-inventory/count-pi-item';
import { countPiSerials, piBinSerials } from '../domain/physical-inventory/count-pi-serials';
import { createPiDocument } from '../domain/physical-inventory/create-pi-document';
import { getPiDocument, searchPiDocuments } from '../domain/physical-inventory/pi-queries';
import { postPiDifferences } from '../domain/physical-inventory/post-pi-differences';
import { requestRecount } from '../domain/physical-inventory/request-recount';
import { handle, handleCommand, handlePosting } from '../http/route';

/** Physical inventory (MI01 documents, LI11 counting, MI07 differences); every write takes an Idempotency-Key. */
export async function physicalInventoryRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.piScreenInit, async ({ db, user }) => warehouseSetup(db, user.plants));
  handle(app, e.invmgmtInit, async ({ db, user }) => warehouseSetup(db, user.plants));
  handle(app, e.searchPiDocuments, async ({ db, user, query }) => searchPiDocuments(db, user, query));
  handleCommand(app, e.createPiDocument, (trx, { actor, body }) => createPiDocument(trx, actor, body));
  handle(app, e.getPiDocument, async ({ db, user, params }) => getPiDocument(db, user, params.piDocumentNumber));
  handleCommand(app, e.countPiItem, (trx, { actor, params, body }) => countPiItem(trx, actor, params.piDocumentNumber, body));
  handleCommand(app, e.confirmPiEmptyBin, (trx, { actor, params, body }) => confirmEmptyBin(trx, actor, params.piDocumentNumber, body));
  handleCommand(app, e.requestPiRecount, (trx, { actor, params, body }) => requestRecount(trx, actor, params.piDocumentNumber, body));
  handle(app, e.getPiBinSerials, async ({ db, user, params }) => piBinSerials(db, user, params.piDocumentNumber, params.bin));
  handleCommand(app, e.countPiSerials, (trx, { actor, params, body }) => countPiSerials(trx, actor, params.piDocumentNumber, body));
  handleCommand(app, e.countPiBatch, (trx, { actor, params, body }) => countPiBatch(trx, actor, params.piDocumentNumber, body));
  handlePosting(app, e.postPiDifferences, (trx, { actor, params }) => postPiDifferences(trx, actor, params.piDocumentNumber));
}
