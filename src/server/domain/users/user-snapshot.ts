import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** What the audit trail records of a user before and after a change: its fields, roles and scope (never its password). */
export interface UserSnapshot extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  isAdmin: boolean;
  isWarehouseUser: boolean;
  active: boolean;
  roles: string[];
  plants: string[];
  vendors: string[];
}

/** A user as the audit trail records it, or undefined for an unknown user. */
export async function userSnapshot(db: Kysely<DB>, userId: number): Promise<UserSnapshot | undefined> {
  const user = await db
    .selectFrom('app_user')
    .select(['first_name', 'last_name', 'email', 'phone', 'language', 'is_admin', 'is_warehouse_user', 'active'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [roles, plants, vendors] = await Promise.all([
    db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute(),
    db.selectFrom('user_plant').select('plant_id').where('user_id', '=', userId).execute(),
    db.selectFrom('user_vendor').select('vendor_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    language: user.language,
    isAdmin: user.is_admin,
    isWarehouseUser: user.is_warehouse_user,
    active: user.active,
    roles: roles.map((r) => r.role_id).sort(),
    plants: plants.map((p) => p.plant_id).sort(),
    vendors: vendors.map((v) => v.vendor_id).sort(),
  };
}
