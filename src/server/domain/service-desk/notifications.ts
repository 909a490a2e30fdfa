import { sql, type Transaction } from 'kysely';
import { href, withQuery } from '../../../shared/pages';
import type { DB } from '../../db/schema';
import type { NotificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';

/**
 * Notifies the people of a ticket that something happened on it: everyone who opened or wrote on it
 * (except the writer now), and for a new ticket the warehouse users of its plant. One row per user
 * and message of the ticket (`seq`: a replayed answer writes none again), in the same transaction as
 * the change; a catalogue message, read in each reader's language.
 */
export async function notifyTicket(
  trx: Transaction<DB>,
  ticket: { ticketNumber: string; plant: string | null; newTicket: boolean; seq: number },
  writer: number,
  message: NotificationMessage,
): Promise<void> {
  const n = ticket.ticketNumber;
  await notify(trx, {
    kind: 'SERVICE_DESK',
    to: {
      users: sql`select u.user_id from app_user u where
        u.user_id in (select created_by from sdsk_ticket where ticket_number = ${n})
        or u.user_id in (select author from sdsk_message where ticket_number = ${n})
        or (${ticket.newTicket} and u.is_warehouse_user and exists (
          select 1 from user_plant p where p.user_id = u.user_id and p.plant_id = ${ticket.plant ?? ''}))`,
      except: writer,
    },
    message,
    link: withQuery(href('serviceDesk'), { ticket: n }),
    dedupeKey: `ticket:${n}:${ticket.seq}`,
  });
}
