import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/receiving/endpoints';
import { arrivalsOfDay, registerArrival } from '../domain/receiving/arrivals';
import { bookSlot, decideBooking, dockDay } from '../domain/receiving/dock-slots';
import { receiveSscc } from '../domain/receiving/receive-sscc';
import { reportMissing } from '../domain/receiving/report-missing';
import { arrivalPackages, unloadPackage, validateReceivingMaterial } from '../domain/receiving/unload';
import { handle, handleCommand, handlePosting } from '../http/route';

/** Receiving area (arrivals, one-scan receipt by SSCC, missing cartons) and dock scheduling. */
export async function receivingRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.arrivalsOfDayJson, async ({ db, user, query }) => arrivalsOfDay(db, user, query));
  handleCommand(app, e.registerArrival, (trx, { actor, body }) => registerArrival(trx, actor, body));
  handlePosting(app, e.receiveSscc, (trx, { actor, body }) => receiveSscc(trx, actor, body.sscc));
  handleCommand(app, e.reportMissing, (trx, { actor, body }) => reportMissing(trx, actor, body.sscc));
  handle(app, e.dockDayJson, async ({ db, user, query }) => dockDay(db, user, query));
  handleCommand(app, e.bookSlot, (trx, { user, body }) => bookSlot(trx, user, body));
  handle(app, e.arrivalPackagesJson, async ({ db, user, params }) => arrivalPackages(db, user, params.arrivalId));
  handlePosting(app, e.unloadPackage, (trx, { actor, params, body }) => unloadPackage(trx, actor, params.arrivalId, body.sscc));
  handle(app, e.validateReceivingMaterial, async ({ db, user, query }) => validateReceivingMaterial(db, user, query));
  handleCommand(app, e.decideBooking, (trx, { user, params, body }) => decideBooking(trx, user, params.bookingId, body));
}
