import type { Transaction } from 'kysely';
import type { FindingResult } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { auditLot, findingAnswer, lockLot, openLotSerial } from './lot-lock';

/**
 * The inspector's sign-off of a serial's findings (none is a finding too). Where the plant asks for a
 * second person, whoever recorded a defect or repair on the serial cannot validate it.
 */
export async function validateFindings(
  trx: Transaction<DB>,
  actor: PostingActor,
  lotNumber: string,
  input: { serial: string },
): Promise<FindingResult> {
  const lot = await lockLot(trx, actor, lotNumber);
  await openLotSerial(trx, lot, input.serial);
  const setting = await trx
    .selectFrom('quality_plant_setting')
    .select('second_validator')
    .where('plant_id', '=', lot.plant_id)
    .executeTakeFirst();
  if (setting?.second_validator) {
    const own = await trx
      .selectFrom('quality_defect')
      .select('defect_id as id')
      .where('lot_number', '=', lotNumber)
      .where('serial_number', '=', input.serial)
      .where('created_by', '=', actor.userId)
      .union(
        trx
          .selectFrom('quality_repair')
          .select('repair_id as id')
          .where('lot_number', '=', lotNumber)
          .where('serial_number', '=', input.serial)
          .where('created_by', '=', actor.userId),
      )
      .executeTakeFirst();
    if (own) throw new DomainError('QUALITY_SECOND_VALIDATOR', { serial: input.serial });
  }
  await trx
    .updateTable('quality_lot_serial')
    .set({ state: 'VALIDATED', validated_by: actor.userId, validated_at: new Date() })
    .where('lot_number', '=', lotNumber)
    .where('serial_number', '=', input.serial)
    .execute();
  if (lot.status === 'OPEN')
    await trx.updateTable('quality_lot').set({ status: 'IN_INSPECTION' }).where('lot_number', '=', lotNumber).execute();
  await auditLot(trx, actor, 'QUALITY_SERIAL_VALIDATED', lotNumber, { serial: input.serial });
  return findingAnswer(trx, lotNumber, input.serial);
}
