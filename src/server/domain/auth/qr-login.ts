import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { writeAudit } from './audit';
import { createSession, newToken, type SessionPolicy, sha256 } from './sessions';

/** A handheld sign-in code lives this long; the profile screen shows a fresh one on demand. */
export const QR_TOKEN_SECONDS = 120;

/**
 * Issues a single-use sign-in token for the signed-in user (shown as a QR code of
 * `/supplier/bauth?token=...`). Only its SHA-256 is stored; issuing is audited.
 */
export async function issueQrLoginToken(db: Kysely<DB>, userId: number, ip: string | null): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + QR_TOKEN_SECONDS * 1000);
  const tokenHash = sha256(token);
  await db.insertInto('qr_login_token').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
  // expired and used codes of anyone are of no further use: keep the table small
  await db.deleteFrom('qr_login_token').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await writeAudit(db, { userId, action: 'qr.issue', objectType: 'qr_login_token', objectId: tokenHash.slice(0, 16), ip });
  return { token, expiresAt };
}

/** Who a still-valid token would sign in (for the handheld's confirmation page); nothing is consumed. */
export async function peekQrLoginToken(
  db: Kysely<DB>,
  token: string,
): Promise<{ userId: number; username: string; firstName: string; lastName: string } | undefined> {
  if (!isTokenShape(token)) return undefined;
  const row = await db
    .selectFrom('qr_login_token as t')
    .innerJoin('app_user as u', 'u.user_id', 't.user_id')
    .where('t.token_hash', '=', sha256(token))
    .where('t.redeemed_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .select(['u.user_id', 'u.username', 'u.first_name', 'u.last_name'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, username: row.username, firstName: row.first_name, lastName: row.last_name } : undefined;
}

/**
 * Redeems a token: one conditional UPDATE marks it used, so of any number of concurrent
 * redemptions exactly one wins (PostgreSQL re-checks `redeemed_at is null` after the row lock);
 * the winner gets a new session. Redemption (and a refused one) is audited.
 */
export async function redeemQrLoginToken(
  db: Kysely<DB>,
  policy: SessionPolicy,
  token: string,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ userId: number; token: string; csrfToken: string }> {
  const tokenHash = isTokenShape(token) ? sha256(token) : undefined;
  const used = tokenHash
    ? await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('qr_login_token as t')
          .set({ redeemed_at: sql<Date>`now()`, redeemed_ip: client.ip })
          .where('t.token_hash', '=', tokenHash)
          .where('t.redeemed_at', 'is', null)
          .where('t.expires_at', '>', sql<Date>`now()`)
          .where((eb) => eb.exists(eb.selectFrom('app_user as u').whereRef('u.user_id', '=', 't.user_id').where('u.active', '=', true)))
          .returning('t.user_id')
          .executeTakeFirst();
        if (!row) return undefined;
        const session = await createSession(trx, row.user_id, policy, { ...client, paired: true });
        await writeAudit(trx, {
          userId: row.user_id,
          action: 'qr.redeem',
          objectType: 'qr_login_token',
          objectId: tokenHash.slice(0, 16),
          ip: client.ip,
        });
        return { userId: row.user_id, ...session };
      })
    : undefined;
  if (!used) {
    await writeAudit(db, {
      userId: null,
      action: 'qr.refused',
      objectType: 'qr_login_token',
      objectId: tokenHash?.slice(0, 16) ?? 'malformed',
      ip: client.ip,
    });
    throw new DomainError('QR_TOKEN_INVALID');
  }
  return used;
}

function isTokenShape(token: string): boolean {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
