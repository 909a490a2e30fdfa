import { type Kysely, sql, type Transaction } from 'kysely';
import { type MessageId, t } from '../../../shared/i18n';
import { resolveLanguage } from '../../../shared/i18n/languages';
import type { NotificationKind } from '../../../shared/notifications';
import { href } from '../../../shared/pages';
import type { DB } from '../../db/schema';
import { catalogueLanguages } from '../../i18n/catalogues';
import { inLanguage } from '../../i18n/request-language';
import { mailSettings } from '../mail/mail-settings';
import { queueMail } from '../mail/queue-mail';
import { messageText, type NotificationMessage, notificationText } from './message';

/** A notification just written whose recipient chose e-mail for its kind. */
export interface NotificationToMail {
  notificationId: number;
  userId: number;
  kind: NotificationKind;
  dedupeKey: string;
  message: NotificationMessage;
  link: string;
}

type Recipient = { user_id: number; email: string | null; language: string | null; first_name: string };

async function recipients(db: Kysely<DB>, userIds: number[]): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'language', 'first_name'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** Work in a reader's language (the profile's, else English), as queueMail renders the mail itself. */
function inReaderLanguage<T>(language: string | null, work: () => T): T {
  const reader = resolveLanguage(language, undefined, catalogueLanguages());
  return inLanguage(reader.language, reader.locale, work);
}

const absolute = (path: string) => new URL(path, mailSettings().origin).toString();

/**
 * One mail per notification whose recipient chose e-mail, queued in the notification's transaction
 * (the outbox sends it after the commit; a failed SMTP server loses nothing): the notification in the
 * recipient's language, the link to the thing itself, and why it was sent (the kind chosen in the
 * profile). Its dedupe key is the notification's: one event, one mail per user, whatever is retried.
 * A recipient without an e-mail address keeps the bell entry only.
 */
export async function mailNotifications(trx: Transaction<DB>, rows: readonly NotificationToMail[]): Promise<void> {
  if (rows.length === 0) return;
  const people = await recipients(
    trx,
    rows.map((r) => r.userId),
  );
  const mailed: number[] = [];
  for (const row of rows) {
    const to = people.get(row.userId);
    if (!to?.email) continue;
    const { kind, text } = inReaderLanguage(to.language, () => ({
      kind: t(`notifyKind.${row.kind}` as MessageId),
      text: messageText(row.message),
    }));
    await queueMail(trx, {
      dedupeKey: `notification:${row.userId}:${row.dedupeKey}`,
      to: { address: to.email, userId: to.user_id, language: to.language },
      subject: { key: 'notifyMail.subject', values: { kind } },
      paragraphs: [
        { key: 'mail.greeting', values: { name: to.first_name } },
        { key: 'notifyMail.body', values: { text } },
      ],
      action: { label: { key: 'notifyMail.open' }, path: row.link },
      reason: { key: 'notifyMail.why', values: { kind, profile: absolute(href('profileNotifications')) } },
    });
    mailed.push(row.notificationId);
  }
  if (mailed.length > 0)
    await trx.updateTable('portal_notification').set({ mailed_at: new Date() }).where('notification_id', 'in', mailed).execute();
}

/** How far back a digest looks: the past day. */
const DIGEST_WINDOW = '1 day';
/** The most entries one digest lists (the rest are in the bell). */
const DIGEST_MAX = 100;

/**
 * The daily digest: for each user, the notifications of the past day kept for the digest and not
 * mailed yet, in one mail in the user's language (each entry with its link), queued in one
 * transaction with marking them mailed. Rows are claimed with SKIP LOCKED, and the mail's dedupe key
 * is the user's newest entry, so two instances running the job at once send one digest. Answers the
 * digests queued. Entries older than a day are not mailed any more (they stay in the bell).
 */
export async function sendDigests(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`update portal_notification set mailed_at = now()
      where mail = 'DIGEST' and mailed_at is null and created_at <= now() - ${DIGEST_WINDOW}::interval`.execute(trx);
    const due = await sql<{
      notification_id: number;
      user_id: number;
      text: string;
      link: string;
      message_key: string | null;
      message_values: unknown;
    }>`select n.notification_id, n.user_id, n.text, n.link, n.message_key, n.message_values
      from portal_notification n join app_user u on u.user_id = n.user_id
      where n.mail = 'DIGEST' and n.mailed_at is null and u.active and u.email is not null and u.email <> ''
      order by n.user_id, n.notification_id
      for update of n skip locked`.execute(trx);
    const byUser = new Map<number, typeof due.rows>();
    for (const row of due.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    const people = await recipients(trx, [...byUser.keys()]);
    let digests = 0;
    for (const [userId, rows] of byUser) {
      const to = people.get(userId);
      if (!to?.email) continue;
      const listed = rows.slice(-DIGEST_MAX);
      const lines = inReaderLanguage(to.language, () =>
        listed.map((r) => ({ key: 'notifyMail.digestItem' as const, values: { text: notificationText(r), url: absolute(r.link) } })),
      );
      await queueMail(trx, {
        dedupeKey: `digest:${userId}:${rows.at(-1)?.notification_id}`,
        to: { address: to.email, userId, language: to.language },
        subject: { key: 'notifyMail.digestSubject', values: { count: rows.length } },
        paragraphs: [{ key: 'mail.greeting', values: { name: to.first_name } }, { key: 'notifyMail.digestIntro' }, ...lines],
        action: { label: { key: 'notifyMail.open' }, path: '/supplier' },
        reason: { key: 'notifyMail.digestWhy', values: { profile: absolute(href('profileNotifications')) } },
      });
      await trx
        .updateTable('portal_notification')
        .set({ mailed_at: new Date() })
        .where(
          'notification_id',
          'in',
          rows.map((r) => r.notification_id),
        )
        .execute();
      digests++;
    }
    return digests;
  });
}

export interface DigestJob {
  stop(): void;
}

/** Runs sendDigests every intervalMs (NOTIFICATION_DIGEST_SECONDS: a day; seconds in tests). */
export function startDigestJob(
  db: Kysely<DB>,
  options: { intervalMs: number; log?: (message: string, error: unknown) => void },
): DigestJob {
  const timer = setInterval(() => {
    sendDigests(db).catch((error) => options.log?.('notification digest failed', error));
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
