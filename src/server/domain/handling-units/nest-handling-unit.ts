import { sql, type Transaction } from 'kysely';
import type { HandlingUnitView } from '../../../shared/contracts/shipping/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { PostingActor } from '../stock/posting/post-material-document';
import { getHandlingUnit } from './hu-queries';
import { lockHandlingUnit, lockPackable } from './pack-handling-unit';

/**
 * Puts HU `childRef` into HU `parentRef` (a carton onto a pallet). Both belong to the same picked,
 * not yet issued delivery; the child is not inside another HU; and the parent is not the child nor
 * inside it (HU_INSIDE_ITSELF: the parent's chain of parents is walked).
 */
export async function nestHandlingUnit(
  trx: Transaction<DB>,
  actor: PostingActor,
  parentRef: string,
  childRef: string,
): Promise<HandlingUnitView> {
  const parent = await lockHandlingUnit(trx, actor.plants, parentRef);
  await lockPackable(trx, actor, parent.delivery_number);
  const child = await lockHandlingUnit(trx, actor.plants, childRef);
  if (child.delivery_number !== parent.delivery_number) {
    throw new DomainError('HU_OTHER_DELIVERY', {
      handlingUnit: child.hu_number,
      other: child.delivery_number,
      deliveryNumber: parent.delivery_number,
    });
  }
  const chain = await sql<{ hu_number: string }>`with recursive up as (
      select hu_number, parent_hu from handling_unit where hu_number = ${parent.hu_number}
      union all select h.hu_number, h.parent_hu from handling_unit h join up on h.hu_number = up.parent_hu)
    select hu_number from up`.execute(trx);
  if (chain.rows.some((r) => r.hu_number === child.hu_number)) {
    throw new DomainError('HU_INSIDE_ITSELF', { handlingUnit: child.hu_number, parent: parent.hu_number });
  }
  if (child.parent_hu) throw new DomainError('HU_ALREADY_NESTED', { handlingUnit: child.hu_number, parent: child.parent_hu });
  await trx.updateTable('handling_unit').set({ parent_hu: parent.hu_number }).where('hu_number', '=', child.hu_number).execute();
  return getHandlingUnit(trx, actor.plants, parent.hu_number);
}
