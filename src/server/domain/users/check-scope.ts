import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

/** Refuses roles, plants or vendors that do not exist, naming them (instead of a foreign-key error). */
export async function checkScope(db: Kysely<DB>, scope: { roles: string[]; plants: string[]; vendors: string[] }): Promise<void> {
  const missing = (ids: string[], found: { id: string }[]) => {
    const have = new Set(found.map((r) => r.id));
    return ids.filter((id) => !have.has(id));
  };
  if (scope.roles.length) {
    const rows = await db.selectFrom('role').select('role_id as id').where('role_id', 'in', scope.roles).execute();
    const m = missing(scope.roles, rows);
    if (m.length) throw new DomainError('UNKNOWN_ROLE', { ids: m.join(', ') });
  }
  if (scope.plants.length) {
    const rows = await db.selectFrom('plant').select('plant_id as id').where('plant_id', 'in', scope.plants).execute();
    const m = missing(scope.plants, rows);
    if (m.length) throw new DomainError('UNKNOWN_PLANT', { ids: m.join(', ') });
  }
  if (scope.vendors.length) {
    const rows = await db.selectFrom('vendor').select('vendor_id as id').where('vendor_id', 'in', scope.vendors).execute();
    const m = missing(scope.vendors, rows);
    if (m.length) throw new DomainError('UNKNOWN_VENDOR', { ids: m.join(', ') });
  }
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
  if (scope.roles.length)
    await db
      .insertInto('user_role')
      .values(scope.roles.map((role_id) => ({ user_id: userId, role_id })))
      .$if(ignoreExisting, (q) => q.onConflict((oc) => oc.doNothing()))
      .execute();
  if (scope.plants.length)
    await db
      .insertInto('user_plant')
      .values(scope.plants.map((plant_id) => ({ user_id: userId, plant_id })))
      .$if(ignoreExisting, (q) => q.onConflict((oc) => oc.doNothing()))
      .execute();
  if (scope.vendors.length)
    await db
      .insertInto('user_vendor')
      .values(scope.vendors.map((vendor_id) => ({ user_id: userId, vendor_id })))
      .$if(ignoreExisting, (q) => q.onConflict((oc) => oc.doNothing()))
      .execute();
}
