import type { Kysely } from 'kysely';
import { type UserFields, userFieldsSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { beforeAfter, writeAudit } from '../auth/audit';
import { revokeAllSessions } from '../auth/sessions';
import { DomainError } from '../errors';
import { checkScope, insertScope, unique } from './check-scope';
import { userColumns } from './user-columns';
import { userSnapshot } from './user-snapshot';

/**
 * Sets a user's names, flags, roles, plant and vendor scope (replacing the lists). The last active
 * administrator cannot be demoted or deactivated. Deactivating ends the user's sessions.
 */
export async function updateUser(
  db: Kysely<DB>,
  actorId: number | null,
  userId: number,
  raw: unknown,
  ip: string | null = null,
): Promise<void> {
  const input: UserFields = userFieldsSchema.parse(raw);
  const roles = unique(input.roles);
  const plants = unique(input.plants);
  const vendors = unique(input.vendors);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('app_user')
      .select(['is_admin', 'active'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new DomainError('USER_NOT_FOUND');
    if (before.is_admin && before.active && (!input.isAdmin || !input.active)) {
      const others = await trx
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_admin', '=', true)
        .where('active', '=', true)
        .where('user_id', '<>', userId)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) throw new DomainError('LAST_ADMIN');
    }
    await checkScope(trx, { roles, plants, vendors });
    const was = await userSnapshot(trx, userId);
    await trx.updateTable('app_user').set(userColumns(input)).where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_role').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_plant').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_vendor').where('user_id', '=', userId).execute();
    await insertScope(trx, userId, { roles, plants, vendors });
    if (!input.active) await revokeAllSessions(trx, userId);
    const now = await userSnapshot(trx, userId);
    // before and after: the fields that changed (the search shows them side by side)
    await writeAudit(trx, {
      userId: actorId,
      action: 'user.update',
      objectType: 'user',
      objectId: String(userId),
      ip,
      details: now ? beforeAfter(was, now) : {},
    });
  });
}
