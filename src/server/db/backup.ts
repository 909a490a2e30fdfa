import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { ConfigError, type DatabaseConfig } from '../config';
import { openPglite } from './connect';

/**
 * Backups an operator can take and put back. PostgreSQL: `pg_dump` in its custom format and
 * `pg_restore` into an empty database (the tools of the server's own installation). The embedded
 * database: its whole data directory as one gzipped tarball (PGlite's dumpDataDir), taken while
 * no server holds the directory (the data directory lock says so), restored into a new directory.
 */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      fail(
        new ConfigError(
          `${command} could not run: ${(error as NodeJS.ErrnoException).code ?? error.message} (install the PostgreSQL client tools)`,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
}

export async function backupDatabase(config: DatabaseConfig, file: string): Promise<string> {
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
    return `PostgreSQL dump (pg_dump custom format) written to ${file}`;
  }
  if (config.inMemory) throw new ConfigError('DATA_DIR=memory:// keeps nothing to back up');
  if (!existsSync(config.dataDir)) throw new ConfigError(`There is no embedded database in ${config.dataDir}`);
  const database = await openPglite(config.dataDir); // refuses while a server holds the directory
  try {
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('the embedded engine gave no dump');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return `Embedded database ${config.dataDir} written to ${file}`;
}

export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<string> {
  if (!existsSync(file)) throw new ConfigError(`There is no backup file ${file}`);
  if (config.databaseUrl) {
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl}`, file]);
    return `Restored ${file} into ${new URL(config.databaseUrl).pathname.slice(1)}`;
  }
  if (config.inMemory) throw new ConfigError('DATA_DIR=memory:// cannot be restored into');
  if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    throw new ConfigError(`${config.dataDir} is not empty: restore into a new DATA_DIR (the current data stays untouched)`);
  }
  const database = await openPglite(config.dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  await database.close();
  return `Restored ${file} into ${config.dataDir}`;
}
