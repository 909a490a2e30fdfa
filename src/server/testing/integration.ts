import type { Kysely } from 'kysely';
import { tcodes } from '../../shared/access';
import type { DB } from '../db/schema';

/**
 * Gives a demo user a role holding every INTEGRATION grant (what an API token's scopes give a
 * machine caller): tests of the integration API sign this user in.
 */
export async function grantIntegration(
  db: Kysely<DB>,
  username: string,
  scopes: string[] = Object.keys(tcodes.INTEGRATION),
): Promise<void> {
  const role = `ERP_${scopes.map((s) => s.slice(0, 2)).join('')}`;
  await db
    .insertInto('role')
    .values({ role_id: role, description: 'ERP integration (test)' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('role_grant')
    .values(scopes.map((tcode) => ({ role_id: role, module: 'INTEGRATION', tcode })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const user = await db.selectFrom('app_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow();
  await db
    .insertInto('user_role')
    .values({ user_id: user.user_id, role_id: role })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
