#!/usr/bin/env node
/**
 * The TypeScript types of an OpenAPI document (openapi-typescript), as the typed client in
 * clients/typescript/ uses them: `node scripts/openapi-types.mjs openapi.json > schema.d.ts`.
 * Run by `npm run api:clients` (which writes the committed file) and by the test that fails when the
 * committed file is stale (src/server/http/openapi-client.api.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';

register('./typescript5-hook.mjs', import.meta.url);

const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/openapi-types.mjs <openapi.json>\n');
  process.exit(2);
}
const { default: openapiTS, astToString } = await import('openapi-typescript');
const document = JSON.parse(await readFile(file, 'utf8'));
const ast = await openapiTS(document, { alphabetize: true, immutable: false, exportType: false });
const header = '// Generated from the portal\u2019s OpenAPI document by `npm run api:clients` (openapi-typescript). Do not edit.\n\n';
process.stdout.write(header + astToString(ast));
