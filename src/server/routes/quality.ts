import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/quality/endpoints';
import { assignDefects } from '../domain/quality/assign-defects';
import { closeLot } from '../domain/quality/close-lot';
import { setEquipmentLock } from '../domain/quality/lock-equipment';
import { getCatalogue, getLot, getSerialInspection, qualityInit, searchLots } from '../domain/quality/lot-queries';
import { openManualLot } from '../domain/quality/open-manual-lot';
import { recordRepair } from '../domain/quality/record-repair';
import { saveCatalogueGroup } from '../domain/quality/save-catalogue-group';
import { saveSummary } from '../domain/quality/save-summary';
import { validateFindings } from '../domain/quality/validate-findings';
import { handle, handleCommand, handlePosting } from '../http/route';

/** Quality management (QM/QA32 lots and findings, QM/IQ08 equipment lock); every write takes an Idempotency-Key. */
export async function qualityRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.qualityScreenInit, async ({ db, user }) => qualityInit(db, user));
  handle(app, e.searchLots, async ({ db, user, query }) => searchLots(db, user, query));
  handle(app, e.getLot, async ({ db, user, params }) => getLot(db, user, params.lotNumber));
  handle(app, e.getCatalogue, async ({ db, query }) => getCatalogue(db, query.prodcat));
  handle(app, e.saveCatalogueGroup, async ({ db, user, body }) => saveCatalogueGroup(db, user.userId, body));
  handle(app, e.getSerialInspection, async ({ db, user, params, query }) => getSerialInspection(db, user, params.serial, query));
  handlePosting(app, e.openManualLot, (trx, { actor, body }) => openManualLot(trx, actor, body));
  handleCommand(app, e.assignDefects, (trx, { actor, params, body }) => assignDefects(trx, actor, params.lotNumber, body));
  handlePosting(app, e.recordRepair, (trx, { actor, params, body }) => recordRepair(trx, actor, params.lotNumber, body));
  handleCommand(app, e.saveSummary, (trx, { actor, params, body }) => saveSummary(trx, actor, params.lotNumber, body));
  handleCommand(app, e.validateFindings, (trx, { actor, params, body }) => validateFindings(trx, actor, params.lotNumber, body));
  handlePosting(app, e.closeLot, (trx, { actor, body }) => closeLot(trx, actor, body));
  handleCommand(app, e.lockEquipment, (trx, { actor, body }) => setEquipmentLock(trx, actor, body, true));
  handleCommand(app, e.unlockEquipment, (trx, { actor, body }) => setEquipmentLock(trx, actor, body, false));
}
