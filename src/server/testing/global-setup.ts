import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openPglite, openPostgres } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed/demo';
import { adminQuery, TEMPLATE_DUMP, templateDatabaseName, withDatabase } from './test-db';

/** Builds the template database once per test run (see test-db.ts). */
export async function buildTemplate(kind: 'pglite' | 'postgres'): Promise<void> {
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
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('PGlite did not dump its data directory');
    await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  await stat(TEMPLATE_DUMP);
}
