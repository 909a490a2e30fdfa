import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/contracts';
import { POSTING_ERRORS } from '../../shared/contracts/endpoint';
import { eventFeed } from '../../shared/contracts/events/schemas';
import {
  batchExamples,
  eventPageExample,
  openingStockDocumented,
  openingStockExample,
  rowExamples,
  serialsExample,
  stockExample,
} from '../../shared/contracts/integration/documented';
import { orderSchemas, rowSchemas } from '../../shared/contracts/integration/rows';
import { batchResult, openingStockBody, page, serialRow, stockRow } from '../../shared/contracts/integration/schemas';
import { postedMaterialDocument } from '../../shared/contracts/stock/schemas';
import { errorStatus, isErrorCode } from '../../shared/errors';
import { appForFile } from '../testing/api-test';
import { operationsOf } from './openapi-document';
import { lintOpenApi } from './openapi-lint';
import { mergeOperationIds, operationIdLines, readOperationIds } from './operation-ids';

const file = appForFile([]);
let doc: Record<string, unknown>;
beforeAll(async () => {
  doc = (await file.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
});

describe('the served OpenAPI document, as an API consumer checks it', () => {
  it("passes Redocly's recommended rules: no error, no warning (findings right by design listed with their reason)", async () => {
    const { totals, problems } = await lintOpenApi(doc);
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('has servers, a license and a described tag for every area', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) })]);
    expect((doc.info as { license?: unknown }).license).toMatchObject({ name: expect.any(String) });
    const tags = doc.tags as { name: string; description: string }[];
    const used = new Set([...operationsOf(doc).values()].flatMap((o) => o.tags as string[]));
    expect(tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of tags) expect(tag.description, tag.name).not.toBe(tag.name);
  });

  it('names every operation with a unique operationId, and every published one is still there at its method and path', () => {
    const ids = [...operationsOf(doc).values()].map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const published = readOperationIds();
    expect(published.length).toBeGreaterThan(200);
    // a rename or removal breaks every generated client: keep the contract's name and path (new ones: npm run api:clients)
    expect(mergeOperationIds(published, operationIdLines(doc)).removed).toEqual([]);
  });

  it("documents every operation's error answers with the shared error body, by the contract's access, input and codes", () => {
    const responses = (doc.components as { responses: Record<string, { content: Record<string, { schema: unknown }> }> }).responses;
    const problems: string[] = [];
    for (const [key, operation] of operationsOf(doc)) {
      const answers = operation.responses as Record<string, { $ref?: string; description?: string }>;
      const errors = Object.entries(answers).filter(([status]) => Number(status) >= 400);
      if (errors.length === 0) problems.push(`${key}: no error answer`);
      for (const [status, answer] of errors) {
        const shared = answer.$ref ? responses[answer.$ref.replace('#/components/responses/', '')] : undefined;
        if (
          shared?.content['application/json']?.schema &&
          JSON.stringify(shared.content['application/json'].schema).includes('#/components/schemas/Error')
        ) {
          const codes = /Codes: ([A-Z0-9_, ]+)\./.exec(answer.description ?? '')?.[1]?.split(', ') ?? [];
          if (codes.length === 0) problems.push(`${key} ${status}: no codes named`);
          for (const code of codes)
            if (!isErrorCode(code) || errorStatus(code) !== Number(status)) problems.push(`${key} ${status}: ${code}`);
        } else problems.push(`${key} ${status}: not the shared error body`);
      }
    }
    expect(problems).toEqual([]);
    const ops = operationsOf(doc);
    const codesOf = (key: string, status: string) =>
      ((ops.get(key)?.responses ?? {}) as Record<string, { description: string }>)[status]?.description ?? '';
    // access: a token's 401 and 429, a grant's 403; validation: 400; a record in the path: 404; the contract's own codes
    const masterData = 'POST /supplier/api/integration/v1/master-data/materials';
    expect(codesOf(masterData, '401')).toContain('API_TOKEN_INVALID');
    expect(codesOf(masterData, '403')).toContain('FORBIDDEN');
    expect(codesOf(masterData, '429')).toContain('API_RATE_LIMITED');
    expect(codesOf(masterData, '422')).toContain('BATCH_REFUSED');
    expect(codesOf('POST /supplier/api/integration/v1/orders/purchase-orders', '409')).toContain('ORDER_QUANTITY_BELOW_DONE');
    // a posting lists what the one posting function refuses
    expect(codesOf('POST /supplier/api/integration/v1/opening-stock', '422')).toContain('POSTING_PERIOD_CLOSED');
    expect(codesOf('POST /supplier/api/integration/v1/opening-stock', '400')).toContain('IDEMPOTENCY_KEY_REQUIRED');
    expect(codesOf('POST /supplier/api/warehouse/material-documents', '409')).toContain('INSUFFICIENT_STOCK');
    expect(codesOf('GET /supplier/api/warehouse/equipment/{equipmentNumber}/quality', '404')).toContain('NOT_FOUND');
  });

  it('lists every code the posting function can refuse with among the postings’ errors', () => {
    const dir = 'src/server/domain/stock/posting';
    const thrown = new Set<string>();
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      for (const m of readFileSync(join(dir, name), 'utf8').matchAll(/'([A-Z][A-Z0-9_]+)'/g)) {
        const code = m[1] as string;
        if (isErrorCode(code) && errorStatus(code) !== 400) thrown.add(code);
      }
    }
    expect([...thrown].filter((code) => !(POSTING_ERRORS as readonly string[]).includes(code)).sort()).toEqual([]);
  });

  it('describes the rows of every master-data and order kind, one path each, with an example the server takes', () => {
    const ops = operationsOf(doc);
    const kinds = { 'master-data': rowSchemas, orders: orderSchemas } as const;
    for (const [area, schemas] of Object.entries(kinds)) {
      for (const [kind, row] of Object.entries(schemas)) {
        const operation = ops.get(`POST /supplier/api/integration/v1/${area}/${kind}`);
        expect(operation, kind).toBeDefined();
        const body = (
          operation?.requestBody as
            | {
                content: Record<string, { schema: { anyOf: { type: string; items: { properties: object } }[] }; example: unknown[] }>;
              }
            | undefined
        )?.content['application/json'];
        // the rows (or null, which the route refuses as an empty batch: release 0.1.0 documented it)
        const rows = body?.schema.anyOf.find((variant) => variant.type === 'array');
        expect(body?.schema.anyOf.map((variant) => variant.type).sort(), kind).toEqual(['array', 'null']);
        expect(Object.keys(rows?.items.properties ?? {}).sort(), kind).toEqual(Object.keys(row.shape).sort());
        expect(row.safeParse(rowExamples[kind as keyof typeof rowExamples]).success, kind).toBe(true);
        expect(body?.example, kind).toEqual([rowExamples[kind as keyof typeof rowExamples]]);
        expect(batchResult.safeParse(batchExamples[kind]?.response).success).toBe(true);
      }
    }
    expect([...ops.keys()].some((key) => key.includes('{kind}') && key.includes('/integration/'))).toBe(false);
    expect(openingStockBody.safeParse(openingStockExample.body).success).toBe(true);
    expect(openingStockDocumented.safeParse(openingStockExample.body).success).toBe(true);
    expect(postedMaterialDocument.safeParse(openingStockExample.response).success).toBe(true);
    expect(page(stockRow).safeParse(stockExample.response).success).toBe(true);
    expect(page(serialRow).safeParse(serialsExample.response).success).toBe(true);
    expect(eventFeed.safeParse(eventPageExample).success).toBe(true);
    const feed = ops.get('GET /supplier/api/integration/v1/events')?.responses as Record<
      string,
      { content: Record<string, { example: unknown }> }
    >;
    expect(feed['200']?.content['application/json']?.example).toEqual(eventPageExample);
  });
});

/** The TypeScript types openapi-typescript makes of a document (scripts/openapi-types.mjs). */
async function generatedTypes(document: unknown): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
    return await new Promise<string>((done, fail) =>
      execFile(
        process.execPath,
        ['scripts/openapi-types.mjs', join(dir, 'openapi.json')],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => (error ? fail(new Error(`${error.message}\n${err}`)) : done(out)),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the typed client in clients/typescript', () => {
  it('is generated from the served document as it is now (npm run api:clients), with every integration row typed', async () => {
    const types = await generatedTypes(doc);
    const committed = readFileSync('clients/typescript/schema.d.ts', 'utf8');
    // stale: run `npm run api:clients` and commit clients/typescript/schema.d.ts
    expect(types === committed, 'clients/typescript/schema.d.ts is stale: npm run api:clients').toBe(true);
    const integration = allEndpoints.filter(
      ({ endpoint: e }) => typeof e.access === 'object' && e.access.module === 'INTEGRATION' && e.body,
    );
    const ids = integration.flatMap(({ name, endpoint: e }) =>
      e.bodyPer
        ? Object.keys(e.bodyPer.bodies).map((v) => `${name}${v.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`)
        : [name],
    );
    expect(ids.length).toBeGreaterThan(17);
    for (const id of ids) {
      const start = committed.indexOf(`\n    ${id}: {`);
      expect(start, id).toBeGreaterThan(0);
      const block = committed.slice(start, committed.indexOf('\n    };', start));
      const requestBody = block.slice(block.indexOf('requestBody'), block.indexOf('responses:'));
      expect(requestBody, id).toContain('"application/json"');
      expect(requestBody, id).not.toContain('unknown');
    }
  });
});
