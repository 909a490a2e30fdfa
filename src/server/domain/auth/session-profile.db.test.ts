import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { countingStatements } from '../../testing/ledger';
import { createSession, loadSession, revokeSession } from './sessions';

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
  it('reads the sessions of requests that arrive together in a few statements, each request getting its own answer', async () => {
    const { db } = file.database;
    const users = await db
      .selectFrom('app_user')
      .select(['user_id', 'username'])
      .where('username', 'in', ['admin', 'whfra', 'whnwk'])
      .orderBy('username')
      .execute();
    const sessions = await Promise.all(users.map(async (u) => ({ ...u, ...(await createSession(db, u.user_id, policy)) })));
    const revoked = await createSession(db, users[0]?.user_id as number, policy);
    await revokeSession(db, revoked.token);
    const counted = countingStatements(db);
    // each user's authorizations read once (remembered per handle), so what is counted next is the sessions alone
    for (const s of sessions) expect((await loadSession(counted.db, s.token, policy, { fresh: true }))?.username).toBe(s.username);

    // ten requests of each session, three with the revoked one and three with a token nobody has, all at once
    const asks = [
      ...sessions.flatMap((s) => Array.from({ length: 10 }, () => ({ token: s.token, expected: s.username as string | null }))),
      ...Array.from({ length: 3 }, () => ({ token: revoked.token, expected: null })),
      ...Array.from({ length: 3 }, () => ({ token: 'not-a-session-anyone-has', expected: null })),
    ];
    const before = counted.statements();
    const rowsBefore = counted.rows();
    const answers = await Promise.all(asks.map((a) => loadSession(counted.db, a.token, policy, { fresh: true })));
    expect(answers.map((u) => u?.username ?? null)).toEqual(asks.map((a) => a.expected));
    expect(answers.every((u) => u === undefined || u.csrfToken === sessions.find((s) => s.username === u.username)?.csrfToken)).toBe(true);
    // one statement (one per two cores) starts at once, the others wait and are read together: far fewer statements than requests
    const statements = counted.statements() - before;
    expect(statements).toBeLessThan(8);
    // a statement reads each session once, however many of its requests came together: at most three rows each
    expect(counted.rows() - rowsBefore).toBeLessThanOrEqual(3 * statements);
  });
});
