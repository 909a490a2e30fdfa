import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/connect';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { setSecondFactorKinds } from '../domain/auth/second-factor';
import { createUser } from '../domain/users/create-user';
import { feedSettled } from '../testing/feed';
import { expectLedgerClean } from '../testing/ledger';
import { signInClient } from '../testing/test-app';
import { createEmptyTestDatabase } from '../testing/test-db';

/**
 * A company on its own data: an empty, migrated database (no demo data), an administrator made as
 * the operator's CLI makes one, an API token; the whole company loaded through the integration API
 * only; a purchase order received on the handheld API; and the 561 and 101 documents read back from
 * the event feed by cursor, with the server restarted between two polls.
 */
const API = '/supplier/api/integration/v1';
const MATERIALS = 500;

let database: Database;
let app: FastifyInstance;
let secret: string;

const start = async () => {
  app = await buildApp({ db: database.db, dbKind: database.kind, config: testConfig(), strictResponses: true });
  await app.ready();
};
const erp = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: `Bearer ${secret}`, ...headers },
  });

async function load(path: string, rows: unknown[]) {
  const res = await erp('POST', `${API}/${path}`, rows);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  expect(res.json().rows).toBe(rows.length);
}

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  const adminId = await createUser(database.db, null, {
    username: 'ops',
    password: 'A long secret 2026!',
    firstName: 'Olga',
    isAdmin: true,
  });
  ({ secret } = await createApiToken(database.db, adminId, { name: 'erp', scopes: ['MASTER', 'ORDERS', 'STOCK', 'EVENTS'], plants: [] }));
  // this company's operator signs in with the password alone: a fresh install requires a second factor of
  // administrators (migration 0104), whose enrolment has its own tests (domain/auth/second-factor.db.test.ts)
  await setSecondFactorKinds(
    database.db,
    { userId: adminId },
    { administratorsRequired: false, suppliersRequired: true, warehouseRequired: false },
  );
  await start();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a company loaded through the integration API only', () => {
  let cursor = '0-0';
  const seen: string[] = [];
  const poll = async () => {
    await feedSettled(database.db);
    const res = await erp('GET', `${API}/events?after=${cursor}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { events: { payload: { matDoc: string; movementTypes: string[] } }[]; next: string };
    cursor = body.next;
    return body.events.map((e) => e.payload);
  };

  it('loads master data, orders and opening stock with serials, and reads the 561 from the event feed', async () => {
    await load('master-data/company-codes', [{ companyCode: 'AC01', name: 'Acme Europe', country: 'DE', currency: 'EUR' }]);
    await load('master-data/plants', [
      { plant: 'P100', name: 'Hamburg', companyCode: 'AC01', country: 'DE', city: 'Hamburg' },
      { plant: 'P200', name: 'Lyon', companyCode: 'AC01', country: 'FR', city: 'Lyon' },
    ]);
    await load('master-data/warehouses', [{ warehouse: 'H10', name: 'Hamburg main', plant: 'P100' }]);
    await load('master-data/storage-locations', [
      { plant: 'P100', sloc: '0001', name: 'Warehouse', warehouse: 'H10' },
      { plant: 'P200', sloc: '0001', name: 'Store' },
    ]);
    await load('master-data/storage-types', [
      { warehouse: 'H10', storageType: '902', name: 'Goods receipt area', role: 'GR_AREA' },
      { warehouse: 'H10', storageType: '001', name: 'Racks', role: 'RACK' },
    ]);
    await load('master-data/bin-types', [{ warehouse: 'H10', binType: 'P1', description: 'Pallet place' }]);
    const bins = Array.from({ length: 20 }, (_, i) => ({
      warehouse: 'H10',
      bin: `R-${String(i + 1).padStart(2, '0')}`,
      storageType: '001',
      binType: 'P1',
    }));
    await load('master-data/bins', [{ warehouse: 'H10', bin: 'GR-AREA', storageType: '902', binType: 'P1' }, ...bins]);
    await load('master-data/material-groups', [{ materialGroup: 'TOOLS', description: 'Tools' }]);
    const materials = Array.from({ length: MATERIALS }, (_, i) => ({
      material: `ACME-${String(i + 1).padStart(4, '0')}`,
      description: `Acme article ${i + 1}`,
      materialType: 'HAWA',
      materialGroup: 'TOOLS',
      baseUnit: 'EA',
      serialized: i === 0,
      plants: [
        { plant: 'P100', defaultSloc: '0001' },
        { plant: 'P200', defaultSloc: '0001' },
      ],
    }));
    await load('master-data/materials', materials);
    await load('master-data/vendors', [{ vendor: 'V-ACME', name: 'Acme Supplies', country: 'DE', city: 'Bremen' }]);
    await load('master-data/customers', [{ customer: 'C-ACME', name: 'Acme Retail', country: 'FR', city: 'Paris' }]);
    const today = new Date().toISOString().slice(0, 10);
    await load('orders/purchase-orders', [
      {
        number: '4500000001',
        vendor: 'V-ACME',
        plant: 'P100',
        companyCode: 'AC01',
        documentDate: today,
        items: [{ item: 10, material: 'ACME-0002', quantity: '8', deliveryDate: today, sloc: '0001' }],
      },
    ]);
    await load('orders/stock-transport-orders', [
      {
        number: '5500000001',
        supplyingPlant: 'P100',
        receivingPlant: 'P200',
        documentDate: today,
        items: [{ item: 10, material: 'ACME-0003', quantity: '2', deliveryDate: today, supplyingSloc: '0001', receivingSloc: '0001' }],
      },
    ]);
    await load('orders/sales-orders', [
      {
        number: '0010000001',
        customer: 'C-ACME',
        plant: 'P100',
        documentDate: today,
        items: [{ item: 10, material: 'ACME-0003', quantity: '1', deliveryDate: today, sloc: '0001' }],
      },
    ]);
    const opening = await erp(
      'POST',
      `${API}/opening-stock`,
      {
        headerText: 'Opening balances',
        lines: [
          { material: 'ACME-0001', plant: 'P100', sloc: '0001', bin: 'R-01', quantity: '3', serials: ['SN-A1', 'SN-A2', 'SN-A3'] },
          { material: 'ACME-0003', plant: 'P100', sloc: '0001', bin: 'R-02', quantity: '10' },
          { material: 'ACME-0004', plant: 'P200', sloc: '0001', quantity: '5' },
        ],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(opening.statusCode, opening.body).toBe(201);
    const openingDoc = opening.json().matDoc as string;

    const first = await poll();
    expect(first.map((e) => e.matDoc)).toEqual([openingDoc]);
    expect(first[0]?.movementTypes).toEqual(['561']);
    seen.push(...first.map((e) => e.matDoc));
    expect(await poll()).toEqual([]); // nothing twice

    const stock = await erp('GET', `${API}/stock?material=ACME-0001&plant=P100`);
    expect(stock.statusCode, stock.body).toBe(200);
    const serials = await erp('GET', `${API}/serials?material=ACME-0001`);
    expect(serials.statusCode, serials.body).toBe(200);
    expect(JSON.stringify(serials.json())).toContain('SN-A2');
  }, 120_000);

  it('receives the purchase order on the handheld API and reads the 101 after a restart, nothing missed, nothing twice', async () => {
    // the administrator makes a receiving role and a warehouse user, as on the users screen
    const ops = await signInClient(app, database.db, 'ops', 'A long secret 2026!');
    const asOps = (method: 'POST' | 'PUT', url: string, payload: object) => ops.inject({ method, url, payload });
    const role = await asOps('PUT', '/supplier/api/admin/roles/RECEIVER', {
      description: 'Goods receipt',
      grants: [{ module: 'MM', tcode: 'MIGO' }],
    });
    expect(role.statusCode, role.body).toBeLessThan(300);
    const user = await asOps('POST', '/supplier/api/admin/users', {
      username: 'hamburg1',
      password: 'Scan#Hamburg26',
      firstName: 'Hanna',
      isWarehouseUser: true,
      roles: ['RECEIVER'],
      plants: ['P100'],
    });
    expect(user.statusCode, user.body).toBeLessThan(300);

    const receiver = await signInClient(app, database.db, 'hamburg1', 'Scan#Hamburg26');
    const receipt = await receiver.inject({
      method: 'POST',
      url: '/supplier/api/warehouse/po-goods-receipts',
      payload: { purchaseOrderNo: '4500000001', items: [{ itemNo: 10, quantity: '8' }] },
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const receiptDoc = receipt.json().matDoc as string;

    // the ERP's poller keeps its cursor; the server restarts in between
    await app.close();
    await start();
    const after = await poll();
    expect(after.map((e) => e.matDoc)).toEqual([receiptDoc]);
    expect(after[0]?.movementTypes).toEqual(['101']);
    seen.push(...after.map((e) => e.matDoc));
    expect(await poll()).toEqual([]);
    expect(new Set(seen).size).toBe(seen.length);

    const docs = await database.db.selectFrom('material_document').select('mat_doc').execute();
    expect(docs.map((d) => d.mat_doc).sort()).toEqual([...seen].sort()); // every document came through the feed
    await expectLedgerClean(database.db);
  }, 120_000);
});
