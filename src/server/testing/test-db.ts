import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/connect';
import { registerReferenceHandlers } from '../domain/references';

/**
 * Test databases. Every db-tier and api-tier test file gets its own fresh database holding the
 * migrated schema and the scale-1 demo data, copied from a template the global setup built once:
 * on PGlite (default) from a dumped data directory (checkpointed, not compressed: each file's database opens in
 * about half the time of a gzipped dump whose WAL is replayed at start), on PostgreSQL (`TEST_DB=postgres`, with
 * DATABASE_URL) with CREATE DATABASE ... TEMPLATE.
 */
export const TEMPLATE_DUMP = resolve(import.meta.dirname, '../../../.tmp/pglite-template.tar');

// tests post through domain commands without the app: the reference handlers, as the app registers them
registerReferenceHandlers();

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function templateDatabaseName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'postgres'}_tpl`;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<Database> {
  if (testDbKind() === 'postgres') return scratchPostgres('t', options.poolSize ?? 20, true);
  const dump = await readFile(TEMPLATE_DUMP);
  return openPglite('memory://', { loadDataDir: new Blob([dump]) });
}

/** An empty database (no schema, no demo data) on the test engine: for tests of the migrations themselves. */
export async function createEmptyDatabase(): Promise<Database> {
  return testDbKind() === 'pglite' ? openPglite('memory://') : scratchPostgres('e', 4, false);
}

/** A PostgreSQL database of its own (a copy of the template, or empty), dropped again on close. */
async function scratchPostgres(prefix: string, poolSize: number, fromTemplate: boolean): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"${fromTemplate ? ` template "${templateDatabaseName(url)}"` : ''}`);
  const database = await openPostgres(withDatabase(url, name), poolSize);
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      await adminQuery(url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** A migrated database without demo data (what an operator has after `npm run db:migrate`). */
export async function createEmptyTestDatabase(): Promise<Database> {
  const { migrateToLatest } = await import('../db/migrate');
  let database: Database;
  if (testDbKind() === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `e_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${name}"`);
    const opened = await openPostgres(withDatabase(url, name), 10);
    database = {
      ...opened,
      async close() {
        await opened.close();
        await adminQuery(url, `drop database if exists "${name}" with (force)`);
      },
    };
  } else {
    database = await openPglite('memory://');
  }
  await migrateToLatest(database.db);
  return database;
}
