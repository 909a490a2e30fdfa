import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { emptyRackBins, plainMaterial, stockOf } from '../testing/ledger';
import type { SignedInClient } from '../testing/test-app';

const api = appForFile(['whfra', 'whnwk', 'admin', 'supplier'] as const, { ledgerCheck: true });
let bins: string[];
let material: string;
const API = '/supplier/api/warehouse';
const PI = `${API}/pi`;
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });
let key = 0;
const headers = () => ({ 'idempotency-key': `pi-api-${++key}` });

beforeAll(async () => {
  bins = (await emptyRackBins(api.t.database.db, 'W10', 100)).slice(0, 4);
  material = await plainMaterial(api.t.database.db);
  const items = bins.slice(0, 3).map((bin) => ({ movementType: '561', material, quantity: '10', to: at(bin) }));
  const res = await api.admin.inject({ method: 'POST', url: `${API}/material-documents`, payload: { items }, headers: headers() });
  expect(res.statusCode).toBe(201);
});

describe('physical inventory API', () => {
  it('creates, counts, confirms an empty bin, ignores moves after a count, and posts the differences once', async () => {
    const [b1, b2, b3, b4] = bins as [string, string, string, string];
    const init = await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/pi/initdata.json' });
    expect(init.statusCode).toBe(200);
    expect(init.json().plants.map((p: { plantId: string }) => p.plantId)).toEqual(['1000']);

    const body = { plant: '1000', sloc: '0001', binFrom: b1, binTo: b3, material };
    const created = await api.whfra.inject({ method: 'POST', url: PI, payload: body, headers: headers() });
    expect(created.statusCode).toBe(201);
    const n = created.json().piNumber as string;
    const count = (payload: object) => api.whfra.inject({ method: 'POST', url: `${PI}/${n}/counts`, payload, headers: headers() });
    const search = await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/invmgmt/pi/search?status=CREATED&bin=${b1}` });
    expect(search.json().items.map((d: { piNumber: string }) => d.piNumber)).toContain(n);
    expect((await api.whnwk.inject({ method: 'GET', url: `${PI}/${n}` })).statusCode).toBe(404);

    const doc = (await api.whfra.inject({ method: 'GET', url: `${PI}/${n}` })).json();
    const ranged = doc.bins.map((b: { bin: string }) => b.bin) as string[];
    expect(ranged).toEqual(expect.arrayContaining([b1, b2, b3]));

    const negative = await count({ bin: b1, material, quantity: '-1' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/quantity.*negative/i);
    const right = await count({ bin: b1, material, quantity: '10' });
    expect(right.statusCode).toBe(201);
    expect(right.json()).toMatchObject({ status: 'COUNTING', counted: [{ version: 1, quantity: '10.000' }] });
    const short = await count({ bin: b2, material, quantity: '6' });
    expect(short.statusCode).toBe(201);
    // after the count, 5 of bin 2 go to bin 4 (not on the document)
    const moved = await api.whfra.inject({
      method: 'POST',
      url: `${API}/plants/1000/warehouses/W10/bin-to-bin`,
      payload: { sourceBin: b2, material, quantity: '5', destinationBin: b4 },
      headers: headers(),
    });
    expect(moved.statusCode).toBe(201);
    // demo stock elsewhere in the range is counted right
    for (const item of doc.items.filter((i: { bin: string }) => i.bin !== b1 && i.bin !== b2 && i.bin !== b3)) {
      const payload = { bin: item.bin, material: item.material, quantity: item.bookQuantity, ...(item.batch ? { batch: item.batch } : {}) };
      expect((await count(payload)).statusCode).toBe(201);
    }
    const empty = await api.whfra.inject({ method: 'POST', url: `${PI}/${n}/empty-bins`, payload: { bin: b3 }, headers: headers() });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().counted).toEqual([expect.objectContaining({ material, quantity: '0.000', version: 1 })]);
    const counted = (await api.whfra.inject({ method: 'GET', url: `${PI}/${n}` })).json();
    expect(counted.status).toBe('COUNTED');
    expect(counted.items.find((i: { bin: string }) => i.bin === b2)).toMatchObject({ bookAtCount: '10.000', difference: '4.000' });

    const differences = (client: SignedInClient, key = headers()) =>
      client.inject({ method: 'POST', url: `${PI}/${n}/differences`, headers: key });
    const forbidden = await differences(api.whfra);
    expect(forbidden.statusCode).toBe(403);
    const postKey = headers();
    const posted = await differences(api.admin, postKey);
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ piNumber: n, gains: 0, losses: 2 });
    const replay = await differences(api.admin, postKey);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().matDoc).toBe(posted.json().matDoc);
    const twice = await differences(api.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PI_DOCUMENT_POSTED');
    expect(await stockOf(api.t.database.db, { material, ...at(b2) })).toBe('1.000');
    expect(await stockOf(api.t.database.db, { material, ...at(b4) })).toBe('5.000');
    const matDoc = (await api.admin.inject({ method: 'GET', url: `${API}/material-documents/${posted.json().matDoc}` })).json();
    expect(matDoc).toMatchObject({
      reference: { type: 'PI', number: n },
      items: [
        { movementType: '702', quantity: '4.000', referenceItem: expect.any(Number) },
        { movementType: '702', quantity: '10.000', referenceItem: expect.any(Number) },
      ],
    });
  });

  it('answers the inventory-management init data at the spec path, the same as the PI screen’s, to MI01 only', async () => {
    const spec = await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/initdata.json' });
    expect(spec.statusCode).toBe(200);
    const pi = await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/pi/initdata.json' });
    expect(spec.json()).toEqual(pi.json());
    expect(spec.json().plants.map((p: { plantId: string }) => p.plantId)).toEqual(['1000']);
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/initdata.json' })).statusCode).toBe(403);
  });

  it('names the field of bad input and refuses unknown documents', async () => {
    const noBins = await api.whfra.inject({ method: 'POST', url: PI, payload: { plant: '1000', sloc: '0001' }, headers: headers() });
    expect(noBins.statusCode).toBe(422);
    expect(noBins.json().code).toBe('PI_SELECTION_REQUIRED');
    const badNumber = await api.whfra.inject({ method: 'GET', url: `${PI}/12` });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().details?.field).toMatch(/piDocumentNumber/);
    expect(badNumber.json().message).toMatch(/^Physical inventory document: /);
    const unknown = await api.whfra.inject({ method: 'GET', url: `${PI}/1099999999` });
    expect(unknown.statusCode).toBe(404);
  });
});
