import { type Kysely, sql } from 'kysely';
import type { AdminUser } from '../../../shared/contracts/users/schemas';
import type { DB } from '../../db/schema';
import { userScopeColumns } from '../auth/user-scope-sql';
import { DomainError } from '../errors';

/** The columns are named as the answer's fields: rows are AdminUser as they come. */
function usersQuery(db: Kysely<DB>) {
  return db
    .selectFrom('app_user as u')
    .select([
      'u.user_id as userId',
      'u.username',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.phone',
      'u.language',
      'u.is_warehouse_user as isWarehouseUser',
      'u.is_admin as isAdmin',
      'u.active',
      sql<string[]>`coalesce((select json_agg(r.role_id order by r.role_id) from user_role r where r.user_id = u.user_id), '[]'::json)`.as(
        'roles',
      ),
      ...userScopeColumns(),
      // invited and no password chosen yet: the newest invitation link
      sql<{
        expiresAt: string;
        open: boolean;
      } | null>`(select json_build_object('expiresAt', to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'open', i.revoked_at is null and i.expires_at > now())
        from account_token i where i.user_id = u.user_id and i.purpose = 'invitation'
          and not exists (select 1 from account_token a where a.user_id = u.user_id and a.purpose = 'invitation' and a.used_at is not null)
        order by i.token_id desc limit 1)`.as('invitation'),
    ])
    .where('u.service_account', '=', false); // API tokens' service accounts are administered as tokens
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
  return rows satisfies AdminUser[];
}

export async function getUser(db: Kysely<DB>, userId: number): Promise<AdminUser> {
  const row = await usersQuery(db).where('u.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return row satisfies AdminUser;
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
