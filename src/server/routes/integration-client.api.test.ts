import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient, type PortalClient } from '../../../clients/typescript';
import { verified } from '../../../docs/samples/verify-webhook.mjs';
import { eventPayloads, integrationEvent } from '../../shared/contracts/events/schemas';
import { webhookPolicy } from '../domain/webhooks/check-webhook-url';
import { createWebhookDeliverer } from '../domain/webhooks/deliverer';
import { appForFile } from '../testing/api-test';
import { eventChecker } from '../testing/asyncapi-events';
import { feedSettled } from '../testing/feed';

/**
 * An ERP as its engineers would build it: the typed client generated from the OpenAPI document
 * (clients/typescript), real HTTP to a listening portal, an API token. It loads its master data and a
 * purchase order, posts opening stock, reads the events and acknowledges them (the next read starts
 * behind them), and receives the same event by webhook, verified with the Node sample of
 * docs/INTEGRATION.md. Every event is checked against the AsyncAPI document the portal serves.
 */
const api = appForFile(['admin'] as const, {
  config: { webhook: { retrySeconds: [0], maxAttempts: 2, timeoutSeconds: 2, allowLoopback: true, networks: [] } },
});

let baseUrl: string;
let portal: PortalClient;
let tokenId: number;
const received: { body: Buffer; signature: string | undefined; verified: boolean }[] = [];
let receiver: ReturnType<typeof createServer>;
let receiverUrl: string;
const webhookSecret = { value: '' };
let lastDelivery: (typeof received)[number] | undefined;

beforeAll(async () => {
  await api.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.t.app.server.address() as AddressInfo).port}`;
  const token = await api.t.tokenClient(['MASTER', 'ORDERS', 'STOCK', 'EVENTS']);
  tokenId = token.tokenId;
  portal = createPortalClient({ baseUrl, token: token.secret });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const signature = req.headers['x-portal-signature'] as string | undefined;
      const ok = verified(body, signature, webhookSecret.value);
      received.push({ body, signature, verified: ok });
      res.writeHead(ok ? 204 : 401).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-events`;
});
afterAll(async () => {
  await new Promise<void>((done) => (receiver ? receiver.close(() => done()) : done()));
});

const suffix = String(Date.now() % 100000).padStart(5, '0');
const plant = `E${suffix.slice(-3)}`;
const material = `ERP-CL-${suffix}`;
const vendor = `VC${suffix}`;
const po = `45C${suffix}`;

/** Reads the feed from the start (or a cursor) to its end: the events and the cursor to store. */
async function readFeed(after?: string) {
  await feedSettled(api.t.database.db);
  const events = [];
  let cursor = after;
  for (;;) {
    const { data, error } = await portal.GET('/supplier/api/integration/v1/events', {
      params: { query: { limit: 1000, ...(cursor ? { after: cursor } : {}) } },
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    events.push(...data.events);
    const moved = data.next !== cursor;
    cursor = data.next;
    if (data.events.length === 0 || !moved) break;
  }
  return { events, next: cursor };
}

describe('an ERP through the generated client', () => {
  it('loads master data and a purchase order, posts opening stock, reads and acknowledges the events, and verifies the webhook', async () => {
    const asyncApi = await (await fetch(`${baseUrl}/supplier/api/asyncapi.json`)).json();
    const check = await eventChecker(asyncApi);

    // the webhook: set by an administrator; its secret is shown once
    const set = await api.admin.inject({
      method: 'PUT',
      url: `/supplier/api/admin/tokens/${tokenId}/webhook`,
      payload: { url: receiverUrl },
    });
    expect(set.statusCode, set.body).toBe(200);
    webhookSecret.value = set.json().secret;

    // where the ERP starts: the end of the feed as it is
    const start = await readFeed();

    // master data, in the order of loading; every row typed by its kind
    const load = async <K extends string>(
      kind: K,
      written: number,
      send: () => Promise<{ data?: { written: number }; error?: unknown }>,
    ) => {
      const { data, error } = await send();
      expect(error, kind).toBeUndefined();
      expect(data?.written, kind).toBe(written);
    };
    const master = '/supplier/api/integration/v1/master-data';
    await load('company-codes', 1, () =>
      portal.POST(`${master}/company-codes`, {
        body: [{ companyCode: `C${suffix.slice(-3)}`, name: 'ERP Test AG', country: 'DE', currency: 'EUR' }],
      }),
    );
    await load('plants', 1, () =>
      portal.POST(`${master}/plants`, {
        body: [
          { plant, name: 'ERP test plant', companyCode: `C${suffix.slice(-3)}`, country: 'DE', city: 'Kassel', timezone: 'Europe/Berlin' },
        ],
      }),
    );
    await load('storage-locations', 1, () =>
      portal.POST(`${master}/storage-locations`, { body: [{ plant, sloc: '0001', name: 'Store' }] }),
    );
    await load('material-groups', 1, () =>
      portal.POST(`${master}/material-groups`, { body: [{ materialGroup: 'ERPCL', description: 'Cables' }] }),
    );
    await load('materials', 1, () =>
      portal.POST(`${master}/materials`, {
        body: [
          {
            material,
            description: 'USB-C cable 2 m',
            materialType: 'HAWA',
            materialGroup: 'ERPCL',
            baseUnit: 'EA',
            plants: [{ plant, defaultSloc: '0001' }],
          },
        ],
      }),
    );
    await load('vendors', 1, () =>
      portal.POST(`${master}/vendors`, { body: [{ vendor, name: 'Cable Works', country: 'GB', city: 'Leeds' }] }),
    );
    await load('purchase-orders', 1, () =>
      portal.POST('/supplier/api/integration/v1/orders/purchase-orders', {
        body: [
          {
            number: po,
            vendor,
            plant,
            companyCode: `C${suffix.slice(-3)}`,
            documentDate: '2026-11-20',
            items: [{ item: 10, material, sloc: '0001', quantity: '50', deliveryDate: '2026-12-01' }],
          },
        ],
      }),
    );

    // a refused batch answers the typed error body, naming row and field
    const refused = await portal.POST(`${master}/materials`, {
      body: [{ material: `${material}-X`, description: 'x', materialType: 'HAWA', materialGroup: 'NOPE', baseUnit: 'EA' }],
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'BATCH_REFUSED', requestId: expect.any(String) });
    expect(refused.error?.details).toEqual([expect.objectContaining({ row: 0, field: 'materialGroup', code: 'REFERENCE_NOT_FOUND' })]);

    // opening stock: a posting, under the ERP's own Idempotency-Key
    const posted = await portal.POST('/supplier/api/integration/v1/opening-stock', {
      params: { header: { 'idempotency-key': `erp-opening-${suffix}` } },
      body: { lines: [{ material, plant, sloc: '0001', quantity: '25' }] },
    });
    expect(posted.error).toBeUndefined();
    expect(posted.response.status).toBe(201);
    const matDoc = posted.data?.matDoc;
    const stock = await portal.GET('/supplier/api/integration/v1/stock', { params: { query: { material, plant } } });
    expect(stock.data?.rows).toEqual([{ material, plant, sloc: '0001', category: 'UNRESTRICTED', quantity: '25.000', baseUnit: 'EA' }]);

    // the events behind the stored cursor: the posting's event, as the AsyncAPI document describes it
    const read = await readFeed(start.next);
    expect(read.events.map((e) => e.payload.matDoc)).toEqual([matDoc]);
    for (const event of [...start.events, ...read.events]) expect(check.feed(event), event.eventId).toEqual([]);
    expect(read.events[0]?.payload.items[0]).toMatchObject({ material, quantity: '25.000', to: { plant, sloc: '0001' } });

    // acknowledged: the ERP stores `next`; reading from it again hands out nothing twice
    const again = await readFeed(read.next);
    expect(again.events).toEqual([]);
    expect(again.next).toBe(read.next);

    // the same event by webhook: the Node sample verifies the portal's signature, a changed body fails it
    const { sessionSecret, webhook } = api.t.app.ctx.config;
    const deliverer = createWebhookDeliverer(api.t.database.db, {
      sessionSecret,
      ...webhook,
      timeoutMs: 2000,
      intervalMs: 5,
      policy: webhookPolicy(webhook),
    });
    expect(await deliverer.runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    const delivery = received[0] as (typeof received)[number];
    expect(delivery.verified).toBe(true);
    const body = JSON.parse(delivery.body.toString('utf8'));
    expect(body).toMatchObject({ eventId: read.events[0]?.eventId, payload: { matDoc } });
    expect(check.webhook(body)).toEqual([]);
    expect(
      verified(Buffer.from(delivery.body.toString('utf8').replace('25.000', '250.000')), delivery.signature, webhookSecret.value),
    ).toBe(false);
    expect(verified(delivery.body, delivery.signature, `${webhookSecret.value}x`)).toBe(false);
    lastDelivery = delivery;
  }, 180_000); // some twenty calls over real HTTP, the feed read from its start, the AsyncAPI document parsed

  // the Python sample of docs/INTEGRATION.md on the same delivery (where the machine has Python 3)
  it.runIf(spawnSync('python3', ['--version']).status === 0)('verifies the delivery with the Python sample too', () => {
    expect(lastDelivery).toBeDefined();
    const { body, signature } = lastDelivery as (typeof received)[number];
    const script = [
      'import sys',
      "sys.path.insert(0, 'docs/samples')",
      'from verify_webhook import verified',
      'body = sys.stdin.buffer.read()',
      'print(verified(body, sys.argv[1], sys.argv[2]), verified(body + b" ", sys.argv[1], sys.argv[2]))',
    ].join('\n');
    const run = spawnSync('python3', ['-c', script, String(signature), webhookSecret.value], { input: body, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('True False');
  });

  it('has a message in the AsyncAPI document for every event type the portal writes', async () => {
    const check = await eventChecker(await (await fetch(`${baseUrl}/supplier/api/asyncapi.json`)).json());
    const written = [...(integrationEvent.shape.type.values as Set<string>)];
    expect(written.sort()).toEqual(Object.keys(eventPayloads).sort());
    expect(check.types.sort()).toEqual(written.sort());
  });
});
