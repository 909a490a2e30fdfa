import type { Kysely } from 'kysely';
import type { NotificationPreferences, SetPreferencesInput } from '../../../shared/contracts/notifications/schemas';
import { kindsFor, type NotificationChannel, notificationKinds } from '../../../shared/notifications';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import type { Caller } from '../master-data/viewer';

type Who = Pick<Caller, 'userId' | 'isAdmin' | 'isWarehouseUser' | 'vendors'>;

const kindsOf = (user: Who) =>
  kindsFor({ isWarehouseUser: user.isWarehouseUser, isAdmin: user.isAdmin, hasVendors: user.vendors.length > 0 });

/** The channel of each kind the user can be sent: the user's choice, else the kind's default. */
export async function notificationPreferences(db: Kysely<DB>, user: Who): Promise<NotificationPreferences> {
  const [chosen, me] = await Promise.all([
    db.selectFrom('notification_preference').select(['kind', 'channel']).where('user_id', '=', user.userId).execute(),
    db.selectFrom('app_user').select('email').where('user_id', '=', user.userId).executeTakeFirst(),
  ]);
  const byKind = new Map(chosen.map((c) => [c.kind, c.channel as NotificationChannel]));
  return {
    email: me?.email || null,
    items: kindsOf(user).map((kind) => {
      const own = byKind.get(kind);
      const defaultChannel = notificationKinds[kind].channel;
      return { kind, channel: own ?? defaultChannel, defaultChannel, chosen: own !== undefined };
    }),
  };
}

/** Sets the user's channel of the given kinds in one statement (others keep theirs); a kind the user cannot be sent is refused. */
export async function setNotificationPreferences(db: Kysely<DB>, user: Who, input: SetPreferencesInput): Promise<NotificationPreferences> {
  const mine = new Set(kindsOf(user));
  for (const item of input.items) if (!mine.has(item.kind)) throw new DomainError('NOTIFICATION_KIND_NOT_YOURS', { kind: item.kind });
  if (input.items.length > 0)
    await db
      .insertInto('notification_preference')
      .values(input.items.map((i) => ({ user_id: user.userId, kind: i.kind, channel: i.channel })))
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ channel: eb.ref('excluded.channel') })))
      .execute();
  return notificationPreferences(db, user);
}
