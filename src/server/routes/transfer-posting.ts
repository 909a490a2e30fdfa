import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/transfer-posting/endpoints';
import { TRANSFER_TYPES } from '../../shared/contracts/transfer-posting/schemas';
import { warehouseSetup } from '../domain/master-data/warehouse-setup';
import { listTransitTransfers } from '../domain/transfer-posting/list-transit-transfers';
import { postSlocTransfer, postTransferPosting } from '../domain/transfer-posting/post-transfer-posting';
import { handle, handlePosting } from '../http/route';

/** Transfer posting (MB1B): the desktop screen's init data, a transfer posting, the storage-location transfer. */
export async function transferPostingRoutes(app: FastifyInstance): Promise<void> {
  handle(app, e.xferPostingScreenInit, async ({ db, user }) => ({
    ...(await warehouseSetup(db, user.plants)),
    movementTypes: [...TRANSFER_TYPES],
    // 303 sends into transit to any plant (placing it there with 305 takes a user of that plant)
    receivingPlants: (await db.selectFrom('plant').select(['plant_id', 'name']).orderBy('plant_id').execute()).map((p) => ({
      plantId: p.plant_id,
      name: p.name,
    })),
  }));
  handlePosting(app, e.postXferPosting, (trx, { actor, body }) => postTransferPosting(trx, actor, body));
  handlePosting(app, e.slocTransfer, (trx, { actor, body }) => postSlocTransfer(trx, actor, body));
  handle(app, e.listTransitTransfers, ({ db, user, query }) => listTransitTransfers(db, user.plants, query));
}
