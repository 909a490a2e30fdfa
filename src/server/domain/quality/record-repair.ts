import type { Transaction } from 'kysely';
import type { FindingResult, RepairInput } from '../../../shared/contracts/quality/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { type PostingActor, postMaterialDocument } from '../stock/posting/post-material-document';
import { auditLot, findingAnswer, lockLot, markInInspection, openLotSerial } from './lot-lock';

/**
 * Records a repair action on a serial (or the lot) and the part it consumed: the part is issued (201)
 * from the position the inspector took it from to the plant's quality repair cost centre, through the
 * one posting path (a part with no stock is refused there, naming what is available).
 */
export async function recordRepair(
  trx: Transaction<DB>,
  actor: PostingActor,
  lotNumber: string,
  input: RepairInput,
): Promise<FindingResult & { matDoc: string | null }> {
  const lot = await lockLot(trx, actor, lotNumber);
  if (input.serial) await openLotSerial(trx, lot, input.serial);
  let matDoc: string | null = null;
  const part = input.part;
  if (part) {
    const material = await trx.selectFrom('material').select('serialized').where('material_id', '=', part.material).executeTakeFirst();
    if (material?.serialized) throw new DomainError('QUALITY_PART_SERIALIZED', { material: part.material });
    const setting = await trx
      .selectFrom('quality_plant_setting')
      .select('repair_cost_center')
      .where('plant_id', '=', lot.plant_id)
      .executeTakeFirst();
    if (!setting?.repair_cost_center) throw new DomainError('QUALITY_NO_COST_CENTER', { plant: lot.plant_id });
    const posted = await postMaterialDocument(trx, actor, {
      headerText: `Repair, inspection lot ${lotNumber}${input.serial ? ` serial ${input.serial}` : ''}`,
      items: [
        {
          movementType: '201',
          material: part.material,
          quantity: part.quantity,
          ...(part.batch ? { batch: part.batch } : {}),
          from: { plant: lot.plant_id, sloc: part.sloc, ...(part.bin ? { bin: part.bin } : {}), category: 'UNRESTRICTED' },
          costCenter: setting.repair_cost_center,
        },
      ],
    });
    matDoc = posted.matDoc;
  }
  await trx
    .insertInto('quality_repair')
    .values({
      lot_number: lotNumber,
      serial_number: input.serial ?? null,
      action: input.action,
      part_material: part?.material ?? null,
      part_quantity: part?.quantity ?? null,
      mat_doc: matDoc,
      created_by: actor.userId,
    })
    .execute();
  await markInInspection(trx, lot, input.serial);
  await auditLot(trx, actor, 'QUALITY_REPAIR_RECORDED', lotNumber, { serial: input.serial ?? null, matDoc });
  return { ...(await findingAnswer(trx, lotNumber, input.serial)), matDoc };
}
