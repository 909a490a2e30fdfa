import type { FastifyInstance } from 'fastify';
import * as e from '../../shared/contracts/bin-moves/endpoints';
import { moveBinToBin } from '../domain/bin-moves/move-bin-to-bin';
import { handlePosting } from '../http/route';

/** Bin to bin (handheld): a BIN_TO_BIN transfer order created and confirmed in one posting. */
export async function binMoveRoutes(app: FastifyInstance): Promise<void> {
  handlePosting(app, e.moveBinToBin, (trx, { actor, params, body }) => moveBinToBin(trx, actor, params, body));
}
