import { sql, type Transaction } from 'kysely';
import type { TransferOrderStatusCode } from '../../../shared/contracts/transfer-orders/schemas';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import type { PostingActor } from '../stock/posting/post-material-document';
import { lockOpenOrder } from './confirm-transfer-order-line';

export interface CancelledTransferOrder {
  orderId: string;
  status: TransferOrderStatusCode;
  cancelledLines: number;
}

/**
 * Cancels the open lines of an open transfer order (nothing is posted: a transfer order moves
 * stock only when a line is confirmed). The order becomes CANCELLED when none of its lines was
 * confirmed, else CONFIRMED (closed, with its cancelled lines shown as such). An order that is
 * no longer open is refused.
 */
export async function cancelTransferOrder(trx: Transaction<DB>, actor: PostingActor, orderId: string): Promise<CancelledTransferOrder> {
  if (!trx.isTransaction) throw new Error('cancelTransferOrder must run inside a transaction');
  await lockOpenOrder(trx, actor, orderId);
  const cancelled = await trx
    .updateTable('transfer_order_line')
    .set({ status: 'CANCELLED' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  const confirmed = await trx
    .selectFrom('transfer_order_line')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'CONFIRMED')
    .executeTakeFirstOrThrow();
  const status: TransferOrderStatusCode = confirmed.n > 0 ? 'CONFIRMED' : 'CANCELLED';
  await trx
    .updateTable('transfer_order')
    .set({ status, closed_by: actor.userId, closed_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .execute();
  const cancelledLines = Number(cancelled.numUpdatedRows);
  await auditBy(trx, actor, {
    action: 'TRANSFER_ORDER_CANCELLED',
    objectType: 'transfer_order',
    objectId: orderId,
    details: { cancelledLines, status },
  });
  return { orderId, status, cancelledLines };
}
