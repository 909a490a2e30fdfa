import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { beforeAfter, writeAudit } from '../auth/audit';
import { checkScope, insertScope, unique } from './check-scope';
import { userSnapshot } from './user-snapshot';

/** Adds roles, plants and vendors to a user, and optionally sets its flags (the CLI's `grant`). */
export async function grantUser(
  db: Kysely<DB>,
  actorId: number | null,
  userId: number,
  add: { roles?: string[]; plants?: string[]; vendors?: string[]; isAdmin?: boolean; isWarehouseUser?: boolean },
): Promise<void> {
  const roles = unique(add.roles ?? []);
  const plants = unique(add.plants ?? []);
  const vendors = unique(add.vendors ?? []);
  await db.transaction().execute(async (trx) => {
    await checkScope(trx, { roles, plants, vendors });
    const was = await userSnapshot(trx, userId);
    await insertScope(trx, userId, { roles, plants, vendors }, { ignoreExisting: true });
    const flags: { is_admin?: boolean; is_warehouse_user?: boolean } = {};
    if (add.isAdmin) flags.is_admin = true;
    if (add.isWarehouseUser) flags.is_warehouse_user = true;
    if (Object.keys(flags).length) await trx.updateTable('app_user').set(flags).where('user_id', '=', userId).execute();
    const now = await userSnapshot(trx, userId);
    await writeAudit(trx, {
      userId: actorId,
      action: 'user.grant',
      objectType: 'user',
      objectId: String(userId),
      details: now ? beforeAfter(was, now) : {},
    });
  });
}
