import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../shared/notifications';
import type { DB } from '../db/schema';

/** Who was notified of a kind (each user once per notification), optionally only notifications whose text names `about`. */
export async function notifiedUsers(db: Kysely<DB>, kind: NotificationKind, about?: string): Promise<string[]> {
  let q = db
    .selectFrom('portal_notification as n')
    .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
    .select('u.username')
    .where('n.kind', '=', kind);
  if (about !== undefined) q = q.where('n.text', 'like', `%${about}%`);
  return (await q.orderBy('u.username').orderBy('n.notification_id').execute()).map((r) => r.username);
}
