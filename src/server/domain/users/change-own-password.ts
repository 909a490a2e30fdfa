import type { Kysely } from 'kysely';
import { type PasswordChange, passwordChangeSchema } from '../../../shared/contracts/users';
import { messages } from '../../../shared/messages';
import type { DB } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { DomainError, unprocessable } from '../errors';
import { setPassword } from './set-password';

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
    throw new DomainError(422, 'CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong);
  }
  if (input.currentPassword === input.newPassword) throw unprocessable('PASSWORD_UNCHANGED', messages.passwordUnchanged);
  await setPassword(db, userId, userId, input.newPassword, { keepSessionHash: sessionHash, ip, action: 'password.change' });
}
