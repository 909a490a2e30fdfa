import { type Kysely, sql } from 'kysely';
import type { AdminUser } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { userScopeColumns } from '../auth/user-scope-sql';
import { DomainError } from '../errors';

function usersQuery(db: Kysely<DB>) {
  return db
    .selectFrom('app_user as u')
    .select([
      'u.user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.language',
      'u.is_warehouse_user',
      'u.is_admin',
      'u.active',
      sql<string[]>`coalesce((select json_agg(r.role_id order by r.role_id) from user_role r where r.user_id = u.user_id), '[]'::json)`.as(
        'roles',
      ),
      ...userScopeColumns(),
    ])
    .where('u.service_account', '=', false); // API tokens' service accounts are administered as tokens
}

type Row = Awaited<ReturnType<ReturnType<typeof usersQuery>['executeTakeFirstOrThrow']>>;

function toUser(r: Row): AdminUser {
  return {
    userId: r.user_id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    language: r.language,
    isWarehouseUser: r.is_warehouse_user,
    isAdmin: r.is_admin,
    active: r.active,
    roles: r.roles,
    plants: r.plants,
    vendors: r.vendors,
  };
}

/** Users for the administration screen, by user name; `search` matches name parts. */
export async function listUsers(db: Kysely<DB>, search = ''): Promise<AdminUser[]> {
  let q = usersQuery(db);
  const s = search.trim().toLowerCase();
  if (s) {
    const like = `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u.username)`, 'like', like),
        eb(sql`lower(u.first_name)`, 'like', like),
        eb(sql`lower(u.last_name)`, 'like', like),
      ]),
    );
  }
  const rows = await q.orderBy(sql`lower(u.username)`).limit(500).execute();
  return rows.map(toUser);
}

export async function getUser(db: Kysely<DB>, userId: number): Promise<AdminUser> {
  const row = await usersQuery(db).where('u.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return toUser(row);
}

export async function findUserId(db: Kysely<DB>, username: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('user_id')
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new DomainError('USERNAME_NOT_FOUND', { username });
  return row.user_id;
}
