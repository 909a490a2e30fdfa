import { ConfigError, loadDatabaseConfig } from '../config';
import { backupDatabase, restoreDatabase } from './backup';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>`, on the database that
 * DATABASE_URL (PostgreSQL) or DATA_DIR (embedded) names. docs/OPERATIONS.md has the procedure.
 */
const [command, file] = process.argv.slice(2);
try {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new ConfigError('Usage: npm run db:backup -- <file>   |   npm run db:restore -- <file>');
  }
  const config = loadDatabaseConfig();
  console.log(command === 'backup' ? await backupDatabase(config, file) : await restoreDatabase(config, file));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The ${command ?? 'backup'} failed: ${(error as Error).message}`);
  process.exit(1);
}
