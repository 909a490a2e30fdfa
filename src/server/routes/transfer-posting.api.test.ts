import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMaterials, expectLedgerClean, freeBins } from '../testing/ledger';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

let t: TestApp;
let whfra: SignedInClient;
let admin: SignedInClient;
let supplier: SignedInClient;
let mats: Awaited<ReturnType<typeof demoMaterials>>;
let bins: string[];
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });

beforeAll(async () => {
  t = await createTestApp();
  [whfra, admin, supplier] = await Promise.all([t.signIn('whfra'), t.signIn('admin'), t.signIn('supplier')]);
  mats = await demoMaterials(t.database.db);
  bins = await freeBins(t.database.db, 'W10', 3);
});
afterAll(async () => {
  if (t) await expectLedgerClean(t.database.db);
  await t?.close();
});

describe('transfer posting (MB1B)', () => {
  it('answers the screen its types; posts 309 with serials, 311 by sloctransfer and 344; refuses what does not fit', async () => {
    const init = await whfra.inject({ method: 'GET', url: '/supplier/warehouse/xferposting/xferpostinginitdata.json' });
    expect(init.statusCode).toBe(200);
    expect(init.json().movementTypes.map((m: { type: string }) => m.type)).toEqual([
      '301',
      '311',
      '309',
      '321',
      '343',
      '344',
      '349',
      '350',
    ]);
    expect((await supplier.inject({ method: 'GET', url: '/supplier/warehouse/xferposting/xferpostinginitdata.json' })).statusCode).toBe(
      403,
    );

    const [a, b] = mats.serialized as [string, string];
    const plain = mats.plain[0] as string;
    const [b1, b2] = bins as [string, string];
    const opening = await admin.inject({
      method: 'POST',
      url: '/supplier/api/warehouse/material-documents',
      headers: key(),
      payload: {
        items: [
          { movementType: '561', material: a, quantity: '2', to: at(b1), serials: ['XP-1', 'XP-2'] },
          { movementType: '561', material: plain, quantity: '6', to: at(b1) },
        ],
      },
    });
    expect(opening.statusCode, opening.body).toBe(201);

    const post = (payload: object) =>
      whfra.inject({ method: 'POST', url: '/supplier/api/warehouse/xfer-postings', headers: key(), payload });
    const noTarget = await post({ movementType: '309', from: at(b1), lines: [{ material: a, quantity: '1', serials: ['XP-1'] }] });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().message).toContain('receiving material');

    const mtm = await post({
      movementType: '309',
      from: at(b1),
      to: { bin: b2 },
      lines: [{ material: a, toMaterial: b, quantity: '1', serials: ['XP-1'], reason: '0001' }],
    });
    expect(mtm.statusCode, mtm.body).toBe(201);
    expect(mtm.json()).toMatchObject({ movementType: '309', itemCount: 2 });
    const doc = await whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/material-documents/${mtm.json().matDoc}` });
    expect(doc.json().items.map((i: { movementType: string; material: string }) => [i.movementType, i.material])).toEqual([
      ['309', a],
      ['309', b],
    ]);

    const blocked = await post({ movementType: '344', from: at(b1), lines: [{ material: plain, quantity: '2', reason: '0001' }] });
    expect(blocked.statusCode, blocked.body).toBe(201);

    const sloc = await whfra.inject({
      method: 'POST',
      url: '/supplier/api/warehouse/sloctransfer',
      headers: key(),
      payload: { plant: '1000', fromSloc: '0001', fromBin: b1, toSloc: '0002', lines: [{ material: plain, quantity: '1' }] },
    });
    expect(sloc.statusCode, sloc.body).toBe(201);
    expect(sloc.json()).toMatchObject({ movementType: '311', itemCount: 1 });

    const otherPlant = await post({
      movementType: '311',
      from: { plant: '2000', sloc: '0001', bin: b1 },
      to: { sloc: '0002' },
      lines: [{ material: plain, quantity: '1' }],
    });
    expect(otherPlant.statusCode).toBeGreaterThanOrEqual(400);
    expect(otherPlant.statusCode).toBeLessThan(500);
    expect((await post({ movementType: '201', from: at(b1), lines: [{ material: plain, quantity: '1' }] })).statusCode).toBe(400);
  });
});
