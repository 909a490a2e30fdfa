import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBins } from '../testing/ledger';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

/** Samples of a Prometheus text exposition: `name{labels} value` lines (comments left out). */
function parseMetrics(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = parseMetrics(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value ?? 0;
}

const lines: string[] = [];
let t: TestApp;
let admin: SignedInClient;
let whfra: SignedInClient;

beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => lines.push(line) } });
  [admin, whfra] = await Promise.all([t.signIn('admin'), t.signIn('whfra')]);
});
afterAll(async () => {
  await t?.close();
});

const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

describe('request ids and the request log', () => {
  it('answers every request with an id, keeps a plain id the caller sent, and puts it into error bodies', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthcheck' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await t.app.inject({ method: 'GET', url: '/healthcheck', headers: { 'x-request-id': 'lb-trace.42' } });
    expect(sent.headers['x-request-id']).toBe('lb-trace.42');
    for (const hostile of ['a b', 'x'.repeat(65), 'line\u2028break', '{"json":1}']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthcheck', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id']).not.toBe(hostile);
    }
    const refused = await whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/plants/9999' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    const unknown = await t.app.inject({ method: 'GET', url: '/supplier/api/no-such-thing', headers: { accept: 'application/json' } });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', requestId: unknown.headers['x-request-id'] });
  });

  it('writes one line per request with id, user, route pattern, status and time; never the query, a cookie or a password', async () => {
    lines.length = 0;
    const res = await whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/plants/1000?secret=hunter2' });
    expect(res.statusCode).toBe(200);
    await t.signIn('whfra');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    const plant = entries.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(plant).toHaveLength(1);
    expect(plant[0]).toMatchObject({ method: 'GET', route: '/supplier/api/warehouse/plants/:plantId', status: 200 });
    expect(typeof plant[0]?.userId).toBe('number');
    expect(typeof plant[0]?.ms).toBe('number');
    const all = lines.join('\n');
    expect(all).not.toContain('hunter2');
    expect(all).not.toContain('Scan#1000');
    expect(all).not.toContain('sp_session');
  });
});

describe('/metrics', () => {
  it('is served to loopback callers only when no token is configured', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(403);
    // a forwarded header does not make a remote caller local
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' }, '10.1.2.3')).statusCode).toBe(403);
  });

  it('counts requests by route pattern, postings by movement type, replays and refusals', async () => {
    const before = (await scrape()).body;
    const [bin] = await freeBins(t.database.db, 'W10', 1);
    const material = (
      await t.database.db
        .selectFrom('material')
        .select('material_id')
        .where('serialized', '=', false)
        .where('batch_managed', '=', false)
        .orderBy('material_id')
        .executeTakeFirstOrThrow()
    ).material_id;
    const payload = { items: [{ movementType: '561', material, quantity: '2', to: { plant: '1000', sloc: '0001', bin } }] };
    const key = 'metrics-test-key-1';
    const url = '/supplier/api/warehouse/material-documents';
    const first = await admin.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    const again = await admin.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/plants/9999' })).statusCode).toBe(404);

    const res = await scrape();
    expect(res.headers['content-type']).toContain('text/plain');
    const after = res.body;
    parseMetrics(after); // every line is a well-formed sample
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('portal_posted_items_total', { movement_type: '561' })).toBe(1);
    expect(delta('portal_idempotent_replays_total')).toBe(1);
    expect(delta('portal_refusals_total', { code: 'PLANT_NOT_FOUND' })).toBe(1);
    expect(delta('portal_posting_duration_seconds_count', { route: url })).toBe(1);
    expect(delta('portal_http_request_duration_seconds_count', { method: 'POST', route: url, status: '201' })).toBe(2);
    expect(sample(after, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('portal_nodejs_eventloop_lag_seconds');
    expect(parseMetrics(after).find((m) => m.name === 'portal_event_feed_lag_seconds')?.value).toBe(0); // nothing held back
  });

  it('with METRICS_TOKEN wants that bearer token from everyone', async () => {
    const other = await createTestApp({ metricsToken: 'a-long-metrics-token-0123' });
    try {
      const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        other.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await get({})).statusCode).toBe(403);
      expect((await get({ authorization: 'Bearer wrong' })).statusCode).toBe(403);
      expect((await get({ authorization: 'Bearer a-long-metrics-token-0123' }, '10.1.2.3')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('readiness', () => {
  it('is ready with the database at this code’s schema, and answers 503 while the instance drains', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/healthcheck/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    t.app.ctx.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/healthcheck/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // liveness stays up: the process is healthy, it only takes no new work
      expect((await t.app.inject({ method: 'GET', url: '/healthcheck' })).statusCode).toBe(200);
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });
});
