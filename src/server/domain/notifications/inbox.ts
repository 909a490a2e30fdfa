import { type Kysely, sql } from 'kysely';
import type { NotificationList } from '../../../shared/contracts/notifications/schemas';
import type { DB } from '../../db/schema';
import { notificationText } from './message';

const LATEST = 20;

/** The bell: the user's latest notifications in the reader's language, and how many are unread. */
export async function listNotifications(db: Kysely<DB>, userId: number): Promise<NotificationList> {
  const [items, unread] = await Promise.all([
    db
      .selectFrom('portal_notification')
      .select(['notification_id', 'kind', 'text', 'link', 'created_at', 'read_at', 'message_key', 'message_values'])
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
      kind: n.kind,
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
