/**
 * `npm run api:clients`: writes what is generated from the served API documents and committed beside the
 * code (tests fail when one is stale):
 * - clients/typescript/schema.d.ts: the TypeScript types of the OpenAPI document (openapi-typescript), which
 *   the typed client clients/typescript/index.ts (openapi-fetch) uses;
 * - docs/api/operation-ids.txt: the published operationIds. New ones are added; one that disappeared or
 *   moved to another method or path is refused (a generated client's method would vanish), unless
 *   `--allow-removal` is given for a deliberate breaking change.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connect';
import {
  mergeOperationIds,
  OPERATION_IDS_FILE,
  OPERATION_IDS_HEADER,
  operationIdLines,
  readOperationIds,
} from '../src/server/http/operation-ids';

const database = await openPglite('memory://');
const app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig() });
await app.ready();
const doc = (await app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
await app.close();
await database.close();

const dir = mkdtempSync(join(tmpdir(), 'api-clients-'));
writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
const types = execFileSync(process.execPath, ['scripts/openapi-types.mjs', join(dir, 'openapi.json')], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
writeFileSync('clients/typescript/schema.d.ts', types);

const { lines, removed } = mergeOperationIds(readOperationIds(), operationIdLines(doc));
if (removed.length > 0 && !process.argv.includes('--allow-removal')) {
  process.stderr.write(`Published operationIds would change (a client's method would vanish):\n${removed.join('\n')}\n`);
  process.stderr.write('Keep the contract name and path, or run again with --allow-removal for a deliberate breaking change.\n');
  process.exit(1);
}
writeFileSync(OPERATION_IDS_FILE, `${[...OPERATION_IDS_HEADER, ...lines].join('\n')}\n`);
process.stdout.write(`clients/typescript/schema.d.ts and ${OPERATION_IDS_FILE} written (${lines.length} operations)\n`);
