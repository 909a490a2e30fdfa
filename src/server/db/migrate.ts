import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { DB } from './schema';

/** Applies every pending migration; returns the schema version (name of the last one applied). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migration',
    migrationLockTableName: 'schema_migration_lock',
  });
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
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migration',
    migrationLockTableName: 'schema_migration_lock',
  });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt).at(-1)?.name;
}
