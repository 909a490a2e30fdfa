import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { AddressPolicy } from '../../adapters/address-policy';
import { sendMail } from '../../adapters/smtp-sender';
import type { SmtpServer } from '../../config';
import type { DB } from '../../db/schema';
import { repeatRounds } from '../rounds';
import { claimDueMails, type MailRetryPolicy, recordFailed, recordSent } from './outbox';

export interface MailSenderOptions extends MailRetryPolicy {
  smtp: SmtpServer;
  from: string;
  /** Connection, greeting and socket timeout of one SMTP conversation. */
  timeoutMs: number;
  /** Where the SMTP server may be (mailPolicy): checked again at every connection. */
  policy: AddressPolicy;
  /** Pause between rounds (default 1 s). */
  intervalMs?: number;
  /** Mails claimed per round (default 20). */
  batch?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface MailSender {
  /** One round: claims the due mails and sends them one after another; returns how many were accepted by the server. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the rounds; resolves when the mail in flight is sent (or failed) and recorded. */
  stop(): Promise<void>;
}

/** Where the SMTP server may be: public addresses, the configured private ranges, loopback only when allowed (tests). */
export function mailPolicy(config: { allowLoopback: boolean; networks: readonly string[] }): AddressPolicy {
  return { allowLoopback: config.allowLoopback, allowPublic: true, networks: config.networks };
}

/**
 * The mail worker: every intervalMs it claims due mails from the outbox (outbox.ts) and hands each to
 * the SMTP server. Accepted: `sent`. Anything else (refused, timed out, unreachable, an address the
 * policy refuses): tried again after the policy's wait, and after maxAttempts the mail is `dead` (the
 * administrator's e-mail screen shows it and can queue it again). A mail is sent at least once; it is
 * sent twice only when the process dies between the server's acceptance and the write recording it.
 */
export function createMailSender(db: Kysely<DB>, options: MailSenderOptions): MailSender {
  const owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const batch = options.batch ?? 20;
  // a claim holds while the batch is sent one by one: every conversation may take three timeouts
  const leaseMs = Math.max(60_000, batch * options.timeoutMs * 3);

  async function runOnce(): Promise<number> {
    let sent = 0;
    const mails = await claimDueMails(db, owner, leaseMs, batch);
    for (const mail of mails) {
      if (stopped()) {
        // not attempted: back to the queue at once (the claim counted an attempt: take it back)
        await db
          .updateTable('mail_outbox')
          .set((eb) => ({ attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null }))
          .where('mail_id', '=', Number(mail.mailId))
          .where('lease_owner', '=', owner)
          .execute();
        continue;
      }
      const error = await sendMail(
        options.smtp,
        {
          from: options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          language: mail.language,
          id: mail.mailId,
        },
        options.timeoutMs,
        options.policy,
      );
      if (error === null) {
        await recordSent(db, owner, mail.mailId);
        sent++;
      } else {
        const dead = await recordFailed(db, owner, mail, error, options);
        options.log?.(`mail ${mail.mailId} to ${mail.recipient} not sent${dead ? ' (dead letter)' : ''}: ${error}`);
      }
    }
    return sent;
  }

  const rounds = repeatRounds('mail', options, runOnce);
  // the round above asks it whether to give back what it has not started
  const stopped = rounds.isStopped;
  return rounds;
}
