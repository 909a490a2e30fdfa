import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lotSerials } from './lot-queries';

export type LotRow = Selectable<DB['quality_lot']>;
export type LotSerialRow = Selectable<DB['quality_lot_serial']>;

/**
 * Locks an inspection lot (every write to a lot and its serials takes this row lock first, so two
 * inspectors working on one lot take turns); unknown and out of the actor's plants read alike.
 */
export async function lockLot(trx: Transaction<DB>, actor: PostingActor, lotNumber: string, open = true): Promise<LotRow> {
  const lot = await trx.selectFrom('quality_lot').selectAll().where('lot_number', '=', lotNumber).forUpdate().executeTakeFirst();
  if (!lot || !actor.plants.includes(lot.plant_id)) throw new DomainError('QUALITY_LOT_UNKNOWN', { lot: lotNumber });
  if (open && lot.status === 'CLOSED') throw new DomainError('QUALITY_LOT_CLOSED', { lot: lotNumber });
  return lot;
}

/** A serial of the lot that may still take findings: undecided and not yet signed off. */
export async function openLotSerial(trx: Transaction<DB>, lot: LotRow, serial: string, allowValidated = false): Promise<LotSerialRow> {
  const row = await trx
    .selectFrom('quality_lot_serial')
    .selectAll()
    .where('lot_number', '=', lot.lot_number)
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  if (!row) throw new DomainError('QUALITY_SERIAL_NOT_IN_LOT', { serial, lot: lot.lot_number });
  if (row.decision) throw new DomainError('QUALITY_SERIAL_DECIDED', { serial, lot: lot.lot_number, decision: row.decision });
  if (row.state === 'VALIDATED' && !allowValidated) throw new DomainError('QUALITY_SERIAL_VALIDATED', { serial });
  return row;
}

/** After a finding: the serial and the lot are in inspection (a validated serial stays validated). */
export async function markInInspection(trx: Transaction<DB>, lot: LotRow, serial: string | undefined): Promise<void> {
  if (serial)
    await trx
      .updateTable('quality_lot_serial')
      .set({ state: 'IN_INSPECTION' })
      .where('lot_number', '=', lot.lot_number)
      .where('serial_number', '=', serial)
      .where('state', '=', 'OPEN')
      .execute();
  if (lot.status === 'OPEN')
    await trx.updateTable('quality_lot').set({ status: 'IN_INSPECTION' }).where('lot_number', '=', lot.lot_number).execute();
}

/** What a finding command answers: the lot's status and the serial as the screens show it. */
export async function findingAnswer(trx: Transaction<DB>, lotNumber: string, serial: string | undefined) {
  const lot = await trx.selectFrom('quality_lot').select('status').where('lot_number', '=', lotNumber).executeTakeFirstOrThrow();
  const [view] = serial ? await lotSerials(trx, lotNumber, serial) : [];
  return { lotNumber, status: lot.status, serial: view ?? null };
}

export function auditLot(trx: Transaction<DB>, actor: PostingActor, action: string, lotNumber: string, details: Record<string, unknown>) {
  return auditBy(trx, actor, { action, objectType: 'quality_lot', objectId: lotNumber, details });
}
