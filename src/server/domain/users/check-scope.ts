import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** Refuses the ids `find` does not find with `refusal` (UNKNOWN_ROLE, ...), naming them. */
async function requireAll(
  ids: string[],
  refusal: (missing: string) => DomainError,
  find: (ids: string[]) => Promise<{ id: string }[]>,
): Promise<void> {
  if (ids.length === 0) return;
  const have = new Set((await find(ids)).map((r) => r.id));
  const missing = ids.filter((id) => !have.has(id));
  if (missing.length) throw refusal(missing.join(', '));
}

/** Refuses roles, plants or vendors that do not exist, naming them (instead of a foreign-key error). */
export async function checkScope(db: Kysely<DB>, scope: { roles: string[]; plants: string[]; vendors: string[] }): Promise<void> {
  await requireAll(
    scope.roles,
    (ids) => new DomainError('UNKNOWN_ROLE', { ids }),
    (ids) => db.selectFrom('role').select('role_id as id').where('role_id', 'in', ids).execute(),
  );
  await requireAll(
    scope.plants,
    (ids) => new DomainError('UNKNOWN_PLANT', { ids }),
    (ids) => db.selectFrom('plant').select('plant_id as id').where('plant_id', 'in', ids).execute(),
  );
  await requireAll(
    scope.vendors,
    (ids) => new DomainError('UNKNOWN_VENDOR', { ids }),
    (ids) => db.selectFrom('vendor').select('vendor_id as id').where('vendor_id', 'in', ids).execute(),
  );
}

export const unique = (values: string[]) => [...new Set(values)];

/**
 * Writes a user's roles, plants and vendors (after checkScope; callers replacing a scope delete the
 * old rows first). `ignoreExisting`: adding to a scope, rows the user already has are left as they are.
 */
export async function insertScope(
  db: Kysely<DB>,
  userId: number,
  scope: { roles: readonly string[]; plants: readonly string[]; vendors: readonly string[] },
  { ignoreExisting = false } = {},
): Promise<void> {
  const insert = async <T extends 'user_role' | 'user_plant' | 'user_vendor'>(table: T, rows: Insertable<DB[T]>[]) => {
    if (rows.length)
      await db
        .insertInto(table)
        .values(rows)
        .$if(ignoreExisting, (q) => q.onConflict((oc) => oc.doNothing()))
        .execute();
  };
  await insert(
    'user_role',
    scope.roles.map((role_id) => ({ user_id: userId, role_id })),
  );
  await insert(
    'user_plant',
    scope.plants.map((plant_id) => ({ user_id: userId, plant_id })),
  );
  await insert(
    'user_vendor',
    scope.vendors.map((vendor_id) => ({ user_id: userId, vendor_id })),
  );
}
