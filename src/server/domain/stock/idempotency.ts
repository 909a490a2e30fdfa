import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { IDEMPOTENCY_RETENTION_HOURS } from '../../../shared/idempotency';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

export interface StoredResponse {
  status: number;
  body: string;
}

/** Valid keys: 1 to 200 visible ASCII characters (UUIDs, ULIDs, anything a client generates). */
export function parseIdempotencyKey(header: unknown): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header)) {
    throw new DomainError('IDEMPOTENCY_KEY');
  }
  return header;
}

/** A stable JSON text (object keys sorted) of what makes two requests "the same". */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonical(body ?? null)}`)
    .digest('hex');
}

/** What claiming a key found (posting_claim, migration 0093). */
export interface ClaimResult {
  live: boolean;
  claimed: boolean;
  requestHash?: string | null;
  status?: number | null;
  body?: string | null;
}

/** The claim's input to posting_claim: the user, the key, the request's hash, the session to re-check. */
export interface Claim {
  userId: number;
  key: string;
  requestHash: string;
  /** the signed-in session to re-check in the same statement (null: an API token, checked on arrival) */
  session?: { hash: string; idleMinutes: number } | null;
}

export function claimParameter(claim: Claim) {
  return {
    userId: claim.userId,
    key: claim.key,
    requestHash: claim.requestHash,
    sessionHash: claim.session?.hash ?? null,
    idleMinutes: claim.session?.idleMinutes ?? null,
  };
}

/**
 * What a claim means: null when the key is new (go on and post), the first response when the same
 * request was already posted; a session no longer valid, a request still in flight that left no
 * answer and the same key with another request are refused.
 */
export function claimOutcome(result: ClaimResult, requestHash: string): StoredResponse | null {
  if (!result.live) throw new DomainError('NOT_SIGNED_IN');
  if (result.claimed) return null;
  if (!result.status || result.body === null || result.body === undefined) throw new DomainError('IDEMPOTENCY_IN_FLIGHT');
  if (result.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return { status: result.status, body: result.body };
}

/**
 * Claims `key` for this user inside the posting transaction, in one statement. Returns null when the
 * key is new (go on and post, then `storeIdempotentResponse`), or the first response when the same
 * request was already posted. A request still in flight under the same key holds the key's row: the
 * insert waits for it to commit (then the stored response is replayed) or to roll back (then this
 * request posts). The same key with another request is refused with 422.
 */
export async function claimIdempotencyKey(trx: Transaction<DB>, claim: Claim): Promise<StoredResponse | null> {
  const row = await sql<{ c: ClaimResult }>`select posting_claim(${JSON.stringify(claimParameter(claim))}::jsonb) as c`.execute(trx);
  return claimOutcome(row.rows[0]?.c as ClaimResult, claim.requestHash);
}

export async function storeIdempotentResponse(
  trx: Transaction<DB>,
  entry: { userId: number; key: string; response: StoredResponse; matDoc: string | null },
): Promise<void> {
  await trx
    .updateTable('idempotency_key')
    .set({ response_status: entry.response.status, response_body: entry.response.body, mat_doc: entry.matDoc })
    .where('user_id', '=', entry.userId)
    .where('idem_key', '=', entry.key)
    .execute();
}

/** Deletes keys older than the retention period (src/shared/idempotency.ts); returns how many. */
export async function purgeIdempotencyKeys(db: Kysely<DB>, olderThanHours = IDEMPOTENCY_RETENTION_HOURS): Promise<number> {
  const hours = Math.max(24, olderThanHours);
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
