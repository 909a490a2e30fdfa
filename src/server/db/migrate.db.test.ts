import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compareVersions, portalVersion } from '../../shared/release';
import { databaseForFile } from '../testing/db-test';
import { schemaCompatibleFrom } from './compatibility';
import { migrateToLatest, recordedReleases, schemaProblem, schemaVersion } from './migrate';

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

  it("records the release that migrated; runs on a newer release's schema recorded compatible, and refuses one that is not", async () => {
    const db = file.database.db;
    expect(await recordedReleases(db)).toContainEqual({
      version: portalVersion,
      schema: schemaVersion(),
      compatibleFrom: schemaCompatibleFrom,
    });
    // at most this release (a contract migration), whose -dev code carries the version it will be released as
    expect(compareVersions(schemaCompatibleFrom, portalVersion.replace(/-.*$/, ''))).toBeLessThanOrEqual(0);
    const at = new Date().toISOString();
    // a newer release added a migration (expand) and records that this release still runs on its schema
    await sql`insert into schema_migration (name, timestamp) values ('9998_next_release', ${at})`.execute(db);
    await sql`update schema_function set hash = 'the next release''s text' where name = 'posting_post'`.execute(db);
    await sql`insert into schema_release (version, schema, compatible_from) values ('98.0.0', '9998_next_release', ${portalVersion})`.execute(
      db,
    );
    const compatible = await schemaProblem(db);
    expect(compatible?.kind).toBe('compatible');
    expect(compatible?.message).toContain('newer but compatible');
    // a migration the newer release did not record (another, later one): refused
    await sql`insert into schema_migration (name, timestamp) values ('9999_after_it', ${at})`.execute(db);
    expect((await schemaProblem(db))?.kind).toBe('newer');
    await sql`delete from schema_migration where name = '9999_after_it'`.execute(db);
    // a contract migration: the newer release runs only with itself
    await sql`update schema_release set compatible_from = '98.0.0' where version = '98.0.0'`.execute(db);
    const refused = await schemaProblem(db);
    expect(refused?.kind).toBe('newer');
    expect(refused?.message).toBe(
      `The database was migrated by release 98.0.0 (schema 9998_next_release), which release ${portalVersion} cannot run on (it needs release 98.0.0 or newer): run release 98.0.0 or newer, or restore a backup taken before the upgrade.`,
    );
    expect(refused?.message).not.toContain('\n');
    await sql`delete from schema_release where version = '98.0.0'`.execute(db);
    await sql`delete from schema_migration where name = '9998_next_release'`.execute(db);
    await migrateToLatest(db);
    expect(await schemaProblem(db)).toBeNull();
  });
});
