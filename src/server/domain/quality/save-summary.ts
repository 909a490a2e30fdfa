import type { Transaction } from 'kysely';
import type { FindingResult, SummaryInput } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import type { PostingActor } from '../stock/posting/post-material-document';
import { auditLot, findingAnswer, lockLot, markInInspection, openLotSerial } from './lot-lock';

/** The summary of findings of a serial (or the lot's note). */
export async function saveSummary(
  trx: Transaction<DB>,
  actor: PostingActor,
  lotNumber: string,
  input: SummaryInput,
): Promise<FindingResult> {
  const lot = await lockLot(trx, actor, lotNumber);
  if (input.serial) {
    await openLotSerial(trx, lot, input.serial);
    await trx
      .updateTable('quality_lot_serial')
      .set({ summary: input.summary })
      .where('lot_number', '=', lotNumber)
      .where('serial_number', '=', input.serial)
      .execute();
  } else {
    await trx.updateTable('quality_lot').set({ note: input.summary }).where('lot_number', '=', lotNumber).execute();
  }
  await markInInspection(trx, lot, input.serial);
  await auditLot(trx, actor, 'QUALITY_SUMMARY_SAVED', lotNumber, { serial: input.serial ?? null });
  return findingAnswer(trx, lotNumber, input.serial);
}
