import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Config, ConfigError } from '../config';
import { lockDataDir } from './datadir-lock';
import { PGliteDialect } from './pglite-dialect';
import { prepareStatements } from './prepared';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Where the data lives, for messages: a directory, 'memory://' or the URL without password. */
  location: string;
  /** The embedded engine, when the database is PGlite (tests dump and clone it). */
  pglite?: PGlite;
  /** The connection pool, when the database is PostgreSQL (metrics read its counts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * The embedded engine's settings, on top of PGlite's own. Its shared memory is emulated inside the
 * WebAssembly heap and zeroed byte by byte at every open: PostgreSQL's 128 MB of shared buffers and
 * 100 connections' worth of process slots cost 300-700 ms of each start (and of each test database)
 * and most of the process's memory. One connection and a demo-sized database need far less; pages
 * beyond the buffers are still cached by the operating system.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=32MB', 'max_connections=20'].flatMap((setting) => ['-c', setting]),
];

const NUMERIC_OID = 1700;
const INT8_OID = 20;

// Quantities stay decimal strings end to end; counts (int8) are small enough for numbers.
pg.types.setTypeParser(NUMERIC_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number.parseInt(v, 10));

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & { preparedStatements?: boolean }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 20, { preparedStatements: config.preparedStatements ?? true })
    : openPglite(config.dataDir);
}

export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(inMemory ? undefined : dataDir, {
      parsers: { [NUMERIC_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number.parseInt(v, 10) },
      startParams: [...PGLITE_START_PARAMS],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw new ConfigError(
      `The embedded database in ${dataDir} cannot be opened: ${(error as Error).message} (is it a portal data directory?)`,
    );
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    location: dataDir,
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
      unlock();
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

export async function openPostgres(url: string, poolSize = 20, options: { preparedStatements?: boolean } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  if (options.preparedStatements ?? true) pool.on('connect', prepareStatements);
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const e = error as NodeJS.ErrnoException;
    throw new ConfigError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)}: ${e.code ? `${e.code} ` : ''}${e.message} (check DATABASE_URL and that the server is running)`,
    );
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    location: redactUrl(url),
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
