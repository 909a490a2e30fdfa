import type { Kysely } from 'kysely';
import { passwordSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { hashPassword } from '../auth/passwords';
import { DomainError } from '../errors';

/**
 * Sets a user's password (administrator reset or the CLI). Every session of the user ends,
 * except `keepSessionHash` (the user's own current session when the user changed it).
 */
export async function setPassword(
  db: Kysely<DB>,
  actorId: number | null,
  userId: number,
  password: string,
  options: { keepSessionHash?: string; ip?: string | null; action?: string } = {},
): Promise<void> {
  const hash = await hashPassword(passwordSchema.parse(password));
  await db.transaction().execute(async (trx) => {
    await writePassword(trx, userId, hash, options.keepSessionHash);
    await writeAudit(trx, {
      userId: actorId,
      action: options.action ?? 'user.password',
      objectType: 'user',
      objectId: String(userId),
      ip: options.ip ?? null,
    });
  });
}

/**
 * In the caller's transaction: the user's new password hash, every session ended but `keepSessionHash`,
 * unredeemed handheld sign-in codes and password links dropped. The caller forgets cached sessions
 * after the commit (forgetAllSessions), or its route does (http/auth.ts, identity paths).
 */
export async function writePassword(trx: Kysely<DB>, userId: number, hash: string, keepSessionHash?: string): Promise<void> {
  const row = await trx
    .updateTable('app_user')
    .set({ password_hash: hash, password_changed_at: new Date() })
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new DomainError('USER_NOT_FOUND');
  let revoke = trx
    .updateTable('user_session')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionHash) revoke = revoke.where('session_hash', '<>', keepSessionHash);
  await revoke.execute();
  // a handheld sign-in code or a password link issued before the change must not outlive it
  await trx.deleteFrom('qr_login_token').where('user_id', '=', userId).where('redeemed_at', 'is', null).execute();
  await trx
    .updateTable('account_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
