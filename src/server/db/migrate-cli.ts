import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase } from './connect';
import { migrateToLatest, schemaProblem } from './migrate';

/** `npm run db:migrate`: apply pending migrations and exit (start does this too). */
try {
  const database = await openDatabase(loadDatabaseConfig());
  try {
    const problem = await schemaProblem(database.db);
    if (problem?.kind === 'newer') throw new ConfigError(problem.message);
    const version = await migrateToLatest(database.db);
    console.log(`Database ${database.location} is at schema ${version}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
