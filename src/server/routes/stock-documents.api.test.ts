import { beforeAll, describe, expect, it } from 'vitest';
import { findEndpoint } from '../../shared/contracts';
import { addQuantities } from '../../shared/quantity';
import { appForFile } from '../testing/api-test';
import { demoMaterials, freeBins, rowCount } from '../testing/ledger';
import type { SignedInClient } from '../testing/test-app';

const api = appForFile(['whfra', 'whnwk', 'admin', 'supplier'] as const, { ledgerCheck: true });
let bins: string[];
let mats: Awaited<ReturnType<typeof demoMaterials>>;
const URL = '/supplier/api/warehouse/material-documents';

beforeAll(async () => {
  bins = await freeBins(api.t.database.db, 'W10', 10);
  mats = await demoMaterials(api.t.database.db);
});

const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });
const postDoc = (client: SignedInClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.inject({ method: 'POST', url: URL, payload: payload as object, headers });
const documentCount = () => rowCount(api.t.database.db, 'material_document');

describe('POST material-documents', () => {
  it('posts initial stock (561) for an administrator and answers 201 with the document', async () => {
    const material = mats.plain[0] as string;
    const res = await postDoc(api.admin, {
      headerText: 'opening',
      items: [{ movementType: '561', material, quantity: '12.5', to: at(bins[0] as string) }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.matDoc).toMatch(/^49\d{8}$/);
    expect(body.itemCount).toBe(1);
    const doc = await api.whfra.inject({ method: 'GET', url: `${URL}/${body.matDoc}` });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().items[0]).toMatchObject({ movementType: '561', material, quantity: '12.500', to: { plant: '1000', bin: bins[0] } });
    expect(doc.json().headerText).toBe('opening');
  });

  it('checks the grant of every movement type: an operator cannot create stock (561, 701) or receive without MIGO', async () => {
    const material = mats.plain[2] as string;
    const before = await documentCount();
    for (const movementType of ['561', '701']) {
      const res = await postDoc(api.whfra, { items: [{ movementType, material, quantity: '5', to: at(bins[2] as string) }] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'MOVEMENT_TYPE_FORBIDDEN' });
      expect(res.json().message).toContain(movementType);
    }
    // a user holding the generic endpoint's grant (MB1B) but not MIGO cannot post a goods receipt through it
    await api.t.database.db.deleteFrom('role_grant').where('role_id', '=', 'WH_OPERATOR').where('tcode', '=', 'MIGO').execute();
    try {
      const noMigo = await api.t.signIn('whnwk');
      const res = await postDoc(noMigo, {
        reference: { type: 'PO', number: '4500000001' },
        items: [{ movementType: '101', material, quantity: '1', to: { plant: '2000', sloc: '0001' }, referenceItem: 1 }],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'MOVEMENT_TYPE_FORBIDDEN' });
    } finally {
      await api.t.database.db.insertInto('role_grant').values({ role_id: 'WH_OPERATOR', module: 'MM', tcode: 'MIGO' }).execute();
    }
    expect(await documentCount()).toBe(before);
  });

  it('keeps users to their plants: no posting, no document, no stock of another plant', async () => {
    const material = mats.plain[1] as string;
    expect(
      (await postDoc(api.admin, { items: [{ movementType: '561', material, quantity: '3', to: at(bins[1] as string) }] })).statusCode,
    ).toBe(201);
    const move = { items: [{ movementType: '999', material, quantity: '1', from: at(bins[1] as string), to: { bin: bins[3] as string } }] };
    const mine = await postDoc(api.whfra, move);
    expect(mine.statusCode).toBe(201);
    const other = await postDoc(api.whnwk, move);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You are not authorized for plant 1000.');
    const doc = await api.whnwk.inject({ method: 'GET', url: `${URL}/${mine.json().matDoc}` });
    expect(doc.statusCode).toBe(404);
    const search = await api.whnwk.inject({ method: 'GET', url: `${URL}?material=${material}&user=whfra` });
    expect(search.json().items).toEqual([]);
    const own = await api.whfra.inject({ method: 'GET', url: `${URL}?material=${material}&user=whfra` });
    expect(own.json().items.length).toBeGreaterThan(0);
    const stock = await api.whnwk.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?material=${material}&plant=1000` });
    expect(stock.statusCode).toBe(200);
    expect(stock.json().rows).toEqual([]);
    const ownStock = await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?material=${material}` });
    expect(ownStock.json().rows.length).toBeGreaterThan(0);
    expect(ownStock.json().rows.every((r: { plant: string }) => r.plant === '1000')).toBe(true);
  });

  it('refuses users without the grant: supplier 403, signed-out 401', async () => {
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/api/warehouse/stock' })).statusCode).toBe(403);
    expect((await postDoc(api.supplier, { items: [] })).statusCode).toBe(403);
    const anonymous = await api.t.app.inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 4xx and a clear message, writing nothing', async () => {
    const before = await documentCount();
    const plain = mats.plain[2] as string;
    const serialized = mats.serialized[0] as string;
    const bin = bins[2] as string;
    const item = { movementType: '561', material: plain, quantity: '1', to: at(bin) };
    const cases: [unknown, number, RegExp][] = [
      [{ items: [{ ...item, material: 'UNKNOWN-1' }] }, 422, /Item 1: Material UNKNOWN-1 does not exist\./],
      [{ items: [{ ...item, to: { plant: '9999', sloc: '0001' } }] }, 422, /Plant 9999 does not exist/],
      [{ items: [{ ...item, to: at('ZZ-99-9') }] }, 422, /Storage bin ZZ-99-9 does not exist in warehouse W10/],
      [{ items: [{ ...item, movementType: '777' }] }, 422, /Movement type 777 does not exist/],
      [{ items: [{ ...item, movementType: '77' }] }, 400, /Movement type of item 1: Movement type is three digits/],
      [{ items: [{ ...item, quantity: '0' }] }, 400, /Quantity of item 1: Quantity must be greater than 0/],
      [{ items: [{ ...item, quantity: '-2' }] }, 400, /Quantity of item 1: Quantity cannot be negative/],
      [{ items: [{ ...item, quantity: 'abc' }] }, 400, /Quantity of item 1: Quantity must be a number/],
      [{ items: [{ ...item, quantity: 5 }] }, 400, /Quantity of item 1: Quantity must be a decimal number written as text/],
      [{ items: [{ ...item, quantity: '1.0001' }] }, 400, /at most 3 decimals/],
      [{ items: [{ ...item, quantity: '12345678901' }] }, 400, /too large/],
      [{ items: [{ ...item, material: serialized, quantity: '2', serials: ['SNX1'] }] }, 422, /give 2 serial numbers, not 1/],
      [{ items: [{ ...item, serials: ['SNX2'] }] }, 422, /is not serialized: it takes no serial numbers/],
      [{ items: [{ ...item, surprise: true }] }, 400, /Item 1: Unrecognized key: "surprise"/],
      [{ items: [] }, 400, /at least one item/],
      [{ items: Array.from({ length: 5001 }, () => item) }, 400, /at most 5000 items/],
      [{ items: [{ ...item, batch: 'X'.repeat(11) }] }, 400, /Batch is at most 10 characters/],
      [
        { postingDate: '1900-01-01', items: [item] },
        422,
        /^The posting date 1900-01-01 lies in a closed period at plant 1000: the open period runs from \d{4}-\d\d-01 to /,
      ],
      [
        { postingDate: '2099-12-31', items: [item] },
        422,
        /^The posting date 2099-12-31 is in the future at plant 1000: post on \d{4}-\d\d-\d\d or earlier\.$/,
      ],
      [{ postingDate: '0000-01-01', items: [item] }, 400, /Posting date/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await postDoc(api.admin, payload);
      expect({ status: res.statusCode, payload: JSON.stringify(payload).slice(0, 120) }).toEqual({
        status,
        payload: JSON.stringify(payload).slice(0, 120),
      });
      expect(res.json().message).toMatch(message);
      expect(res.body).not.toMatch(/stack|at .*\.ts:/);
      if ((payload as { postingDate?: string }).postingDate) expect(res.json().details.field).toMatch(/^(body\.)?postingDate$/);
    }
    const malformed = await api.whfra.inject({
      method: 'POST',
      url: URL,
      payload: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const huge = await api.whfra.inject({
      method: 'POST',
      url: URL,
      payload: JSON.stringify({ items: [{ ...item, headerText: 'x'.repeat(1_200_000) }] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request is too large.');
    expect(await documentCount()).toBe(before);
  });

  it('refuses overdraws with 409 naming material, position, available and requested', async () => {
    const material = mats.plain[3] as string;
    const bin = bins[3] as string;
    await postDoc(api.admin, { items: [{ movementType: '561', material, quantity: '2', to: at(bin) }] });
    const res = await postDoc(api.whfra, {
      items: [{ movementType: '201', material, quantity: '2.5', from: at(bin), costCenter: '101000' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: `Item 1: Not enough stock of material ${material} at plant 1000, storage location 0001, bin ${bin}, UNRESTRICTED: 2 available, 2.5 requested.`,
    });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response byte for byte for the same key and body, and posts once', async () => {
    const material = mats.plain[4] as string;
    const payload = { items: [{ movementType: '561', material, quantity: '1', to: at(bins[4] as string) }] };
    const before = await documentCount();
    const first = await postDoc(api.admin, payload, { 'idempotency-key': 'key-replay-1' });
    const second = await postDoc(api.admin, payload, { 'idempotency-key': 'key-replay-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await documentCount()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and an invalid key (400)', async () => {
    const material = mats.plain[4] as string;
    const payload = { items: [{ movementType: '561', material, quantity: '1', to: at(bins[5] as string) }] };
    expect((await postDoc(api.admin, payload, { 'idempotency-key': 'key-other-1' })).statusCode).toBe(201);
    const other = await postDoc(api.admin, { items: [{ ...payload.items[0], quantity: '2' }] }, { 'idempotency-key': 'key-other-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    const bad = await postDoc(api.admin, payload, { 'idempotency-key': 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
  });

  it('requires the key on every posting endpoint (400 naming it), writing nothing', async () => {
    const material = mats.plain[4] as string;
    const before = await documentCount();
    const payload = { items: [{ movementType: '561', material, quantity: '1', to: at(bins[5] as string) }] };
    const missing = await postDoc(api.admin, payload, { 'idempotency-key': null as unknown as string });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(missing.json().message).toContain('Idempotency-Key');
    // every route whose contract is a posting; the integration API's through an API token (administrators hold no INTEGRATION)
    const postings = api.t.app.registeredRoutes.filter((r) => findEndpoint(r.method, r.url)?.endpoint.idempotent);
    expect(postings.length).toBeGreaterThanOrEqual(7);
    const machine = await api.t.tokenClient(['MASTER', 'ORDERS', 'STOCK', 'EVENTS']);
    for (const route of postings) {
      const access = findEndpoint(route.method, route.url)?.endpoint.access;
      const client = typeof access === 'object' && access.module === 'INTEGRATION' ? machine : api.admin;
      const url = route.url
        .replace(':matDoc', '4900000001')
        .replace(':orderId', '0000000001')
        .replace(':orderLine', '1')
        .replace(':plantId', '1000')
        .replace(':warehouseId', 'W10')
        .replace(/:[A-Za-z]+/g, '1');
      const res = await client.inject({ method: 'POST', url, payload: {}, headers: { 'idempotency-key': null as unknown as string } });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    }
    expect(await documentCount()).toBe(before);
  });

  it('posts once when duplicates arrive at the same time', async () => {
    const material = mats.plain[5] as string;
    const payload = { items: [{ movementType: '561', material, quantity: '4', to: at(bins[6] as string) }] };
    const before = await documentCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postDoc(api.admin, payload, { 'idempotency-key': 'key-burst-1' })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await documentCount()).toBe(before + 1);
  });

  it('does not keep a failed posting: the same key may be retried once the stock is there', async () => {
    const material = mats.plain[6] as string;
    const bin = bins[7] as string;
    const issue = { items: [{ movementType: '201', material, quantity: '1', from: at(bin), costCenter: '101000' }] };
    const failed = await postDoc(api.whfra, issue, { 'idempotency-key': 'key-retry-1' });
    expect(failed.statusCode).toBe(409);
    await postDoc(api.admin, { items: [{ movementType: '561', material, quantity: '1', to: at(bin) }] });
    const retried = await postDoc(api.whfra, issue, { 'idempotency-key': 'key-retry-1' });
    expect(retried.statusCode).toBe(201);
  });
});

describe('reversal', () => {
  it('needs the reversal grant; reverses once; a second reversal is 409', async () => {
    const material = mats.serialized[1] as string;
    const posted = await postDoc(api.admin, {
      items: [{ movementType: '561', material, quantity: '2', to: at(bins[8] as string), serials: ['APIREV0001', 'APIREV0002'] }],
    });
    const matDoc = posted.json().matDoc;
    expect((await api.whfra.inject({ method: 'POST', url: `${URL}/${matDoc}/reversal` })).statusCode).toBe(403);
    const reversal = await api.admin.inject({ method: 'POST', url: `${URL}/${matDoc}/reversal`, payload: { headerText: 'wrong bin' } });
    expect(reversal.statusCode).toBe(201);
    expect(reversal.json().reversalOf).toBe(matDoc);
    const again = await api.admin.inject({ method: 'POST', url: `${URL}/${matDoc}/reversal` });
    expect(again.statusCode).toBe(409);
    const doc = await api.whfra.inject({ method: 'GET', url: `${URL}/${matDoc}` });
    expect(doc.json().reversedBy).toBe(reversal.json().matDoc);
    const rev = await api.whfra.inject({ method: 'GET', url: `${URL}/${reversal.json().matDoc}` });
    expect(rev.json().items[0]).toMatchObject({ movementType: '562', reversalOfItem: 1, fromKind: 'POSITION', toKind: 'INITIAL' });
    expect(rev.json().items[0].serials.map((s: { serialNumber: string }) => s.serialNumber)).toEqual(['APIREV0001', 'APIREV0002']);
    expect((await api.admin.inject({ method: 'POST', url: `${URL}/4999999990/reversal` })).statusCode).toBe(404);
  });
});

describe('GET material-documents, stock and serialized-equipments', () => {
  it('searches documents by material, movement type, user and date, paged', async () => {
    const material = mats.plain[7] as string;
    for (let i = 0; i < 3; i++) {
      await postDoc(api.admin, { items: [{ movementType: '561', material, quantity: `${i + 1}`, to: at(bins[9] as string) }] });
    }
    const page1 = await api.whfra.inject({
      method: 'GET',
      url: `${URL}?material=${material}&movementType=561&user=ADMIN&plant=1000&sloc=0001&bin=${bins[9]}&pageSize=2`,
    });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, total: 3, maxPage: 2 });
    expect(body.items.map((i: { quantity: string }) => i.quantity)).toEqual(['3.000', '2.000']);
    expect(body.items[0]).toMatchObject({ material, createdBy: 'admin', movementType: '561' });
    const page2 = await api.whfra.inject({
      method: 'GET',
      url: `${URL}?material=${material}&user=admin&plant=1000&sloc=0001&bin=${bins[9]}&pageSize=2&page=2`,
    });
    expect(page2.json().items.map((i: { quantity: string }) => i.quantity)).toEqual(['1.000']);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await api.whfra.inject({
      method: 'GET',
      url: `${URL}?material=${material}&user=admin&dateFrom=2000-01-01&dateTo=2000-12-31`,
    });
    expect(dated.json().total).toBe(0);
    const todays = await api.whfra.inject({
      method: 'GET',
      url: `${URL}?material=${material}&user=admin&dateFrom=${today}&plant=1000&sloc=0001`,
    });
    expect(todays.json().total).toBe(3);
    const far = await api.whfra.inject({ method: 'GET', url: `${URL}?page=100000&pageSize=200` });
    expect(far.statusCode).toBe(200);
    expect(far.json().items).toEqual([]);
    const bad = await api.whfra.inject({ method: 'GET', url: `${URL}?dateFrom=yesterday` });
    expect(bad.statusCode).toBe(400);
  });

  it('shows stock with totals per category and keyset paging', async () => {
    const material = mats.plain[8] as string;
    const stockUrl = `/supplier/api/warehouse/stock?material=${material}`;
    const before = (await api.whfra.inject({ method: 'GET', url: stockUrl })).json();
    await postDoc(api.admin, {
      items: bins.slice(0, 5).map((bin, i) => ({
        movementType: '561',
        material,
        quantity: `${i + 1}`,
        to: { ...at(bin), category: i === 0 ? 'BLOCKED' : 'UNRESTRICTED' },
      })),
    });
    const first = await api.whfra.inject({ method: 'GET', url: `${stockUrl}&limit=2` });
    const page = first.json();
    expect(page.rows).toHaveLength(2);
    // one material: one unit of measure
    const zero = { UNRESTRICTED: '0.000', QUALITY: '0.000', BLOCKED: '0.000' };
    const was = before.totals[0]?.categories ?? zero;
    expect(page.totals).toHaveLength(1);
    expect(page.totals[0].categories).toMatchObject({
      UNRESTRICTED: addQuantities(was.UNRESTRICTED, '14'),
      BLOCKED: addQuantities(was.BLOCKED, '1'),
      QUALITY: was.QUALITY,
    });
    const seen = [...page.rows];
    let cursor = page.nextCursor;
    while (cursor) {
      const next = (await api.whfra.inject({ method: 'GET', url: `${stockUrl}&limit=2&cursor=${cursor}` })).json();
      seen.push(...next.rows);
      cursor = next.nextCursor;
    }
    const all = (await api.whfra.inject({ method: 'GET', url: `${stockUrl}&limit=500` })).json().rows;
    expect(seen).toEqual(all);
    expect(new Set(seen.map((r) => `${r.sloc}|${r.bin}|${r.batch}|${r.category}`)).size).toBe(seen.length);
    for (const [i, bin] of bins.slice(0, 5).entries()) {
      expect(seen.some((r) => r.bin === bin && r.category === (i === 0 ? 'BLOCKED' : 'UNRESTRICTED'))).toBe(true);
    }
    const broken = await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/stock?cursor=notacursor' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('paging cursor');
  });

  it('finds serialized equipment by serial number and material, with its history, in scope only', async () => {
    const material = mats.serialized[2] as string;
    await postDoc(api.admin, {
      items: [{ movementType: '561', material, quantity: '1', to: at(bins[0] as string), serials: ['APIEQ0001'] }],
    });
    await postDoc(api.whfra, {
      items: [{ movementType: '999', material, quantity: '1', from: at(bins[0] as string), to: { bin: bins[1] }, serials: ['APIEQ0001'] }],
    });
    const found = await api.whfra.inject({
      method: 'GET',
      url: `/supplier/api/warehouse/serialized-equipments?serialNo=APIEQ0001&material=${material}`,
    });
    expect(found.statusCode).toBe(200);
    const eq = found.json().items[0];
    expect(eq).toMatchObject({ serialNumber: 'APIEQ0001', material, status: 'IN_STOCK', bin: bins[1], locked: false });
    const prefix = await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/serialized-equipments?serialNo=APIEQ*' });
    expect(prefix.json().total).toBe(1);
    const detail = await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/serialized-equipments/${eq.equipmentNumber}` });
    expect(detail.json().history.map((h: { movementType: string }) => h.movementType)).toEqual(['999', '561']);
    const foreign = await api.whnwk.inject({ method: 'GET', url: `/supplier/api/warehouse/serialized-equipments/${eq.equipmentNumber}` });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api.whnwk.inject({ method: 'GET', url: '/supplier/api/warehouse/serialized-equipments?serialNo=APIEQ0001' })).json().items,
    ).toEqual([]);
  });
});
