import { loadDatabaseConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import { grantIntegration } from '../../src/server/testing/integration';

/**
 * Bench setup (before the portal starts): gives the demo administrator the INTEGRATION grants an
 * API token's scopes give an ERP, so the integration scenario can call the API with a session.
 */
const database = await openDatabase(loadDatabaseConfig());
try {
  await grantIntegration(database.db, 'admin');
} finally {
  await database.close();
}
