import type { Kysely } from 'kysely';
import { type Profile, type ProfileInput, profileSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { checkedLanguage } from '../../i18n/catalogues';
import { writeAudit } from '../auth/audit';
import { DomainError } from '../errors';

export async function getProfile(db: Kysely<DB>, userId: number): Promise<Profile> {
  const row = await db
    .selectFrom('app_user')
    .select(['username', 'first_name', 'last_name', 'email', 'phone', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return {
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    language: row.language,
  };
}

/** A user edits its own names, email, phone and language. */
export async function updateProfile(db: Kysely<DB>, userId: number, raw: ProfileInput, ip: string | null): Promise<Profile> {
  const input = profileSchema.parse(raw);
  await db
    .updateTable('app_user')
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      language: checkedLanguage(input.language),
    })
    .where('user_id', '=', userId)
    .execute();
  await writeAudit(db, { userId, action: 'profile.update', objectType: 'user', objectId: String(userId), ip });
  return getProfile(db, userId);
}
