import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { mailSettings } from './mail-settings';
import type { MailText } from './render-mail';
import { renderMail } from './render-mail';

/** A mail to queue: to whom, what it says, the page it links to, why it is sent, and its dedupe key. */
export interface MailToQueue {
  /**
   * Unique per mail that should exist once, e.g. `password-reset:<token id>` or
   * `notification:<kind>:<event id>:<user id>`: a second queueMail with the same key queues nothing.
   */
  dedupeKey: string;
  to: { address: string; userId?: number | null; language?: string | null };
  subject: MailText;
  paragraphs: readonly MailText[];
  /** The button's text and the page: a path of this portal (`/supplier/...`, made absolute) or an absolute URL. */
  action: { label: MailText; path: string };
  reason: MailText;
  /** The portal's origin for the link (default: the configured one, mail-settings.ts). */
  origin?: string;
}

/**
 * Queues one mail in the caller's transaction: rendered now in the recipient's language (the user's
 * profile language, else English), sent by the mail worker (sender.ts) once the transaction has
 * committed, never if it rolls back. Returns false when the dedupe key was queued before (nothing
 * written). With e-mail off (no SMTP_URL) the row still waits in the outbox; the worker does not run.
 */
export async function queueMail(trx: Kysely<DB>, mail: MailToQueue): Promise<boolean> {
  const { origin, brand } = mailSettings();
  const url = /^https?:\/\//.test(mail.action.path) ? mail.action.path : new URL(mail.action.path, mail.origin ?? origin).toString();
  const rendered = renderMail(
    mail.to.language,
    { subject: mail.subject, paragraphs: mail.paragraphs, action: { label: mail.action.label, url }, reason: mail.reason },
    brand,
  );
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      dedupe_key: mail.dedupeKey.slice(0, 200),
      recipient: mail.to.address,
      user_id: mail.to.userId ?? null,
      language: rendered.language,
      subject: rendered.subject.slice(0, 300),
      text_body: rendered.text,
      html_body: rendered.html,
      reason: rendered.reason,
      link: url.slice(0, 2000),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('mail_id')
    .executeTakeFirst();
  return row !== undefined;
}
