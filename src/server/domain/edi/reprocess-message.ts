import { type Kysely, sql } from 'kysely';
import type { EdiFormat, MessageView } from '../../../shared/contracts/edi/schemas';
import type { DB } from '../../db/schema';
import { type AuditActor, auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { getMessage } from './messages';
import { processMessage } from './receive-message';

/**
 * An administrator processes a refused inbound message again (after the order was corrected, say):
 * the kept text, read and checked again, as the user who sent it, for its vendor. Its record is
 * updated (attempts counted); a processed message is never processed twice. A failed outbound cXML
 * message (its attempts used up, or no address then) is queued again: the sender tries it at once,
 * with a fresh count of attempts; one already sent or waiting is refused.
 */
export async function reprocessMessage(db: Kysely<DB>, actor: AuditActor, messageId: number): Promise<MessageView> {
  const row = await db
    .selectFrom('edi_message')
    .select(['message_id', 'vendor_id', 'direction', 'format', 'raw', 'status', 'user_id', 'delivery'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new DomainError('EDI_MESSAGE_NOT_FOUND', { id: messageId });
  if (row.direction === 'OUT') {
    const queued = await db
      .updateTable('edi_message')
      .set({ status: 'PENDING', next_attempt_at: sql<Date>`now()`, attempts: 0, processed_at: null, lease_owner: null, lease_until: null })
      .where('message_id', '=', messageId)
      .where('status', '=', 'FAILED')
      .where('delivery', '=', 'HTTP')
      .executeTakeFirst();
    if (Number(queued.numUpdatedRows) !== 1) throw new DomainError('EDI_NOT_REPROCESSABLE', { id: messageId });
    await auditBy(db, actor, { action: 'EDI_MESSAGE_RESENT', objectType: 'EDI_MESSAGE', objectId: String(messageId), details: {} });
    return getMessage(db, messageId);
  }
  if (row.direction !== 'IN' || row.status !== 'REFUSED' || row.user_id === null)
    throw new DomainError('EDI_NOT_REPROCESSABLE', { id: messageId });
  const sender = await db
    .selectFrom('user_vendor')
    .select('user_id')
    .where('user_id', '=', row.user_id)
    .where('vendor_id', '=', row.vendor_id)
    .executeTakeFirst();
  if (!sender) throw new DomainError('EDI_PARTNER_USER', { username: String(row.user_id), vendor: row.vendor_id });
  const caller = { userId: row.user_id, isAdmin: false, isWarehouseUser: false, plants: [], vendors: [row.vendor_id] };
  await processMessage(db, caller, { vendor: row.vendor_id, format: row.format as EdiFormat, content: row.raw }, row.message_id);
  await auditBy(db, actor, { action: 'EDI_MESSAGE_REPROCESSED', objectType: 'EDI_MESSAGE', objectId: String(messageId), details: {} });
  return getMessage(db, messageId);
}
