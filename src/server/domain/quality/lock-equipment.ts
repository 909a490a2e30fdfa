import type { Kysely, Transaction } from 'kysely';
import type { EquipmentLockInput, EquipmentLockResult } from '../../../shared/contracts/quality/schemas';
import { t } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';

/**
 * Locks or unlocks a serial (spec `iqms/equipment/lock`). The ledger refuses every movement of locked
 * equipment naming the lock's reason (stock/posting/equipment.ts); the lock flag is the one equipment
 * column written outside the posting path. Every lock and unlock is kept with its reason and audited.
 */
export async function setEquipmentLock(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: EquipmentLockInput,
  lock: boolean,
): Promise<EquipmentLockResult> {
  let query = trx
    .selectFrom('equipment')
    .select(['equipment_number', 'material_id', 'serial_number', 'plant_id', 'locked'])
    .where('serial_number', '=', input.serial)
    .orderBy('equipment_number')
    .forUpdate();
  if (input.material) query = query.where('material_id', '=', input.material);
  const rows = (await query.execute()).filter((e) => actor.plants.includes(e.plant_id));
  const e = rows[0];
  if (!e) throw new DomainError('EQUIPMENT_SERIAL_UNKNOWN', { serial: input.serial });
  if (rows.length > 1) throw new DomainError('EQUIPMENT_SERIAL_AMBIGUOUS', { serial: input.serial });
  const current = await trx
    .selectFrom('equipment_lock')
    .select('reason')
    .where('equipment_number', '=', e.equipment_number)
    .executeTakeFirst();
  if (lock && e.locked)
    throw new DomainError('EQUIPMENT_ALREADY_LOCKED', { serial: e.serial_number, reason: current?.reason ?? t('qm.noReasonRecorded') });
  if (!lock && !e.locked) throw new DomainError('EQUIPMENT_NOT_LOCKED', { serial: e.serial_number });
  await trx
    .updateTable('equipment')
    .set({ locked: lock, updated_at: new Date() })
    .where('equipment_number', '=', e.equipment_number)
    .execute();
  if (lock)
    await trx
      .insertInto('equipment_lock')
      .values({ equipment_number: e.equipment_number, reason: input.reason, locked_by: actor.userId })
      .execute();
  else await trx.deleteFrom('equipment_lock').where('equipment_number', '=', e.equipment_number).execute();
  await trx
    .insertInto('equipment_lock_event')
    .values({ equipment_number: e.equipment_number, action: lock ? 'LOCK' : 'UNLOCK', reason: input.reason, user_id: actor.userId })
    .execute();
  await auditBy(trx, actor, {
    action: lock ? 'EQUIPMENT_LOCKED' : 'EQUIPMENT_UNLOCKED',
    objectType: 'equipment',
    objectId: e.equipment_number,
    details: { serial: e.serial_number, material: e.material_id, reason: input.reason },
  });
  return {
    equipmentNumber: e.equipment_number,
    serial: e.serial_number,
    material: e.material_id,
    locked: lock,
    reason: lock ? input.reason : null,
  };
}

/**
 * The refusal of a locked serial at its scan, naming the lock's reason when one is kept (the posting
 * path names it the same way per item: stock/posting/equipment.ts).
 */
export async function lockedSerialError(
  db: Kysely<DB>,
  equipmentNumber: string,
  values: { serial: string; material: string },
): Promise<DomainError> {
  const lock = await db.selectFrom('equipment_lock').select('reason').where('equipment_number', '=', equipmentNumber).executeTakeFirst();
  return lock ? new DomainError('SERIAL_LOCKED_BECAUSE', { ...values, reason: lock.reason }) : new DomainError('SERIAL_LOCKED', values);
}
