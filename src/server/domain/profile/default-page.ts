import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** Stores the page a user lands on after sign-in; `allowed` is the list the user may choose from. */
export async function setDefaultPage(db: Kysely<DB>, userId: number, url: string, allowed: readonly string[]): Promise<void> {
  if (!allowed.includes(url)) throw new DomainError('DEFAULT_PAGE_INVALID');
  await db.updateTable('app_user').set({ default_page: url }).where('user_id', '=', userId).execute();
}
