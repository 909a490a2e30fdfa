import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { newToken, sha256 } from './sessions';

/**
 * What the password step needs to know of the second factor (sign-in.ts): whether the user has one or
 * must have one, and the pending sign-in that waits for the second step. The second factor's commands
 * are in second-factor.ts (which uses the sign-in's throttle).
 */
type Db = Kysely<DB>;

/** A pending sign-in (password right, second step not yet given) lasts this long. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

/**
 * Whether this user must use a second factor: by its kind (administrator flag, warehouse flag, else a
 * supplier user: second_factor_setting) or because one of its roles requires it.
 */
export async function secondFactorRequired(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('second_factor_setting as s', (join) => join.onTrue())
    .where('u.user_id', '=', userId)
    .select([
      sql<boolean>`coalesce(case when u.is_admin then s.administrators_required
                                 when u.is_warehouse_user then s.warehouse_required
                                 else s.suppliers_required end, not u.is_warehouse_user)
        or exists (select 1 from user_role ur join role r on r.role_id = ur.role_id
                   where ur.user_id = u.user_id and r.second_factor_required)`.as('required'),
    ])
    .executeTakeFirst();
  return row?.required === true;
}

/** Whether the user has a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const row = await sql<{ enrolled: boolean }>`select
      exists (select 1 from user_totp where user_id = ${userId} and confirmed_at is not null)
      or exists (select 1 from user_passkey where user_id = ${userId}) as enrolled`.execute(db);
  return row.rows[0]?.enrolled === true;
}

/** The password was right and a second step is due: a pending sign-in (not a session), five minutes. */
export async function openPendingSignIn(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.deleteFrom('pending_sign_in').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('pending_sign_in')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${PENDING_SIGN_IN_SECONDS})`,
    })
    .execute();
  return token;
}

/** The user of a pending sign-in that has not expired, or undefined. */
export async function readPendingSignIn(db: Db, token: string): Promise<{ userId: number; username: string } | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('pending_sign_in as p')
    .innerJoin('app_user as u', 'u.user_id', 'p.user_id')
    .select(['p.user_id', 'u.username'])
    .where('p.token_hash', '=', sha256(token))
    .where('p.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  return row ? { userId: row.user_id, username: row.username } : undefined;
}

/** Ends a pending sign-in (used, or given up). */
export async function closePendingSignIn(db: Db, token: string): Promise<void> {
  await db.deleteFrom('pending_sign_in').where('token_hash', '=', sha256(token)).execute();
}
