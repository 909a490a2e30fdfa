import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { type AuditActor, auditBy } from '../auth/audit';
import { DomainError } from '../errors';

export interface MailStatus {
  queued: number;
  sent: number;
  dead: number;
  /** The newest dead letters (at most `limit`), with what went wrong last. */
  deadLetters: {
    mailId: number;
    recipient: string;
    subject: string;
    reason: string;
    attempts: number;
    lastError: string | null;
    createdAt: Date;
    failedAt: Date;
  }[];
}

/** The outbox as the administrator's e-mail screen shows it: counts per state and the dead letters. */
export async function getMailStatus(db: Kysely<DB>, limit = 100): Promise<MailStatus> {
  const counts = await db
    .selectFrom('mail_outbox')
    .select(['state', sql<string>`count(*)`.as('n')])
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(counts.find((c) => c.state === state)?.n ?? 0);
  const dead = await db
    .selectFrom('mail_outbox')
    .select(['mail_id', 'recipient', 'subject', 'reason', 'attempts', 'last_error', 'created_at', 'next_attempt_at'])
    .where('state', '=', 'dead')
    .orderBy('mail_id', 'desc')
    .limit(limit)
    .execute();
  return {
    queued: count('queued'),
    sent: count('sent'),
    dead: count('dead'),
    deadLetters: dead.map((r) => ({
      mailId: Number(r.mail_id),
      recipient: r.recipient,
      subject: r.subject,
      reason: r.reason,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: r.created_at,
      // the failing attempt wrote next_attempt_at = its time + the wait; the row keeps no other time of it
      failedAt: r.next_attempt_at,
    })),
  };
}

/** Queues a dead letter again: sent at the worker's next round, with a fresh count of attempts. */
export async function resendMail(db: Kysely<DB>, actor: AuditActor, mailId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('mail_outbox')
      .set({ state: 'queued', attempts: 0, next_attempt_at: sql<Date>`now()`, lease_owner: null, lease_until: null })
      .where('mail_id', '=', mailId)
      .where('state', '=', 'dead')
      .returning(['recipient'])
      .executeTakeFirst();
    if (!row) throw new DomainError('MAIL_NOT_FOUND', { mailId: String(mailId) });
    await auditBy(trx, actor, {
      action: 'mail.resend',
      objectType: 'mail',
      objectId: String(mailId),
      details: { recipient: row.recipient },
    });
  });
}
