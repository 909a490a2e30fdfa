import { type Kysely, sql, type Transaction } from 'kysely';
import type { NotificationList } from '../../../shared/contracts/service-desk/schemas';
import type { DB } from '../../db/schema';
import { type NotificationMessage, notificationText, storedText } from '../notifications/message';

const LATEST = 20;

/**
 * Notifies the people of a ticket that something happened on it: everyone who opened or wrote on it
 * (except the writer now), and for a new ticket the warehouse users of its plant. One row per user,
 * in the same transaction as the change; a catalogue message, read in each reader's language.
 */
export async function notifyTicket(
  trx: Transaction<DB>,
  ticket: { ticketNumber: string; plant: string | null; newTicket: boolean },
  writer: number,
  message: NotificationMessage,
): Promise<void> {
  const link = `/supplier/warehouse/sdsk/meta?ticket=${ticket.ticketNumber}`;
  await sql`insert into portal_notification (user_id, text, link, message_key, message_values)
    select distinct u.user_id, ${storedText(message).slice(0, 300)}, ${link}, ${message.key},
      cast(${JSON.stringify(message.values)} as jsonb) from app_user u
    where u.active and u.user_id <> ${writer} and (
      u.user_id in (select created_by from sdsk_ticket where ticket_number = ${ticket.ticketNumber})
      or u.user_id in (select author from sdsk_message where ticket_number = ${ticket.ticketNumber})
      or (${ticket.newTicket} and u.is_warehouse_user and exists (
        select 1 from user_plant p where p.user_id = u.user_id and p.plant_id = ${ticket.plant ?? ''})))`.execute(trx);
}

export async function listNotifications(db: Kysely<DB>, userId: number): Promise<NotificationList> {
  const [items, unread] = await Promise.all([
    db
      .selectFrom('portal_notification')
      .select(['notification_id', 'text', 'link', 'created_at', 'read_at', 'message_key', 'message_values'])
      .where('user_id', '=', userId)
      .orderBy('notification_id', 'desc')
      .limit(LATEST)
      .execute(),
    db
      .selectFrom('portal_notification')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    unread: unread.n,
    items: items.map((n) => ({
      id: n.notification_id,
      text: notificationText(n),
      link: n.link,
      createdAt: new Date(n.created_at).toISOString(),
      read: n.read_at !== null,
    })),
  };
}

/** Marks the user's notifications read (the given ones, or all); another user's ids change nothing. */
export async function markNotificationsRead(db: Kysely<DB>, userId: number, ids: number[] | undefined): Promise<NotificationList> {
  let q = db.updateTable('portal_notification').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids && ids.length > 0) q = q.where('notification_id', 'in', ids);
  await q.execute();
  return listNotifications(db, userId);
}
