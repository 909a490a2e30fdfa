import { ConfigError, loadDatabaseConfig } from '../../config';
import { openDatabase } from '../../db/connect';
import { checkLedger, formatDifferences } from './ledger-check';

/** `npm run ledger:check`: recomputes stock from the documents; exits 1 naming every difference. */
try {
  const database = await openDatabase(loadDatabaseConfig());
  try {
    const started = Date.now();
    const result = await checkLedger(database.db, { limit: 10_000 });
    const { documents, items, stockRows, equipment } = result.counts;
    const summary = `${documents} documents, ${items} items, ${stockRows} stock rows, ${equipment} equipment checked in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.location})`;
    if (result.ok) {
      console.log(`Ledger is consistent: ${summary}.`);
    } else {
      for (const line of formatDifferences(result)) console.error(line);
      console.error(`Ledger check FAILED: ${result.differences.length} difference(s); ${summary}.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Ledger check failed: ${(error as Error).message}`);
  process.exit(2);
}
