import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { demoMaterials, freeBins, rowCount } from '../testing/ledger';
import { at } from '../testing/ledger-fixture';
import type { SignedInClient } from '../testing/test-app';

const api = appForFile(['whfra', 'admin', 'supplier', 'whnwk'] as const, { ledgerCheck: true });
let mats: Awaited<ReturnType<typeof demoMaterials>>;
let bins: string[];
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

beforeAll(async () => {
  mats = await demoMaterials(api.t.database.db);
  bins = await freeBins(api.t.database.db, 'W10', 3);
});

/** Initial entry (561) by the administrator. */
const initialEntry = (items: unknown[]) =>
  api.admin.inject({ method: 'POST', url: '/supplier/api/warehouse/material-documents', headers: key(), payload: { items } });

describe('transfer posting (MB1B)', () => {
  it('answers the screen its types; posts 309 with serials, 311 by sloctransfer and 344; refuses what does not fit', async () => {
    const init = await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/xferposting/xferpostinginitdata.json' });
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
      '303',
      '305',
    ]);
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/warehouse/xferposting/xferpostinginitdata.json' })).statusCode).toBe(
      403,
    );

    const [a, b] = mats.serialized as [string, string];
    const plain = mats.plain[0] as string;
    const [b1, b2] = bins as [string, string];
    const opening = await initialEntry([
      { movementType: '561', material: a, quantity: '2', to: at(b1), serials: ['XP-1', 'XP-2'] },
      { movementType: '561', material: plain, quantity: '6', to: at(b1) },
    ]);
    expect(opening.statusCode, opening.body).toBe(201);

    const post = (payload: object) =>
      api.whfra.inject({ method: 'POST', url: '/supplier/api/warehouse/xfer-postings', headers: key(), payload });
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
    const doc = await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/material-documents/${mtm.json().matDoc}` });
    expect(doc.json().items.map((i: { movementType: string; material: string }) => [i.movementType, i.material])).toEqual([
      ['309', a],
      ['309', b],
    ]);

    const blocked = await post({ movementType: '344', from: at(b1), lines: [{ material: plain, quantity: '2', reason: '0001' }] });
    expect(blocked.statusCode, blocked.body).toBe(201);

    const sloc = await api.whfra.inject({
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

  it('posts 303 into transit and 305 out of it for the 303 document; refuses hostile input naming the field, writing nothing', async () => {
    const material = mats.plain[3] as string;
    const serialized = mats.serialized[3] as string;
    const opening = await initialEntry([
      { movementType: '561', material, quantity: '5', to: { plant: '1000', sloc: '0002' } },
      { movementType: '561', material: serialized, quantity: '1', to: { plant: '1000', sloc: '0002' }, serials: ['XT-1'] },
    ]);
    expect(opening.statusCode, opening.body).toBe(201);
    const post = (client: SignedInClient, payload: unknown) =>
      client.inject({ method: 'POST', url: '/supplier/api/warehouse/xfer-postings', headers: key(), payload: payload as object });
    const from = { plant: '1000', sloc: '0002' };

    const out = await post(api.whfra, {
      movementType: '303',
      from,
      to: { plant: '2000' },
      lines: [
        { material, quantity: '3', reason: '0002' },
        { material: serialized, quantity: '1', serials: ['XT-1'] },
      ],
    });
    expect(out.statusCode, out.body).toBe(201);
    const matDoc = out.json().matDoc as string;

    const list = await api.whnwk.inject({ method: 'GET', url: '/supplier/api/warehouse/xfer-postings/in-transit?plant=2000' });
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((i: { matDoc: string }) => i.matDoc === matDoc);
    expect(mine.map((i: { itemNo: number; openQuantity: string; serials: string[] }) => [i.itemNo, i.openQuantity, i.serials])).toEqual([
      [1, '3.000', []],
      [2, '1.000', ['XT-1']],
    ]);
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/api/warehouse/xfer-postings/in-transit' })).statusCode).toBe(403);
    const badPlant = await api.whnwk.inject({
      method: 'GET',
      url: `/supplier/api/warehouse/xfer-postings/in-transit?plant=${encodeURIComponent("2000'; drop table stock;--")}`,
    });
    expect(badPlant.statusCode).toBe(400);
    expect(badPlant.body).toContain('Plant');
    expect(
      (await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/xfer-postings/in-transit?plant=2000' })).json().items,
    ).toEqual([]);

    const documentsBefore = await rowCount(api.t.database.db, 'material_document');
    const to = { plant: '2000', sloc: '0002' };
    const hostile: [unknown, number, string][] = [
      [{ movementType: '305', to, lines: [{ material, quantity: '1', transitItem: 1 }] }, 422, 'material document in transit'],
      [{ movementType: '305', transitDocument: 'abc', to, lines: [{ material, quantity: '1', transitItem: 1 }] }, 400, 'transitDocument'],
      [{ movementType: '305', transitDocument: matDoc, to, lines: [{ material, quantity: '1', transitItem: -1 }] }, 400, 'transitItem'],
      [{ movementType: '305', transitDocument: matDoc, to, lines: [{ material, quantity: '1', transitItem: 'x' }] }, 400, 'transitItem'],
      [{ movementType: '305', transitDocument: matDoc, to, lines: [{ material, quantity: '1' }] }, 422, 'item of material document'],
      [{ movementType: '305', transitDocument: matDoc, from, to, lines: [{ material, quantity: '1', transitItem: 1 }] }, 422, 'source'],
      [
        { movementType: '305', transitDocument: matDoc, to: { plant: '2000' }, lines: [{ material, quantity: '1', transitItem: 1 }] },
        422,
        'storage location',
      ],
      [
        { movementType: '305', transitDocument: matDoc, to, lines: [{ material, quantity: '4', transitItem: 1 }] },
        409,
        '3 still in transit',
      ],
      [{ movementType: '305', transitDocument: matDoc, to, lines: [{ material, quantity: '1', transitItem: 9 }] }, 422, 'Item 9'],
      [{ movementType: '305', transitDocument: '9999999999', to, lines: [{ material, quantity: '1', transitItem: 1 }] }, 422, '9999999999'],
      [
        { movementType: '305', transitDocument: matDoc, to, lines: [{ material: serialized, quantity: '1', transitItem: 2 }] },
        422,
        'serial',
      ],
      [
        { movementType: '303', from, to: { plant: '2000', sloc: '0002' }, lines: [{ material, quantity: '1' }] },
        422,
        'receiving plant only',
      ],
      [{ movementType: '303', from, to: { plant: 'ZZZZ' }, lines: [{ material, quantity: '1' }] }, 422, 'ZZZZ'],
      [
        { movementType: '303', from, to: { plant: '2000' }, transitDocument: matDoc, lines: [{ material, quantity: '1' }] },
        422,
        'material document in transit',
      ],
      [{ movementType: '303', to: { plant: '2000' }, lines: [{ material, quantity: '1' }] }, 422, 'source'],
    ];
    for (const [payload, status, naming] of hostile) {
      // 303 by Frankfurt (the issuing plant), 305 by Newark (the receiving plant)
      const answer = await post((payload as { movementType: string }).movementType === '303' ? api.whfra : api.whnwk, payload);
      expect(answer.statusCode, `${JSON.stringify(payload)}: ${answer.body}`).toBe(status);
      expect(answer.body).toContain(naming);
    }
    expect(await rowCount(api.t.database.db, 'material_document')).toBe(documentsBefore);

    const placed = await post(api.whnwk, {
      movementType: '305',
      transitDocument: matDoc,
      to,
      lines: [
        { material, quantity: '3', transitItem: 1 },
        { material: serialized, quantity: '1', transitItem: 2, serials: ['XT-1'] },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ movementType: '305', itemCount: 2 });
    const after = await api.whnwk.inject({ method: 'GET', url: '/supplier/api/warehouse/xfer-postings/in-transit' });
    expect(after.json().items.some((i: { matDoc: string }) => i.matDoc === matDoc)).toBe(false);
    const equipment = await api.whnwk.inject({ method: 'GET', url: `/supplier/api/warehouse/material-documents/${placed.json().matDoc}` });
    expect(equipment.json().items.map((i: { movementType: string }) => i.movementType)).toEqual(['305', '305']);
  });
});
