// `node --import tsx scripts/openapi-document.ts <file>`: writes the portal's OpenAPI document, as
// /supplier/api/openapi.json serves it, to <file> (one line: it is compared, not read) (an in-memory embedded database, no server listening).
// `npm run release` keeps it as releases/openapi-<version>.json: the published API the next releases are
// compared with (src/server/http/openapi-compat.api.test.ts).
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/openapi-document.ts <file>');
  process.exit(2);
}
const database = await openPglite('memory://');
try {
  await migrateToLatest(database.db);
  const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/supplier/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /supplier/api/openapi.json answered ${res.statusCode}`);
  writeFileSync(file, `${JSON.stringify(res.json())}\n`);
  await app.close();
} finally {
  await database.close();
}
