import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations';
import type { DB } from './schema';

/** The migrator of the portal's migrations, with its bookkeeping in schema_migration. */
function migratorOf(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migration',
    migrationLockTableName: 'schema_migration_lock',
  });
}

/** Applies every pending migration; returns the schema version (name of the last one applied). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` in ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${name}: ${(error as Error | undefined)?.message ?? 'unknown error'}`);
  }
  return schemaVersion();
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

/**
 * Whether this code can run on the database as it is: every migration of the code applied, and
 * none the code does not know (a newer version migrated it). Names the problem in one line, or null.
 */
export async function schemaProblem(db: Kysely<DB>): Promise<{ kind: 'newer' | 'behind'; message: string } | null> {
  const applied = await sql<{ name: string }>`select name from schema_migration order by name`
    .execute(db)
    .then((r) => r.rows.map((row) => row.name))
    .catch(() => [] as string[]); // no migration table: nothing applied
  const known = new Set(Object.keys(migrations));
  const unknown = applied.filter((name) => !known.has(name));
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
  return null;
}
