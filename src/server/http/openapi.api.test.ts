import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/contracts';
import { appForFile } from '../testing/api-test';
import { documentedPath } from './openapi-document';

const file = appForFile([]);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await file.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('lists every API route of the contracts with its request and response schema', async () => {
    const doc = (await file.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
    const api = allEndpoints.filter(({ endpoint }) => !endpoint.internal);
    expect(api.length).toBeGreaterThan(60);
    const missing: string[] = [];
    // a contract documented per value of a path parameter (the rows of each kind) is one operation per value
    const operations = api.flatMap(({ endpoint: e }) =>
      e.bodyPer
        ? Object.keys(e.bodyPer.bodies).map((value) => ({ e, path: documentedPath(e.path).replace(`{${e.bodyPer?.param}}`, value) }))
        : [{ e, path: documentedPath(e.path) }],
    );
    for (const { e, path } of operations) {
      const operation = doc.paths?.[path]?.[e.method.toLowerCase()];
      if (!operation) {
        missing.push(`${e.method} ${path}: not in the document`);
        continue;
      }
      const status = String(e.status ?? 200);
      if (e.response && !operation.responses?.[status]?.content?.['application/json']?.schema) {
        missing.push(`${e.method} ${e.path}: no ${status} response schema`);
      }
      if (!e.response && !e.produces) missing.push(`${e.method} ${e.path}: neither a response schema nor a media type`);
      if (e.body && !operation.requestBody?.content?.['application/json']?.schema) missing.push(`${e.method} ${e.path}: no body schema`);
      const names = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).filter((name) => name !== e.bodyPer?.param);
      for (const name of names) {
        if (!operation.parameters?.some((p: { in: string; name: string }) => p.in === 'path' && p.name === name)) {
          missing.push(`${e.method} ${e.path}: path parameter ${name} not described`);
        }
      }
      if (
        e.idempotent &&
        !operation.parameters?.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key')
      ) {
        missing.push(`${e.method} ${e.path}: Idempotency-Key header not described`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves the API reference from this server (no outside scripts)', async () => {
    const res = await file.t.app.inject({ method: 'GET', url: '/supplier/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.body).not.toMatch(/src="https?:/);
    const script = await file.t.app.inject({ method: 'GET', url: '/supplier/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('registers no route without a contract, and every contract with a route', async () => {
    const registered = new Set(file.t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const unregistered = allEndpoints
      .map(({ endpoint: e }) => `${e.method} ${e.path}`)
      // the built web app's files are served only where dist/web exists (npm run build)
      .filter((key) => key !== 'GET /supplier/assets/*' && !registered.has(key));
    expect(unregistered).toEqual([]);
  });
});
