import { sql } from 'kysely';

/**
 * The plant and vendor scope of a user as sorted JSON arrays, for a select over `app_user as u`
 * (the session lookup and the user administration read the same scope).
 */
export function userScopeColumns() {
  return [
    sql<string[]>`coalesce((select json_agg(p.plant_id order by p.plant_id) from user_plant p where p.user_id = u.user_id), '[]'::json)`.as(
      'plants',
    ),
    sql<
      string[]
    >`coalesce((select json_agg(v.vendor_id order by v.vendor_id) from user_vendor v where v.user_id = u.user_id), '[]'::json)`.as(
      'vendors',
    ),
  ] as const;
}
