import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openPglite, openPostgres } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { adminQuery, TEMPLATE_DUMP, templateDatabaseName, withDatabase } from './test-db';

/**
 * Template builds of this test run, shared by every project's global setup: they run in one process but
 * each project loads this module anew (two PostgreSQL projects must not drop each other's template).
 */
const SHARED = Symbol.for('portal.test.templates');
const shared = globalThis as { [SHARED]?: Map<string, Promise<void>> };
const builds = shared[SHARED] ?? new Map<string, Promise<void>>();
shared[SHARED] = builds;

/** Builds the template database once per test run (see test-db.ts). */
export function buildTemplate(kind: 'pglite' | 'postgres'): Promise<void> {
  let build = builds.get(kind);
  if (!build) {
    build = buildOnce(kind);
    builds.set(kind, build);
  }
  return build;
}

async function buildOnce(kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = templateDatabaseName(url);
    await adminQuery(url, `drop database if exists "${name}" with (force)`);
    await adminQuery(url, `create database "${name}"`);
    const database = await openPostgres(withDatabase(url, name), 2);
    try {
      await migrateToLatest(database.db);
      await seedDemo(database.db, { scale: 1 });
    } finally {
      await database.close();
    }
    return;
  }
  await mkdir(dirname(TEMPLATE_DUMP), { recursive: true });
  const database = await openPglite('memory://');
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, { scale: 1 });
    // checkpointed (a database opened from the dump has no WAL to replay) and not gzipped (nothing to inflate): each
    // test file's database opens in 0.65-0.8 s instead of 1.3-1.8 s on the CI machine; the file is ~70 MB in .tmp
    await database.pglite?.exec('checkpoint');
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite did not dump its data directory');
    await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  await stat(TEMPLATE_DUMP);
}
