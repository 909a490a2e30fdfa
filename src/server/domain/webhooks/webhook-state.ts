import { type Kysely, sql } from 'kysely';
import type { WebhookState } from '../../../shared/contracts/webhooks/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { DomainError } from '../errors';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** The dead letters shown: the newest ones (a receiver down for days fills the list; retry or discard them in turns). */
const DEAD_LETTERS_SHOWN = 500;

/** A token's webhook URL, where its deliveries stand and its dead letters (newest first). */
export async function getWebhookState(db: Kysely<DB>, tokenId: number): Promise<WebhookState> {
  const row = await db
    .selectFrom('api_token as t')
    .leftJoin('webhook_delivery as d', 'd.token_id', 't.token_id')
    .where('t.token_id', '=', tokenId)
    .select([
      't.webhook_url',
      'd.last_delivered_at',
      'd.last_event_id',
      'd.failing_since',
      'd.next_attempt_at',
      'd.attempts',
      'd.last_error',
      'd.attempt_event_id',
    ])
    .executeTakeFirst();
  if (!row) throw new DomainError('API_TOKEN_NOT_FOUND', { tokenId });
  const dead = await db
    .selectFrom('webhook_dead_letter as l')
    .innerJoin('integration_event as e', 'e.event_id', 'l.event_id')
    .where('l.token_id', '=', tokenId)
    .select([
      sql<string>`l.dead_letter_id::text`.as('id'),
      sql<string>`l.event_id::text`.as('event_id'),
      sql<string | null>`e.payload->>'matDoc'`.as('mat_doc'),
      'l.attempts',
      'l.last_error',
      'l.failed_at',
      'l.queued',
    ])
    .orderBy('l.dead_letter_id', 'desc')
    .limit(DEAD_LETTERS_SHOWN)
    .execute();
  const failing = row.failing_since !== null && row.failing_since !== undefined;
  return {
    tokenId,
    url: row.webhook_url,
    lastDeliveredAt: iso(row.last_delivered_at ?? null),
    lastEventId: row.last_event_id === null ? null : String(row.last_event_id),
    failingSince: iso(row.failing_since ?? null),
    // while deliveries succeed the next one goes out as soon as an event is committed
    nextAttemptAt: failing && row.attempt_event_id !== null ? iso(row.next_attempt_at ?? null) : null,
    attempts: row.attempts ?? 0,
    lastError: row.last_error ?? null,
    deadLetters: dead.map((l) => ({
      deadLetterId: l.id,
      eventId: l.event_id,
      matDoc: l.mat_doc,
      attempts: l.attempts,
      lastError: l.last_error,
      failedAt: new Date(l.failed_at).toISOString(),
      queued: l.queued,
    })),
  };
}

/**
 * Retry (queue the dead letter again: it is delivered before the feed continues, with fresh attempts)
 * or discard it for good.
 */
export async function settleDeadLetter(
  db: Kysely<DB>,
  actorUserId: number | null,
  ref: { tokenId: number; deadLetterId: number },
  action: 'retry' | 'discard',
  ip: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const where = sql<boolean>`token_id = ${ref.tokenId} and dead_letter_id = ${String(ref.deadLetterId)}::bigint`;
    const found = await trx.selectFrom('webhook_dead_letter').select('event_id').where(where).forUpdate().executeTakeFirst();
    if (!found) throw new DomainError('DEAD_LETTER_NOT_FOUND', ref);
    if (action === 'retry') {
      await trx.updateTable('webhook_dead_letter').set({ queued: true }).where(where).execute();
      // nothing in hand: go at once rather than at the end of a backoff
      await trx
        .updateTable('webhook_delivery')
        .set({ next_attempt_at: sql`now()` })
        .where('token_id', '=', ref.tokenId)
        .where('attempt_event_id', 'is', null)
        .execute();
    } else {
      await trx.deleteFrom('webhook_dead_letter').where(where).execute();
    }
    await writeAudit(trx, {
      userId: actorUserId,
      action: action === 'retry' ? 'WEBHOOK_DEAD_LETTER_RETRIED' : 'WEBHOOK_DEAD_LETTER_DISCARDED',
      objectType: 'api_token',
      objectId: String(ref.tokenId),
      ip,
      details: { deadLetterId: String(ref.deadLetterId), eventId: found.event_id },
    });
  });
}
