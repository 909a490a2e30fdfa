import type { Kysely } from 'kysely';
import { type UserFields, userFieldsSchema } from '../../../shared/contracts/users';
import { messages } from '../../../shared/messages';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { revokeAllSessions } from '../auth/sessions';
import { notFound, unprocessable } from '../errors';
import { checkScope, insertScope, unique } from './check-scope';

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
    if (!before) throw notFound('USER_NOT_FOUND', messages.userNotFound);
    if (before.is_admin && before.active && (!input.isAdmin || !input.active)) {
      const others = await trx
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_admin', '=', true)
        .where('active', '=', true)
        .where('user_id', '<>', userId)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) throw unprocessable('LAST_ADMIN', messages.lastAdmin);
    }
    await checkScope(trx, { roles, plants, vendors });
    await trx
      .updateTable('app_user')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        language: input.language,
        is_warehouse_user: input.isWarehouseUser,
        is_admin: input.isAdmin,
        active: input.active,
      })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('user_role').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_plant').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_vendor').where('user_id', '=', userId).execute();
    await insertScope(trx, userId, { roles, plants, vendors });
    if (!input.active) await revokeAllSessions(trx, userId);
    await writeAudit(trx, {
      userId: actorId,
      action: 'user.update',
      objectType: 'user',
      objectId: String(userId),
      ip,
      details: { isAdmin: input.isAdmin, isWarehouseUser: input.isWarehouseUser, active: input.active, roles, plants, vendors },
    });
  });
}
