import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Module } from '../../../shared/access';
import { type NotificationKind, notificationKinds } from '../../../shared/notifications';
import { href, withQuery } from '../../../shared/pages';
import type { DB } from '../../db/schema';
import { mailNotifications } from './mail';
import { type NotificationMessage, storedText } from './message';

/** The longest text, link and key a notification keeps (portal_notification, migrations 0087 and 0108). */
const TEXT_MAX = 300;
const LINK_MAX = 200;
const KEY_MAX = 200;

/**
 * Who a notification is for. Every audience is narrowed to active people (no service accounts):
 * - `vendor`: the supplier users of that vendor (user_vendor): never another vendor's;
 * - `plant` + `grant`: the warehouse users of that plant holding that grant through a role: never another plant's;
 * - `administrators`: the administrators;
 * - `users`: a query of user ids (the people of a ticket), `except` the one who acted.
 */
export type Recipients =
  | { vendor: string }
  | { plant: string; grant: { module: Module; tcode: string } }
  | { administrators: true }
  | { users: RawBuilder<unknown>; except?: number };

function recipientIds(to: Recipients): RawBuilder<unknown> {
  if ('vendor' in to) return sql`select uv.user_id from user_vendor uv where uv.vendor_id = ${to.vendor}`;
  if ('plant' in to)
    return sql`select up.user_id from user_plant up join app_user w on w.user_id = up.user_id
      where up.plant_id = ${to.plant} and w.is_warehouse_user and exists (select 1 from user_role ur
        join role_grant g on g.role_id = ur.role_id where ur.user_id = up.user_id and g.module = ${to.grant.module} and g.tcode = ${to.grant.tcode})`;
  if ('administrators' in to) return sql`select a.user_id from app_user a where a.is_admin`;
  return to.users;
}

export interface Notification {
  kind: NotificationKind;
  to: Recipients;
  message: NotificationMessage;
  /** where it leads: a page of the portal (href) */
  link: string;
  /**
   * The event's key: a user gets one notification per key, so a retried or replayed request, or a
   * worker's second round over the same failure, writes none again.
   */
  dedupeKey: string;
}

export interface Notified {
  notificationId: number;
  userId: number;
  mail: 'NONE' | 'NOW' | 'DIGEST';
}

/**
 * Writes a notification for each of its recipients in the caller's transaction (the notice exists
 * exactly when the event it tells of does), by each one's choice for the kind (notification_preference,
 * else the kind's default): OFF writes nothing, PORTAL the bell entry, EMAIL the entry and a mail now,
 * DIGEST the entry and a line in the daily digest. Answers the rows written (none for a key seen before).
 */
export async function notify(trx: Transaction<DB>, n: Notification): Promise<Notified[]> {
  const fallback = notificationKinds[n.kind].channel;
  const except = 'users' in n.to ? (n.to.except ?? 0) : 0;
  const written = await sql<{ notification_id: number; user_id: number; mail: Notified['mail'] }>`
    with recipient as (${recipientIds(n.to)}),
    chosen as (
      select distinct u.user_id, coalesce(p.channel, ${fallback}) as channel
      from recipient r join app_user u on u.user_id = r.user_id
      left join notification_preference p on p.user_id = u.user_id and p.kind = ${n.kind}
      where u.active and not u.service_account and u.user_id <> ${except})
    insert into portal_notification (user_id, kind, dedupe_key, text, link, message_key, message_values, mail)
    select user_id, ${n.kind}, ${n.dedupeKey.slice(0, KEY_MAX)}, ${storedText(n.message).slice(0, TEXT_MAX)},
      ${n.link.slice(0, LINK_MAX)}, ${n.message.key}, cast(${JSON.stringify(n.message.values)} as jsonb),
      case channel when 'EMAIL' then 'NOW' when 'DIGEST' then 'DIGEST' else 'NONE' end
    from chosen where channel <> 'OFF'
    order by user_id
    on conflict (user_id, dedupe_key) do nothing
    returning notification_id, user_id, mail`.execute(trx);
  await mailNotifications(
    trx,
    written.rows
      .filter((r) => r.mail === 'NOW')
      .map((r) => ({
        notificationId: r.notification_id,
        userId: r.user_id,
        kind: n.kind,
        dedupeKey: n.dedupeKey,
        message: n.message,
        link: n.link,
      })),
  );
  return written.rows.map((r) => ({ notificationId: r.notification_id, userId: r.user_id, mail: r.mail }));
}

/** The supplier users of a vendor hear of something of theirs (dock decisions, differences, orders, quality). */
export const notifyVendor = (
  trx: Transaction<DB>,
  kind: NotificationKind,
  vendor: string,
  message: NotificationMessage,
  link: string,
  dedupeKey: string,
): Promise<Notified[]> => notifyVendors(trx, kind, [{ vendor, message, link, dedupeKey }]);

/**
 * Many events of one kind, each for the supplier users of its vendor, in ONE statement (an ERP batch
 * changes thousands of orders): the same rules as notify().
 */
export async function notifyVendors(
  trx: Transaction<DB>,
  kind: NotificationKind,
  events: readonly { vendor: string; message: NotificationMessage; link: string; dedupeKey: string }[],
): Promise<Notified[]> {
  if (events.length === 0) return [];
  const rows = events.map((e) => ({
    vendor: e.vendor,
    text: storedText(e.message).slice(0, TEXT_MAX),
    link: e.link.slice(0, LINK_MAX),
    message_key: e.message.key,
    message_values: e.message.values,
    dedupe_key: e.dedupeKey.slice(0, KEY_MAX),
  }));
  const written = await sql<{ notification_id: number; user_id: number; mail: Notified['mail']; dedupe_key: string }>`
    with event as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as e(vendor text, text text, link text, message_key text, message_values jsonb, dedupe_key text)),
    chosen as (
      select u.user_id, e.*, coalesce(p.channel, ${notificationKinds[kind].channel}) as channel
      from event e join user_vendor uv on uv.vendor_id = e.vendor join app_user u on u.user_id = uv.user_id
      left join notification_preference p on p.user_id = u.user_id and p.kind = ${kind}
      where u.active and not u.service_account)
    insert into portal_notification (user_id, kind, dedupe_key, text, link, message_key, message_values, mail)
    select user_id, ${kind}, dedupe_key, text, link, message_key, message_values,
      case channel when 'EMAIL' then 'NOW' when 'DIGEST' then 'DIGEST' else 'NONE' end
    from chosen where channel <> 'OFF'
    order by user_id, dedupe_key
    on conflict (user_id, dedupe_key) do nothing
    returning notification_id, user_id, mail, dedupe_key`.execute(trx);
  const byKey = new Map(events.map((e) => [e.dedupeKey.slice(0, KEY_MAX), e]));
  await mailNotifications(
    trx,
    written.rows.flatMap((r) => {
      const e = byKey.get(r.dedupe_key);
      return r.mail === 'NOW' && e
        ? [{ notificationId: r.notification_id, userId: r.user_id, kind, dedupeKey: r.dedupe_key, message: e.message, link: e.link }]
        : [];
    }),
  );
  return written.rows.map((r) => ({ notificationId: r.notification_id, userId: r.user_id, mail: r.mail }));
}

/** Where a notification about a shipping notice leads: the notice (its slot and differences are on it). */
export const asnLink = (asnNumber: string) => href('asnView', { asnNumber });
/** Where a supplier's notification about a dock booking leads: its notice (the slot and its status are on it), else its order. */
export const supplierSlotLink = (b: { asn_number: string | null; po_number: string | null }) =>
  b.asn_number ? asnLink(b.asn_number) : href('purchaseOrder', { purchaseOrderNo: b.po_number ?? '' });
/** Where the warehouse's notification about a dock booking leads: the dock schedule of the booking's plant and day. */
export const dockDayLink = (plant: string, date: string) => withQuery(href('dockSchedule'), { plant, date });
