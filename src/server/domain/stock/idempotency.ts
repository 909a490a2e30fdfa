import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** How long a key is kept at least (DESIGN.md: >= 24 h); purging removes only older ones. */
export const IDEMPOTENCY_RETENTION_HOURS = 48;

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

/**
 * Claims `key` for this user inside the posting transaction. Returns null when the key is new
 * (go on and post, then `storeIdempotentResponse`), or the first response when the same request
 * was already posted. A request still in flight under the same key holds the key's row: the
 * insert waits for it to commit (then the stored response is replayed) or to roll back (then
 * this request posts). The same key with another request is refused with 422.
 */
export async function claimIdempotencyKey(
  trx: Transaction<DB>,
  claim: {
    userId: number;
    key: string;
    requestHash: string;
    /** the signed-in session to re-check in the same statement (null: an API token, checked on arrival) */
    session?: { hash: string; idleMinutes: number } | null;
  },
): Promise<StoredResponse | null> {
  const session = claim.session ?? null;
  const live = session
    ? sql`exists (select 1 from user_session s join app_user u on u.user_id = s.user_id
        where s.session_hash = ${session.hash} and s.user_id = ${claim.userId} and s.revoked_at is null and s.expires_at > now()
          and s.last_seen_at > now() - make_interval(mins => ${session.idleMinutes}) and u.active)`
    : sql`true`;
  const claimed = await sql<{ live: boolean; inserted: number }>`with live as (select ${live} as ok),
    ins as (
      insert into idempotency_key (user_id, idem_key, request_hash)
      select ${claim.userId}, ${claim.key}, ${claim.requestHash} from live where live.ok
      on conflict (user_id, idem_key) do nothing
      returning idem_key
    )
    select (select ok from live) as live, (select count(*) from ins)::int as inserted`.execute(trx);
  const result = claimed.rows[0];
  if (!result?.live) throw new DomainError('NOT_SIGNED_IN');
  if (result.inserted > 0) return null;
  const row = await trx
    .selectFrom('idempotency_key')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', claim.userId)
    .where('idem_key', '=', claim.key)
    .executeTakeFirst();
  if (!row || row.response_status === 0) throw new DomainError('IDEMPOTENCY_IN_FLIGHT');
  if (row.request_hash !== claim.requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.response_status, body: row.response_body };
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

/** Deletes keys older than the retention period; returns how many. */
export async function purgeIdempotencyKeys(db: Kysely<DB>, olderThanHours = IDEMPOTENCY_RETENTION_HOURS): Promise<number> {
  const hours = Math.max(24, olderThanHours);
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
