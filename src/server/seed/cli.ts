import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseConfig } from '../config';
import { analyze } from '../db/analyze';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { hasAnyData, seedDemo } from './demo';

/** `npm run seed:demo [-- --scale N]`: load the demo data into an empty database. */
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(1);
}
try {
  const database = await openDatabase(loadDatabaseConfig());
  try {
    await migrateToLatest(database.db);
    if (await hasAnyData(database.db)) {
      console.error(`Database ${database.location} already holds data; demo data loads only into an empty database.`);
      process.exitCode = 1;
    } else {
      const started = Date.now();
      await seedDemo(database.db, { scale, log: (line) => console.log(`  ${line}`) });
      await analyze(database.db);
      console.log(`Demo data (scale ${scale}) loaded into ${database.location} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
