import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The database side of the mail worker: claim due mails (a lease per row, `for update skip locked`,
 * so instances on one database never send one mail at once and never wait on each other), record
 * the outcome. Writes after the claim are guarded by the lease owner: an instance whose lease ran
 * out writes nothing.
 */
export interface ClaimedMail {
  mailId: string;
  recipient: string;
  language: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Attempts including this one. */
  attempts: number;
}

export interface MailRetryPolicy {
  /** Waits between attempts in seconds (the last repeats). */
  retrySeconds: readonly number[];
  maxAttempts: number;
}

/** Takes up to `limit` due mails no other instance holds; each claim counts as an attempt. */
export async function claimDueMails(db: Kysely<DB>, owner: string, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
  const { rows } = await sql<{
    mail_id: string;
    recipient: string;
    language: string;
    subject: string;
    text_body: string;
    html_body: string;
    attempts: number;
  }>`
    update mail_outbox m set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
      attempts = m.attempts + 1
    from (
      select mail_id from mail_outbox
      where state = 'queued' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
      order by next_attempt_at, mail_id
      limit ${limit}
      for update skip locked
    ) due
    where m.mail_id = due.mail_id
    returning m.mail_id::text, m.recipient, m.language, m.subject, m.text_body, m.html_body, m.attempts`.execute(db);
  return rows
    .map((r) => ({
      mailId: r.mail_id,
      recipient: r.recipient,
      language: r.language,
      subject: r.subject,
      textBody: r.text_body,
      htmlBody: r.html_body,
      attempts: r.attempts,
    }))
    .sort((a, b) => Number(a.mailId) - Number(b.mailId));
}

export async function recordSent(db: Kysely<DB>, owner: string, mailId: string): Promise<void> {
  await sql`update mail_outbox set state = 'sent', sent_at = now(), last_error = null, lease_owner = null, lease_until = null
    where mail_id = ${mailId}::bigint and lease_owner = ${owner}`.execute(db);
}

/** A failed attempt: the next one after the policy's wait, or a dead letter after the last. Returns whether it is dead. */
export async function recordFailed(
  db: Kysely<DB>,
  owner: string,
  mail: Pick<ClaimedMail, 'mailId' | 'attempts'>,
  error: string,
  policy: MailRetryPolicy,
): Promise<boolean> {
  const dead = mail.attempts >= policy.maxAttempts;
  // a dead letter keeps the time it failed in next_attempt_at (mail-status.ts shows it)
  const wait = dead ? 0 : (policy.retrySeconds[Math.min(mail.attempts - 1, policy.retrySeconds.length - 1)] ?? 60);
  await sql`update mail_outbox set
      state = ${dead ? 'dead' : 'queued'},
      next_attempt_at = now() + make_interval(secs => ${wait}),
      last_error = ${error.slice(0, 500)}, lease_owner = null, lease_until = null
    where mail_id = ${mail.mailId}::bigint and lease_owner = ${owner}`.execute(db);
  return dead;
}
