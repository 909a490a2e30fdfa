/** `npm run api:lint`: Redocly's recommended rules on the served OpenAPI document (what the openapi-document test checks). */
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connect';
import { lintOpenApi } from '../src/server/http/openapi-lint';

const database = await openPglite('memory://');
const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
await app.ready();
const doc = (await app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
await app.close();
await database.close();
const { totals, problems } = await lintOpenApi(doc);
for (const p of problems) process.stdout.write(`${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}\n`);
process.stdout.write(`${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} ignored (.redocly.lint-ignore.yaml)\n`);
process.exit(totals.errors + totals.warnings > 0 ? 1 : 0);
