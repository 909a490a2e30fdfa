import type { Kysely } from 'kysely';
import type { ErrorLogEntry } from '../../../shared/contracts/deliveries/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { limitToPlants, type PlantScope } from '../master-data/viewer';
import type { OrderRef } from './order-lines';

/** Whose log an entry goes to: an order (creating deliveries) or a delivery (picking, goods issue; its order's log too). */
export type LogTarget = { order: OrderRef } | { deliveryNumber: string };

/**
 * Appends a refused action to the error log of the order (and delivery), after the refused
 * transaction rolled back. Only refusals (DomainError) are logged, and only for orders and
 * deliveries that exist in the user's plants (an unknown number has no log).
 */
export async function logDeliveryError(db: Kysely<DB>, userId: number, plants: PlantScope, target: LogTarget, error: unknown) {
  if (!(error instanceof DomainError) || error.code.endsWith('NOT_FOUND') || error.code.startsWith('IDEMPOTENCY')) return;
  const details = error.details && !Array.isArray(error.details) ? (error.details as Record<string, unknown>) : undefined;
  const item = typeof details?.item === 'number' ? details.item : null;
  const owner =
    'order' in target
      ? { order_type: target.order.type, order_number: target.order.number, delivery_number: null }
      : await db
          .selectFrom('delivery')
          .select(['order_type', 'order_number', 'delivery_number', 'plant_id'])
          .where('delivery_number', '=', target.deliveryNumber)
          .$call((q) => limitToPlants(q, 'plant_id', plants))
          .executeTakeFirst();
  if (!owner) return;
  await db
    .insertInto('delivery_error_log')
    .values({
      order_type: owner.order_type,
      order_number: owner.order_number,
      delivery_number: owner.delivery_number,
      item_no: item,
      code: error.code,
      message: error.message,
      created_by: userId,
    })
    .execute();
}

/** The newest 50 entries of an order's or a delivery's log. */
export async function readErrorLog(db: Kysely<DB>, target: LogTarget): Promise<ErrorLogEntry[]> {
  let query = db
    .selectFrom('delivery_error_log as e')
    .innerJoin('app_user as u', 'u.user_id', 'e.created_by')
    .select(['e.log_id', 'e.item_no', 'e.delivery_number', 'e.code', 'e.message', 'u.username', 'e.created_at']);
  query =
    'order' in target
      ? query.where('e.order_type', '=', target.order.type).where('e.order_number', '=', target.order.number)
      : query.where('e.delivery_number', '=', target.deliveryNumber);
  const rows = await query.orderBy('e.log_id', 'desc').limit(50).execute();
  return rows.map((r) => ({
    logId: Number(r.log_id),
    itemNo: r.item_no,
    deliveryNumber: r.delivery_number,
    code: r.code,
    message: r.message,
    createdBy: r.username,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
