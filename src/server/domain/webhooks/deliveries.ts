import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { href } from '../../../shared/pages';
import type { DB } from '../../db/schema';
import { finishedEvents } from '../events/read-events';
import { notificationMessage } from '../notifications/message';
import { notify } from '../notifications/notify';
import { type WebhookBody, webhookBody } from './webhook-body';

/**
 * The database side of webhook deliveries: claim a token that is due (a lease, so one instance at a
 * time delivers for it), find its next event, record the outcome. Every write after the claim is
 * guarded by the lease owner: an instance that lost its lease (cleared webhook, lease run out) writes
 * nothing and stops.
 */
export interface Claim {
  tokenId: number;
  url: string;
  sealedSecret: string;
  cursorXact: string;
  cursorEvent: string;
  /** The event the failed attempts belong to (null: none in hand). */
  attemptEventId: string | null;
  attempts: number;
  /** How long a claim holds without a write (renewed by each). */
  leaseMs: number;
}

export interface Delivery {
  eventId: string;
  xactId: string;
  /** Set when a queued dead letter is delivered again (the feed cursor stays). */
  deadLetterId: string | null;
  /** The JSON POSTed (the event as the feed shows it, without the cursor), or why it may not be sent. */
  body: WebhookBody;
}

type ClaimRow = {
  token_id: number;
  cursor_xact: string;
  cursor_event: string;
  attempt_event_id: string | null;
  attempts: number;
};
const CLAIM_COLUMNS = sql`d.token_id, d.cursor_xact::text, d.cursor_event::text, d.attempt_event_id::text, d.attempts`;
const lease = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Takes a due token no other instance holds (skipping the ones in `skip`), or undefined. */
export async function claimDue(db: Kysely<DB>, owner: string, leaseMs: number, skip: number[]): Promise<Claim | undefined> {
  const { rows } = await sql<ClaimRow & { webhook_url: string; webhook_secret: string }>`
    update webhook_delivery d set lease_owner = ${owner}, lease_until = ${lease(leaseMs)}
    from (
      select d2.token_id from webhook_delivery d2 join api_token t on t.token_id = d2.token_id
      where t.revoked_at is null and t.webhook_url is not null and t.scopes @> '["EVENTS"]'::jsonb
        and d2.next_attempt_at <= now() and (d2.lease_until is null or d2.lease_until < now())
        and not ${JSON.stringify(skip)}::jsonb @> to_jsonb(d2.token_id)
      order by d2.next_attempt_at, d2.token_id
      limit 1
      for update of d2 skip locked
    ) due, api_token t
    where d.token_id = due.token_id and t.token_id = due.token_id
    returning ${CLAIM_COLUMNS}, t.webhook_url, t.webhook_secret`.execute(db);
  const row = rows[0];
  return row ? { ...toClaim(row), url: row.webhook_url, sealedSecret: row.webhook_secret, leaseMs } : undefined;
}

function toClaim(row: ClaimRow): Omit<Claim, 'url' | 'sealedSecret' | 'leaseMs'> {
  return {
    tokenId: row.token_id,
    cursorXact: row.cursor_xact,
    cursorEvent: row.cursor_event,
    attemptEventId: row.attempt_event_id,
    attempts: row.attempts,
  };
}

export async function release(db: Kysely<DB>, owner: string, tokenId: number): Promise<void> {
  await sql`update webhook_delivery set lease_owner = null, lease_until = null
    where token_id = ${tokenId} and lease_owner = ${owner}`.execute(db);
}

type EventRow = {
  event_id: string;
  xact_id: string;
  event_type: string;
  created_at: Date;
  payload: unknown;
  dead_letter_id: string | null;
};
const body = (r: EventRow) =>
  webhookBody({ eventId: r.event_id, type: r.event_type, createdAt: new Date(r.created_at).toISOString(), payload: r.payload });
const toDelivery = (r: EventRow): Delivery => ({ eventId: r.event_id, xactId: r.xact_id, deadLetterId: r.dead_letter_id, body: body(r) });

/** Events a batch looks through for the first one of the token's plants. */
const SCAN = 200;

/**
 * The token's next delivery: a queued dead letter (unless a feed event is in hand), else the first
 * event behind its cursor that the token may see (scope EVENTS, an item from or to one of its plants,
 * or every plant), in the feed's order. Events of other plants are passed over (the cursor moves
 * behind them).
 */
export async function nextDelivery(db: Kysely<DB>, owner: string, claim: Claim): Promise<Delivery | undefined> {
  const { rows: queued } = await sql<EventRow>`
    select e.event_id::text, e.xact_id::text, e.event_type, e.created_at, e.payload, l.dead_letter_id::text
    from webhook_dead_letter l join integration_event e on e.event_id = l.event_id
    where l.token_id = ${claim.tokenId} and l.queued
    order by l.event_id = ${claim.attemptEventId}::bigint desc nulls last, l.dead_letter_id
    limit 1`.execute(db);
  const letter = queued[0];
  if (letter && (claim.attemptEventId === null || letter.event_id === claim.attemptEventId)) return toDelivery(letter);
  for (;;) {
    const { rows } = await sql<EventRow & { visible: boolean }>`
      select e.event_id::text, e.xact_id::text, e.event_type, e.created_at, null as dead_letter_id,
        case when v.visible then e.payload end as payload, v.visible
      from integration_event e
      join api_token t on t.token_id = ${claim.tokenId}
      cross join lateral (select jsonb_array_length(t.plants) = 0 or exists (
        select 1 from jsonb_array_elements(e.payload->'items') i
        where t.plants @> jsonb_build_array(i->'from'->'plant') or t.plants @> jsonb_build_array(i->'to'->'plant')) as visible) v
      where (e.xact_id, e.event_id) > (${claim.cursorXact}::xid8, ${claim.cursorEvent}::bigint) and ${finishedEvents('e')}
      order by e.xact_id, e.event_id
      limit ${SCAN}`.execute(db);
    const first = rows.find((r) => r.visible);
    if (first) return toDelivery(first);
    const last = rows.at(-1);
    if (!last) return undefined;
    const moved = await update(db, owner, claim, sql`cursor_xact = ${last.xact_id}::xid8, cursor_event = ${last.event_id}::bigint`);
    if (!moved) return undefined;
    Object.assign(claim, moved);
  }
}

/** Updates the claimed delivery row (renewing the lease): the claim as it now stands, undefined when the lease is lost. */
async function update(db: Kysely<DB>, owner: string, claim: Claim, set: RawBuilder<unknown>): Promise<Claim | undefined> {
  const { rows } = await sql<ClaimRow>`update webhook_delivery d set ${set}, lease_until = ${lease(claim.leaseMs)}
    where d.token_id = ${claim.tokenId} and d.lease_owner = ${owner}
    returning ${CLAIM_COLUMNS}`.execute(db);
  return rows[0] ? { ...claim, ...toClaim(rows[0]) } : undefined;
}

const advance = (d: Delivery) =>
  d.deadLetterId === null ? sql`cursor_xact = ${d.xactId}::xid8, cursor_event = ${d.eventId}::bigint,` : sql``;

/** A 2xx: the cursor moves behind the event (or the dead letter goes); failures are forgotten. */
export async function recordDelivered(db: Kysely<DB>, owner: string, claim: Claim, d: Delivery): Promise<Claim | undefined> {
  return db.transaction().execute(async (trx) => {
    const next = await update(
      trx,
      owner,
      claim,
      sql`${advance(d)} attempts = 0, attempt_event_id = null, last_error = null, failing_since = null,
        last_delivered_at = now(), last_event_id = ${d.eventId}::bigint, next_attempt_at = now()`,
    );
    if (next && d.deadLetterId !== null)
      await sql`delete from webhook_dead_letter where dead_letter_id = ${d.deadLetterId}::bigint`.execute(trx);
    return next;
  });
}

export interface RetryPolicy {
  retrySeconds: number[];
  maxAttempts: number;
}

/**
 * A failed attempt: try again after the next wait of the policy, or, after the last attempt (or a
 * `final` failure that no retry can mend), put the event on the dead-letter list and go on with the
 * next one.
 */
export async function recordFailed(
  db: Kysely<DB>,
  owner: string,
  claim: Claim,
  d: Delivery,
  error: string,
  policy: RetryPolicy,
  final = false,
): Promise<{ next: Claim | undefined; dead: boolean }> {
  const attempts = (claim.attemptEventId === d.eventId ? claim.attempts : 0) + 1;
  const failing = sql`last_error = ${error}, failing_since = coalesce(failing_since, now())`;
  if (!final && attempts < policy.maxAttempts) {
    const wait = policy.retrySeconds[attempts - 1] ?? policy.retrySeconds.at(-1) ?? 60;
    const next = await update(
      db,
      owner,
      claim,
      sql`attempts = ${attempts}, attempt_event_id = ${d.eventId}::bigint, ${failing},
        next_attempt_at = now() + make_interval(secs => ${wait})`,
    );
    return { next, dead: false };
  }
  return db.transaction().execute(async (trx) => {
    const next = await update(
      trx,
      owner,
      claim,
      sql`${advance(d)} attempts = 0, attempt_event_id = null, ${failing}, next_attempt_at = now()`,
    );
    if (next) {
      await sql`insert into webhook_dead_letter (token_id, event_id, attempts, last_error)
        values (${claim.tokenId}, ${d.eventId}::bigint, ${attempts}, ${error})
        on conflict (token_id, event_id) do update set attempts = excluded.attempts, last_error = excluded.last_error,
          failed_at = now(), queued = false`.execute(trx);
      await notifyFailing(trx, claim.tokenId, error);
    }
    return { next, dead: true };
  });
}

/**
 * The administrators hear that a webhook fails: when its first event becomes a dead letter, once per
 * failing streak (failing_since: a delivery that goes through ends the streak), in the dead letter's transaction.
 */
async function notifyFailing(trx: Transaction<DB>, tokenId: number, error: string): Promise<void> {
  const found = await sql<{ name: string; since: string }>`select t.name, to_char(d.failing_since at time zone 'UTC',
      'YYYYMMDD"T"HH24MISS.US') as since
    from webhook_delivery d join api_token t on t.token_id = d.token_id where d.token_id = ${tokenId}`.execute(trx);
  const row = found.rows[0];
  if (!row) return;
  await notify(trx, {
    kind: 'WEBHOOK_FAILING',
    to: { administrators: true },
    message: notificationMessage('notify.webhookFailing', { token: row.name, error: error.slice(0, 120) }),
    link: href('adminTokens'),
    dedupeKey: `webhook-failing:${tokenId}:${row.since}`,
  });
}
