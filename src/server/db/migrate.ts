import { type Kysely, type MigrationLockOptions, Migrator, sql } from 'kysely';
import { compareVersions, portalVersion } from '../../shared/release';
import { schemaCompatibleFrom } from './compatibility';
import { databaseFunctions } from './functions';
import { migrations } from './migrations';
import type { DB } from './schema';

const MIGRATION_TABLE = 'schema_migration';
const MIGRATION_LOCK_TABLE = 'schema_migration_lock';
/** One row per release that migrated the database: its schema and the oldest release that runs on it. */
const RELEASE_TABLE = 'schema_release';

/** The migrator of the portal's migrations, with its bookkeeping in schema_migration. */
export function migratorOf(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
}

/**
 * Applies every pending migration, then every database function whose text changed (functions/);
 * returns the schema version (name of the last migration).
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<string> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${name}: ${(error as Error | undefined)?.message ?? 'unknown error'}`);
  }
  try {
    await applyFunctions(db);
  } catch (error) {
    throw new Error(`Database functions failed: ${(error as Error).message}`);
  }
  await recordRelease(db);
  return schemaVersion();
}

/**
 * Records that this release migrated the database (schema_release, created here like schema_function: it is
 * bookkeeping, not a migration an older release would not know): its version, its schema and the oldest
 * release whose code runs on it (compatibility.ts). An older release reads it to tell a newer but compatible
 * schema from one it must refuse.
 */
async function recordRelease(db: Kysely<DB>): Promise<void> {
  await sql`create table if not exists ${sql.table(RELEASE_TABLE)} (
    version text primary key,
    schema text not null,
    compatible_from text not null,
    migrated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into ${sql.table(RELEASE_TABLE)} (version, schema, compatible_from)
    values (${portalVersion}, ${schemaVersion()}, ${schemaCompatibleFrom})
    on conflict (version) do update set schema = excluded.schema, compatible_from = excluded.compatible_from, migrated_at = now()`.execute(
    db,
  );
}

export type ReleaseRecord = { version: string; schema: string; compatibleFrom: string };

/** The releases recorded as having migrated the database, oldest version first (none before this bookkeeping). */
export async function recordedReleases(db: Kysely<DB>): Promise<ReleaseRecord[]> {
  try {
    const { rows } = await sql<{ version: string; schema: string; compatible_from: string }>`
      select version, schema, compatible_from from ${sql.table(RELEASE_TABLE)}`.execute(db);
    return rows
      .map((r) => ({ version: r.version, schema: r.schema, compatibleFrom: r.compatible_from }))
      .sort((a, b) => compareVersions(a.version, b.version));
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return []; // no table: no release recorded yet
    throw error;
  }
}

/**
 * The repeatable step after the migrations: creates or replaces each database function (functions/) whose
 * text is not the one recorded in schema_function (new, changed, or a database migrated before functions had
 * files of their own), in one transaction, and records its hash: an unchanged function is not applied again.
 * Holds the migrator's own lock (the same advisory lock on PostgreSQL) meanwhile, so servers starting at the
 * same time apply them one after the other and the second finds nothing to do. Returns the names applied.
 */
export async function applyFunctions(db: Kysely<DB>): Promise<string[]> {
  const adapter = db.getExecutor().adapter;
  const lock: MigrationLockOptions = { lockTable: MIGRATION_LOCK_TABLE, lockRowId: 'migration_lock' };
  return db.connection().execute(async (connection) => {
    await adapter.acquireMigrationLock(connection, lock);
    try {
      return await connection.transaction().execute(async (trx) => {
        await sql`create table if not exists schema_function (
          name text primary key,
          hash text not null,
          applied_at timestamptz not null default now()
        )`.execute(trx);
        const recorded = await functionHashes(trx);
        const stale = databaseFunctions.filter((f) => recorded.get(f.name) !== f.hash);
        for (const f of stale) {
          await sql.raw(f.definition).execute(trx);
          await sql`insert into schema_function (name, hash) values (${f.name}, ${f.hash})
            on conflict (name) do update set hash = excluded.hash, applied_at = now()`.execute(trx);
        }
        return stale.map((f) => f.name);
      });
    } finally {
      await adapter.releaseMigrationLock(connection, lock);
    }
  });
}

/** The hash of each function as last applied (none before the first run of applyFunctions). */
async function functionHashes(db: Kysely<DB>): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; hash: string }>`select name, hash from schema_function`.execute(db);
  return new Map(rows.map((r) => [r.name, r.hash]));
}

export function schemaVersion(): string {
  return Object.keys(migrations).sort().at(-1) ?? 'none';
}

export async function appliedSchemaVersion(db: Kysely<DB>): Promise<string | undefined> {
  // one read of the bookkeeping table: the migrator's own listing introspects every table first (200 ms on
  // the embedded database, on every /healthcheck a load balancer or the start-up check sends)
  try {
    const row = await sql<{ name: string | null }>`select max(name) as name from schema_migration`.execute(db);
    return row.rows[0]?.name ?? undefined;
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return undefined; // no migration table: nothing applied
    throw error;
  }
}

export type SchemaState = {
  /**
   * newer: a newer release migrated the database to a schema this code must not run on (it refuses);
   * compatible: a newer release migrated it and records that this release still runs on it (expand/contract):
   * this code serves, and neither migrates nor touches the database functions, which are the newer release's;
   * behind: migrations or database functions of this code are not applied yet.
   */
  kind: 'newer' | 'compatible' | 'behind';
  message: string;
};

/**
 * Whether this code can run on the database as it is: every migration of the code applied, and none the code
 * does not know, unless a newer release migrated it and recorded that this release still runs on its schema
 * (kind 'compatible': up to one release ahead, compatibility.ts). Names the state in one line, or null when
 * the database is exactly this code's.
 */
export async function schemaProblem(db: Kysely<DB>): Promise<SchemaState | null> {
  const applied = await sql<{ name: string }>`select name from schema_migration order by name`
    .execute(db)
    .then((r) => r.rows.map((row) => row.name))
    .catch(() => [] as string[]); // no migration table: nothing applied
  const known = new Set(Object.keys(migrations));
  const unknown = applied.filter((name) => !known.has(name));
  const newest = (await recordedReleases(db)).at(-1);
  if (newest && compareVersions(newest.version, portalVersion) > 0) {
    const covered = unknown.every((name) => name <= newest.schema);
    if (covered && compareVersions(newest.compatibleFrom, portalVersion) <= 0) {
      return {
        kind: 'compatible',
        message: `The database is at a newer schema (${newest.schema}, release ${newest.version}) that release ${portalVersion} runs on: newer but compatible, serving without migrating.`,
      };
    }
    return {
      kind: 'newer',
      message: `The database was migrated by release ${newest.version} (schema ${unknown.at(-1) ?? newest.schema}), which release ${portalVersion} cannot run on (it needs release ${newest.compatibleFrom} or newer): run release ${newest.compatibleFrom} or newer, or restore a backup taken before the upgrade.`,
    };
  }
  if (unknown.length > 0) {
    return {
      kind: 'newer',
      message: `The database is at a newer schema (${unknown.at(-1)}) than this version of the portal knows (${schemaVersion()}): run the newer version, or restore a backup taken before the upgrade.`,
    };
  }
  const missing = [...known].filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    return {
      kind: 'behind',
      message: `The database is at schema ${applied.at(-1) ?? 'none'}; this version of the portal needs ${schemaVersion()}: run \`npm run db:migrate\` first (or start with MIGRATE_ON_START=true).`,
    };
  }
  const recorded = await functionHashes(db).catch((error: { code?: unknown }) => {
    if (error.code === '42P01') return new Map<string, string>(); // no table: none applied yet
    throw error;
  });
  const stale = databaseFunctions.filter((f) => recorded.get(f.name) !== f.hash).map((f) => f.name);
  if (stale.length > 0) {
    return {
      kind: 'behind',
      message: `The database functions ${stale.join(', ')} are not those of this version of the portal: run \`npm run db:migrate\` first (or start with MIGRATE_ON_START=true).`,
    };
  }
  return null;
}
