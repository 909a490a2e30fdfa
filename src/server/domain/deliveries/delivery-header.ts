import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DeliveryStatus } from '../../db/schema/deliveries';
import { DomainError } from '../errors';

export type DeliveryRow = Selectable<DB['delivery']>;

/**
 * A delivery's header, locked (FOR UPDATE: picking, goods issue and its reversal of one delivery
 * queue here), or DELIVERY_NOT_FOUND, also outside the plants given. `allowed`: the statuses the
 * action needs, else `refusal` (DELIVERY_STATUS unless named).
 */
export async function lockDelivery(
  trx: Transaction<DB>,
  plants: readonly string[],
  deliveryNumber: string,
  allowed?: readonly DeliveryStatus[],
  refusal: 'DELIVERY_STATUS' | 'DELIVERY_NOT_PICKED' | 'DELIVERY_NOT_ISSUED' = 'DELIVERY_STATUS',
): Promise<DeliveryRow> {
  const row = await trx.selectFrom('delivery').selectAll().where('delivery_number', '=', deliveryNumber).forUpdate().executeTakeFirst();
  if (!row || !plants.includes(row.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  if (allowed && !allowed.includes(row.status)) {
    const values = { deliveryNumber, status: row.status.toLowerCase().replace('_', ' ') };
    if (refusal === 'DELIVERY_NOT_PICKED') throw new DomainError('DELIVERY_NOT_PICKED', values);
    if (refusal === 'DELIVERY_NOT_ISSUED') throw new DomainError('DELIVERY_NOT_ISSUED', values);
    throw new DomainError('DELIVERY_STATUS', values);
  }
  return row;
}

/** PICKING while a PICK transfer order of the delivery has an open line; PICKED once none has and something was picked. */
export async function refreshPickStatus(db: Kysely<DB> | Transaction<DB>, deliveryNumber: string): Promise<DeliveryStatus> {
  const open = await db
    .selectFrom('transfer_order_line as l')
    .innerJoin('transfer_order as o', 'o.order_id', 'l.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.order_type', '=', 'PICK')
    .where('o.reference_type', '=', 'DLV')
    .where('o.reference_number', '=', deliveryNumber)
    .where('l.status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  const picked = await db
    .selectFrom('delivery_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delivery_number', '=', deliveryNumber)
    .where('picked_qty', '>', '0')
    .executeTakeFirstOrThrow();
  const status: DeliveryStatus = Number(open.n) > 0 || Number(picked.n) === 0 ? 'PICKING' : 'PICKED';
  await db.updateTable('delivery').set({ status }).where('delivery_number', '=', deliveryNumber).execute();
  return status;
}
