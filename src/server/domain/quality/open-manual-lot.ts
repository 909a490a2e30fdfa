import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { manualLotSchema } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { auditLot } from './lot-lock';

/**
 * A manual lot (returns, other): blocked stock put into quality inspection with 349; the posting opens
 * the lot (as every posting into QUALITY does), this command marks it manual and keeps the note.
 */
export async function openManualLot(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: z.output<typeof manualLotSchema>,
): Promise<{ lotNumber: string; matDoc: string }> {
  const posted = await postMaterialDocument(trx, actor, {
    headerText: 'Manual inspection lot',
    items: [
      {
        movementType: '349',
        material: input.material,
        quantity: input.quantity,
        ...(input.batch ? { batch: input.batch } : {}),
        from: { plant: input.plant, sloc: input.sloc, ...(input.bin ? { bin: input.bin } : {}), category: 'BLOCKED' },
        ...(input.serials?.length ? { serials: input.serials } : {}),
      },
    ],
  });
  const lot = await trx
    .updateTable('quality_lot')
    .set({ origin: 'MANUAL', note: input.note ?? '' })
    .where('opened_mat_doc', '=', posted.matDoc)
    .returning('lot_number')
    .executeTakeFirstOrThrow();
  await auditLot(trx, actor, 'QUALITY_LOT_OPENED', lot.lot_number, { matDoc: posted.matDoc, origin: 'MANUAL' });
  return { lotNumber: lot.lot_number, matDoc: posted.matDoc };
}
