import { ConfigError, loadDatabaseConfig } from '../config';
import { openDatabase } from './connect';
import { migrateToLatest, schemaProblem } from './migrate';

/** `npm run db:migrate`: apply pending migrations and exit (start does this too). */
try {
  const database = await openDatabase(loadDatabaseConfig());
  try {
    const problem = await schemaProblem(database.db);
    if (problem?.kind === 'newer') throw new ConfigError(problem.message);
    // a newer release migrated it and this one runs on it: nothing of this release's to apply over the newer one
    if (problem?.kind === 'compatible') {
      console.log(problem.message);
    } else {
      const version = await migrateToLatest(database.db);
      console.log(`Database ${database.location} is at schema ${version}.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
