import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lockHandlingUnit, lockPackable, refreshPackStatus } from './pack-handling-unit';

/**
 * Unpacks an HU of a delivery not yet issued. `fromParent`: takes it out of the HU it is in.
 * `dissolve`: its contents go back to "to pack" on the delivery, the HUs inside it become
 * top-level, and the HU (and its SSCC) is gone; the delivery returns to PICKED if something is
 * left to pack.
 */
export async function unpackHandlingUnit(
  trx: Transaction<DB>,
  actor: PostingActor,
  ref: string,
  mode: 'dissolve' | 'fromParent',
): Promise<{ huNumber: string; mode: string; deliveryStatus: string }> {
  const hu = await lockHandlingUnit(trx, actor.plants, ref);
  await lockPackable(trx, actor, hu.delivery_number);
  if (mode === 'fromParent') {
    if (!hu.parent_hu) throw new DomainError('HU_NOT_NESTED', { handlingUnit: hu.hu_number });
    await trx.updateTable('handling_unit').set({ parent_hu: null }).where('hu_number', '=', hu.hu_number).execute();
  } else {
    await sql`update delivery_item d set packed_qty = d.packed_qty - i.quantity
      from handling_unit_item i where i.hu_number = ${hu.hu_number} and d.delivery_number = i.delivery_number and d.item_no = i.item_no`.execute(
      trx,
    );
    await trx.deleteFrom('handling_unit_item').where('hu_number', '=', hu.hu_number).execute();
    await trx.updateTable('handling_unit').set({ parent_hu: null }).where('parent_hu', '=', hu.hu_number).execute();
    await trx.deleteFrom('handling_unit').where('hu_number', '=', hu.hu_number).execute();
  }
  const deliveryStatus = await refreshPackStatus(trx, hu.delivery_number);
  return { huNumber: hu.hu_number, mode, deliveryStatus };
}
