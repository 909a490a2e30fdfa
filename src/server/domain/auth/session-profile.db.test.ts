import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { countingStatements } from '../../testing/ledger';
import { createSession, loadSession } from './sessions';

const file = databaseForFile();
const policy = { idleMinutes: 60, absoluteHours: 8 };

describe('the session read from the database', () => {
  it('reads one small query while the user is unchanged, and every change to roles, grants, plants or vendors at once, however it is made', async () => {
    const { db } = file.database;
    const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    const { token } = await createSession(db, user.user_id, policy);
    // one handle throughout (what a user's authorizations are remembered under), counting its statements
    const counted = countingStatements(db);
    const fresh = () => loadSession(counted.db, token, policy, { fresh: true });
    const first = await fresh();
    const [grant] = [...(first?.grants ?? [])].sort();
    expect(grant).toBeDefined();
    const [module, tcode] = (grant as string).split('/') as [string, string];
    // unchanged: the session, the user and the version in one statement, the grants and scope from memory
    const before = counted.statements();
    await fresh();
    expect(counted.statements() - before).toBe(1);

    // a grant taken from the user's role by SQL, not through the portal: the next read no longer has it
    const granting = async () =>
      (
        await db
          .selectFrom('user_role as r')
          .innerJoin('role_grant as g', 'g.role_id', 'r.role_id')
          .select('r.role_id')
          .where('r.user_id', '=', user.user_id)
          .where('g.module', '=', module)
          .where('g.tcode', '=', tcode)
          .execute()
      ).map((r) => r.role_id);
    const [role] = await granting();
    expect(role).toBeDefined();
    await sql`delete from role_grant where role_id = ${role} and module = ${module} and tcode = ${tcode}`.execute(db);
    const otherRoles = await granting();
    expect((await fresh())?.grants.has(grant as string)).toBe(otherRoles.length > 0);
    await sql`insert into role_grant (role_id, module, tcode) values (${role}, ${module}, ${tcode})`.execute(db);
    expect((await fresh())?.grants.has(grant as string)).toBe(true);

    // a role taken away, a plant and a vendor added
    await sql`delete from user_role where user_id = ${user.user_id}`.execute(db);
    expect([...((await fresh())?.grants ?? [])].filter((g) => !g.startsWith('ADMIN/'))).toEqual([]);
    const plant = await db
      .selectFrom('plant')
      .select('plant_id')
      .where('plant_id', 'not in', first?.plants as string[])
      .executeTakeFirstOrThrow();
    await sql`insert into user_plant (user_id, plant_id) values (${user.user_id}, ${plant.plant_id})`.execute(db);
    expect((await fresh())?.plants).toContain(plant.plant_id);
    const vendor = await db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').executeTakeFirstOrThrow();
    await sql`insert into user_vendor (user_id, vendor_id) values (${user.user_id}, ${vendor.vendor_id})`.execute(db);
    expect((await fresh())?.vendors).toContain(vendor.vendor_id);
  });
});
