import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { newToken, sha256 } from './sessions';

export type AccountTokenPurpose = 'reset' | 'invitation';

/** A password link holds for 30 minutes (forgotten password); invitations for INVITATION_DAYS. */
export const RESET_MINUTES = 30;

/**
 * Issues a single-use password link for a user, in the caller's transaction: the token goes into
 * the link, only its SHA-256 is stored. Earlier unused links of the same purpose end (one valid link
 * at a time). Returns the token and its row's id (the mail's dedupe key).
 */
export async function issueAccountToken(
  trx: Kysely<DB>,
  input: { userId: number; purpose: AccountTokenPurpose; validMinutes: number; createdBy: number | null },
): Promise<{ token: string; tokenId: number }> {
  await trx
    .updateTable('account_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const token = newToken();
  const row = await trx
    .insertInto('account_token')
    .values({
      token_hash: sha256(token),
      user_id: input.userId,
      purpose: input.purpose,
      created_by: input.createdBy,
      expires_at: sql<Date>`now() + make_interval(mins => ${input.validMinutes})`,
    })
    .returning('token_id')
    .executeTakeFirstOrThrow();
  return { token, tokenId: Number(row.token_id) };
}

/** A token as a link carries it: base64url, 43 characters (newToken); anything else is refused unread. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface ValidAccountToken {
  tokenId: number;
  userId: number;
  username: string;
  purpose: AccountTokenPurpose;
}

/** The user a link is for while it is valid (unused, not revoked, not run out, the user active), else undefined. Uses nothing. */
export async function peekAccountToken(db: Kysely<DB>, token: string): Promise<ValidAccountToken | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const row = await db
    .selectFrom('account_token as t')
    .innerJoin('app_user as u', 'u.user_id', 't.user_id')
    .select(['t.token_id', 't.user_id', 'u.username', 't.purpose'])
    .where('t.token_hash', '=', sha256(token))
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  return row ? { tokenId: Number(row.token_id), userId: row.user_id, username: row.username, purpose: row.purpose } : undefined;
}

/** Uses a link, in the caller's transaction: only one caller ever gets the row (the update is the check). */
export async function useAccountToken(trx: Kysely<DB>, token: string): Promise<ValidAccountToken | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const row = await trx
    .updateTable('account_token as t')
    .set({ used_at: sql<Date>`now()` })
    .from('app_user as u')
    .whereRef('u.user_id', '=', 't.user_id')
    .where('t.token_hash', '=', sha256(token))
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .returning(['t.token_id', 't.user_id', 'u.username', 't.purpose'])
    .executeTakeFirst();
  return row ? { tokenId: Number(row.token_id), userId: row.user_id, username: row.username, purpose: row.purpose } : undefined;
}
