import type { Kysely } from 'kysely';
import { type PasswordChange, passwordChangeSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { DomainError } from '../errors';
import { setPassword } from '../users/set-password';

/** A signed-in user changes its own password: the current one is required; other sessions end. */
export async function changeOwnPassword(
  db: Kysely<DB>,
  userId: number,
  sessionHash: string,
  raw: PasswordChange,
  ip: string | null,
): Promise<void> {
  const input = passwordChangeSchema.parse(raw);
  const row = await db.selectFrom('app_user').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, input.currentPassword))) {
    throw new DomainError('CURRENT_PASSWORD_WRONG');
  }
  if (input.currentPassword === input.newPassword) throw new DomainError('PASSWORD_UNCHANGED');
  await setPassword(db, userId, userId, input.newPassword, { keepSessionHash: sessionHash, ip, action: 'password.change' });
}
