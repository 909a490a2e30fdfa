import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../testing/db-test';
import { migrateToLatest, schemaProblem, schemaVersion } from './migrate';

const file = databaseForFile();

describe('schema check at start', () => {
  it('accepts the schema of this code, names a database behind it, and refuses one a newer version migrated', async () => {
    expect(await schemaProblem(file.database.db)).toBeNull();

    const last = schemaVersion();
    await sql`delete from schema_migration where name = ${last}`.execute(file.database.db);
    const behind = await schemaProblem(file.database.db);
    expect(behind?.kind).toBe('behind');
    expect(behind?.message).toContain(`needs ${last}`);
    expect(behind?.message).toContain('npm run db:migrate');
    await sql`insert into schema_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(file.database.db);

    await sql`insert into schema_migration (name, timestamp) values ('9999_from_the_future', ${new Date().toISOString()})`.execute(
      file.database.db,
    );
    const newer = await schemaProblem(file.database.db);
    expect(newer?.kind).toBe('newer');
    expect(newer?.message).toContain('9999_from_the_future');
    await sql`delete from schema_migration where name = '9999_from_the_future'`.execute(file.database.db);
    expect(await schemaProblem(file.database.db)).toBeNull();
  });

  it("names the database functions whose text is not this version's, until the migrator applies them", async () => {
    const db = file.database.db;
    await sql`update schema_function set hash = 'an older text' where name = 'posting_post'`.execute(db);
    await sql`delete from schema_function where name = 'posting_claim'`.execute(db);
    const behind = await schemaProblem(db);
    expect(behind?.kind).toBe('behind');
    expect(behind?.message).toContain('The database functions posting_claim, posting_post are not those of this version');
    expect(behind?.message).toContain('npm run db:migrate');

    await migrateToLatest(db);
    expect(await schemaProblem(db)).toBeNull();

    // a database migrated before the functions had files of their own: no record of them at all
    await sql`drop table schema_function`.execute(db);
    expect((await schemaProblem(db))?.message).toContain('posting_post_batch');
    await migrateToLatest(db);
    expect(await schemaProblem(db)).toBeNull();
  });
});
