import { type Kysely, sql } from 'kysely';
import { type CreateUserInput, createUserSchema } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { writeAudit } from '../auth/audit';
import { hashPassword } from '../auth/passwords';
import { DomainError } from '../errors';
import { checkScope, insertScope, unique } from './check-scope';
import { userColumns } from './user-columns';

/** Creates a user with roles, plant and vendor scope (administrators, and the `npm run user` CLI). */
export async function createUser(db: Kysely<DB>, actorId: number | null, raw: CreateUserInput, ip: string | null = null): Promise<number> {
  const input = createUserSchema.parse(raw);
  const roles = unique(input.roles);
  const plants = unique(input.plants);
  const vendors = unique(input.vendors);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('app_user')
      .select('user_id')
      .where(sql`lower(username)`, '=', input.username.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new DomainError('USERNAME_TAKEN', { username: input.username });
    await checkScope(trx, { roles, plants, vendors });
    const row = await trx
      .insertInto('app_user')
      .values({
        username: input.username,
        password_hash: passwordHash,
        ...userColumns(input),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const userId = row.user_id;
    await insertScope(trx, userId, { roles, plants, vendors });
    await writeAudit(trx, {
      userId: actorId,
      action: 'user.create',
      objectType: 'user',
      objectId: String(userId),
      ip,
      details: { username: input.username, isAdmin: input.isAdmin, isWarehouseUser: input.isWarehouseUser, roles, plants, vendors },
    });
    return userId;
  });
}
