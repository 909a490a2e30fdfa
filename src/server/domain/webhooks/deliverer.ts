import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { AddressPolicy } from '../../adapters/address-policy';
import { sendWebhook, type WebhookMessage } from '../../adapters/webhook-sender';
import type { DB } from '../../db/schema';
import { repeatRounds } from '../rounds';
import { type Claim, claimDue, nextDelivery, type RetryPolicy, recordDelivered, recordFailed, release } from './deliveries';
import { openSecret, signBody } from './webhook-secret';

export interface DelivererOptions extends RetryPolicy {
  /** SESSION_SECRET: opens the stored webhook secrets. */
  sessionSecret: string;
  /** Request timeout of one POST. */
  timeoutMs: number;
  /** Where a webhook may connect (check-webhook-url.ts webhookPolicy): checked again at every POST. */
  policy: AddressPolicy;
  /** Pause between rounds (default 1 s). */
  intervalMs?: number;
  /** How long a claim of a token holds without a write (default: 6 request timeouts, at least 60 s). */
  leaseMs?: number;
  /** Deliveries per token and round before the next token has its turn (default 100). */
  perTokenRound?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface WebhookDeliverer {
  /** One round: every due token, one event at a time each; returns the POSTs made. */
  runOnce(): Promise<number>;
  /** Rounds every intervalMs until stop(). */
  start(): void;
  /** Stops the rounds; resolves when the POST in flight (if any) is answered or timed out and recorded. */
  stop(): Promise<void>;
}

/**
 * Delivers each token's events to its webhook URL: in feed order, one at a time per token, signed
 * (`X-Portal-Signature: sha256=<hex HMAC-SHA256 of the raw body>`), 2xx = delivered, anything else
 * (an error status, a redirect: never followed, a timeout, a refused connection) = retry after the
 * policy's wait, and after maxAttempts the event becomes a dead letter. State and claims live in the
 * database (deliveries.ts), so a restart resumes behind the last delivered event and instances on
 * one database never deliver for the same token at once. A body goes out only as the events contract
 * has it (webhook-body.ts); an event the contract refuses is a dead letter at once, never sent. The
 * POST itself is the adapter's (adapters/webhook-sender.ts).
 */
export function createWebhookDeliverer(db: Kysely<DB>, options: DelivererOptions): WebhookDeliverer {
  const owner = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const leaseMs = options.leaseMs ?? Math.max(60_000, options.timeoutMs * 6);
  const perTokenRound = options.perTokenRound ?? 100;

  async function drain(first: Claim): Promise<number> {
    let claim: Claim | undefined = first;
    const secret = openSecret(first.sealedSecret, options.sessionSecret);
    let posts = 0;
    while (claim && posts < perTokenRound && !stopped()) {
      const delivery = await nextDelivery(db, owner, claim);
      if (!delivery) break;
      if ('refused' in delivery.body) {
        // a body the events contract refuses is never sent: no retry mends it, it goes to the dead letters
        options.log?.(`webhook of API token ${claim.tokenId} not sent: ${delivery.body.refused}`);
        claim = (await recordFailed(db, owner, claim, delivery, delivery.body.refused, options, true)).next;
        continue;
      }
      posts++;
      const error = secret
        ? await sendWebhook(claim.url, signed(delivery.eventId, delivery.body.text, secret), options.timeoutMs, options.policy)
        : 'webhook secret unreadable (was SESSION_SECRET changed?)';
      if (error === null) {
        claim = await recordDelivered(db, owner, claim, delivery);
      } else {
        const outcome = await recordFailed(db, owner, claim, delivery, error, options);
        if (!outcome.dead) break; // wait for the next attempt
        claim = outcome.next;
      }
    }
    return posts;
  }

  async function runOnce(): Promise<number> {
    const done: number[] = [];
    let posts = 0;
    while (!stopped()) {
      const claim = await claimDue(db, owner, leaseMs, done);
      if (!claim) break;
      done.push(claim.tokenId);
      try {
        posts += await drain(claim);
      } finally {
        await release(db, owner, claim.tokenId);
      }
    }
    return posts;
  }

  const rounds = repeatRounds('webhook delivery', options, runOnce);
  // the round above asks it whether to give back what it has not started
  const stopped = rounds.isStopped;
  return rounds;
}

/**
 * A webhook POST's body with its headers: the event id (receivers deduplicate by it), the time of
 * sending and the signature (`sha256=<hex HMAC-SHA256 of the raw body>` under the token's secret).
 */
function signed(eventId: string, body: string, secret: string): WebhookMessage {
  return {
    body,
    headers: {
      'x-portal-event-id': eventId,
      'x-portal-timestamp': String(Math.floor(Date.now() / 1000)),
      'x-portal-signature': signBody(body, secret),
    },
  };
}
