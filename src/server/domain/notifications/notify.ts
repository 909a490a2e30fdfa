import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type NotificationMessage, storedText } from './message';

/** The longest text and link a notification keeps (portal_notification, migration 0087). */
const TEXT_MAX = 300;
const LINK_MAX = 200;

/**
 * The top bar's bell for a supplier: a catalogue message with its values, read in each reader's
 * language (notifications/message.ts; `text` keeps it in English for whatever reads the row itself): one notification per active user of the vendor (its supplier
 * accounts), written in the caller's transaction, so the notice exists exactly when the decision or
 * the difference it tells of does. The service desk notifies the people of a ticket the same way
 * (service-desk/notifications.ts); the bell lists both.
 */
export async function notifyVendor(trx: Transaction<DB>, vendor: string, message: NotificationMessage, link: string): Promise<void> {
  await sql`insert into portal_notification (user_id, text, link, message_key, message_values)
    select distinct u.user_id, ${storedText(message).slice(0, TEXT_MAX)}, ${link.slice(0, LINK_MAX)}, ${message.key},
      cast(${JSON.stringify(message.values)} as jsonb) from app_user u
    join user_vendor uv on uv.user_id = u.user_id
    where u.active and uv.vendor_id = ${vendor}`.execute(trx);
}

/** Where a notification about a shipping notice leads: the notice (its slot and differences are on it). */
export const asnLink = (asnNumber: string) => `/supplier/asn/view/${asnNumber}`;
/** Where a notification about a booking without a notice leads: the dock schedule. */
export const DOCK_SCHEDULE_LINK = '/supplier/warehouse/schd/new';
