import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/test-db';
import type { Database } from './connect';
import { databaseFunctions } from './functions';
import { applyFunctions, migrateToLatest, migratorOf } from './migrate';
import type { DB } from './schema';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
async function emptyDatabase(): Promise<Database> {
  const database = await createEmptyDatabase();
  opened.push(database);
  return database;
}

/** Every function of the schema (triggers' too) by signature, as the database prints its definition. */
async function functionDefinitions(db: Kysely<DB>): Promise<Record<string, string>> {
  const { rows } = await sql<{ signature: string; definition: string }>`
    select p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as definition
    from pg_proc p where p.pronamespace = current_schema()::regnamespace order by 1`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.signature, r.definition]));
}

async function recordedHashes(db: Kysely<DB>): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string; hash: string }>`select name, hash from schema_function order by name`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

const codeHashes = Object.fromEntries(databaseFunctions.map((f) => [f.name, f.hash]));

/** A database migrated from empty by this code. */
let fresh: Database;
beforeAll(async () => {
  fresh = await createEmptyDatabase();
  await migrateToLatest(fresh.db);
});
afterAll(async () => {
  await fresh?.close();
});

describe('database functions (db/functions/, applied after the migrations)', () => {
  // a migration from empty: slow on a busy machine
  it('end the same on a fresh database and on one migrated from an older schema that had older bodies', { timeout: 180_000 }, async () => {
    const expected = await functionDefinitions(fresh.db);
    for (const f of databaseFunctions) expect(Object.keys(expected)).toContainEqual(expect.stringMatching(new RegExp(`^${f.name}\\(`)));
    expect(await recordedHashes(fresh.db)).toEqual(codeHashes);

    // a database an older version migrated to 0096, when the migrations created the functions (done here by hand):
    // other bodies and settings than today's, one of them (posting_post_batch) not there yet, no schema_function
    const older = await emptyDatabase();
    const { error } = await migratorOf(older.db).migrateTo('0096_user_profile_version');
    expect(error).toBeUndefined();
    for (const f of databaseFunctions.filter((f) => f.name !== 'posting_post_batch')) {
      await sql.raw(f.definition.replace('$$', () => '$$\n-- the body of an older version\n')).execute(older.db);
      await sql.raw(`alter function ${f.name} cost 42 set work_mem = '2MB'`).execute(older.db);
    }
    const before = await functionDefinitions(older.db);
    for (const f of databaseFunctions.filter((f) => f.name !== 'posting_post_batch')) {
      const signature = Object.keys(before).find((s) => s.startsWith(`${f.name}(`))!;
      expect(before[signature]).not.toBe(expected[signature]);
    }

    await migrateToLatest(older.db);
    expect(await functionDefinitions(older.db)).toEqual(expected);
    expect(await recordedHashes(older.db)).toEqual(codeHashes);
    expect(await applyFunctions(older.db)).toEqual([]);
  });

  it('applies a function again only when its text is not the one recorded', async () => {
    const database = fresh;
    const cost = async () =>
      (await sql<{ cost: number }>`select procost::float as cost from pg_proc where proname = 'posting_texts'`.execute(database.db))
        .rows[0]!.cost;
    const defaultCost = await cost();
    await sql`alter function posting_texts cost 7`.execute(database.db);

    expect(await applyFunctions(database.db)).toEqual([]);
    expect(await cost()).toBe(7);

    await sql`update schema_function set hash = 'an older text' where name = 'posting_texts'`.execute(database.db);
    expect(await applyFunctions(database.db)).toEqual(['posting_texts']);
    expect(await cost()).toBe(defaultCost);
    expect(await recordedHashes(database.db)).toEqual(codeHashes);
  });

  it('are applied once when two servers migrate at the same time (the migrator lock)', async () => {
    const database = fresh;
    // as a database migrated before the functions had files of their own: none recorded
    await sql`drop table schema_function`.execute(database.db);
    // on PostgreSQL each call runs on a connection of its own, as two servers would
    const [first, second] = await Promise.all([applyFunctions(database.db), applyFunctions(database.db)]);
    const all = databaseFunctions.map((f) => f.name);
    expect([first, second].sort((a, b) => a.length - b.length)).toEqual([[], all]);
    expect(await recordedHashes(database.db)).toEqual(codeHashes);
  });
});
