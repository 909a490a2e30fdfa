import type { Transaction } from 'kysely';
import type { BinToBinInput, BinToBinResult } from '../../../shared/contracts/bin-moves/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { createTransferOrder } from '../transfer-orders/create-transfer-order';

/**
 * Bin to bin (handheld): one BIN_TO_BIN transfer order with one line, recorded as confirmed, and
 * its 999 posted through postMaterialDocument, in one pass in the caller's transaction (no order
 * is created open and confirmed after). createTransferOrder does the checks: bins exist and are
 * not blocked, the source holds the quantity not planned on open orders, serials lie in the
 * source bin and on no open order.
 */
export async function moveBinToBin(
  trx: Transaction<DB>,
  actor: PostingActor,
  where: { plantId: string; warehouseId: string },
  input: BinToBinInput,
): Promise<BinToBinResult> {
  if (!actor.plants.includes(where.plantId)) throw new DomainError('PLANT_SCOPE', { plant: where.plantId });
  let slocs = trx
    .selectFrom('storage_location')
    .select('sloc_id')
    .where('plant_id', '=', where.plantId)
    .where('warehouse_id', '=', where.warehouseId);
  if (input.sloc) slocs = slocs.where('sloc_id', '=', input.sloc);
  const rows = await slocs.orderBy('sloc_id').execute();
  const sloc = rows[0]?.sloc_id;
  if (!sloc) throw new DomainError('WAREHOUSE_NOT_FOUND', { plantId: where.plantId, warehouseId: where.warehouseId });
  if (rows.length > 1) throw new DomainError('SLOC_REQUIRED', { warehouse: where.warehouseId });
  const line = {
    material: input.material,
    ...(input.batch ? { batch: input.batch } : {}),
    ...(input.category ? { category: input.category } : {}),
    quantity: input.quantity,
    ...(input.serials && input.serials.length > 0 ? { serials: input.serials } : {}),
    sourceBin: input.sourceBin,
    destinationBin: input.destinationBin,
  };
  const order = await createTransferOrder(trx, actor, {
    plant: where.plantId,
    sloc,
    type: 'BIN_TO_BIN',
    lines: [line],
    confirmNow: true,
  });
  return { orderId: order.orderId, matDoc: order.matDoc as string };
}
