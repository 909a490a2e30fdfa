import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../shared/gs1';
import { appForFile } from '../testing/api-test';
import { expectLedgerClean } from '../testing/ledger';

/**
 * The receiving area before the receipt: a truck's pallet is unloaded into the GR area (nothing is
 * received, no stock moves), the arrival shows what is off the truck and what is still on it, and
 * validate-receiving-material says whether a scanned SSCC, serial or material is expected on it.
 */
const api = appForFile(['supplier', 'whfra', 'whnwk'] as const);
const S = '/supplier/api/supplier';
const W = '/supplier/api/warehouse';
const sscc = (ref: number) => {
  const body = `09999998${String(ref).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
const today = new Date().toISOString().slice(0, 10);

async function noticeAndTruck(po: string, ref: number, prefix: string) {
  const created = await api.supplier.inject({
    method: 'POST',
    url: `${S}/asns`,
    payload: {
      purchaseOrderNo: po,
      shipDate: today,
      pallets: [
        {
          sscc: sscc(ref),
          cartons: [
            { sscc: sscc(ref + 1), items: [{ itemNo: 10, quantity: '2', serials: [`${prefix}1`, `${prefix}2`] }] },
            { sscc: sscc(ref + 2), items: [{ itemNo: 20, quantity: '5' }] },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const asn = created.json() as { asnNumber: string; items: { itemNo: number; material: string }[] };
  const arrival = await api.whfra.inject({
    method: 'POST',
    url: `${W}/dock-arrivals`,
    payload: { plant: '1000', door: 'D02', carrier: 'Main Cargo', plate: 'F-MC 1', asnNumber: asn.asnNumber },
  });
  expect(arrival.statusCode, arrival.body).toBe(201);
  return { asn, arrivalId: arrival.json().arrivalId as number };
}

const stockRows = async () => (await api.t.database.db.selectFrom('material_document').select('mat_doc').execute()).length;

describe('unloading into the GR area', () => {
  it('unloads the pallet with its cartons, moves no stock, and the receipt follows; the arrival shows each state', async () => {
    const { asn, arrivalId } = await noticeAndTruck('4517000002', 10, 'UNL');
    const before = await stockRows();
    const start = (await api.whfra.inject({ method: 'GET', url: `${W}/dock-arrivals/${arrivalId}/packages` })).json();
    expect(start).toMatchObject({ toUnload: 2, unloaded: 0 });
    expect(start.packages.map((p: { kind: string }) => p.kind)).toEqual(['PALLET', 'CARTON', 'CARTON']);

    const unloaded = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-arrivals/${arrivalId}/unloads`,
      payload: { sscc: `(00)${sscc(10)}` },
    });
    expect(unloaded.statusCode, unloaded.body).toBe(201);
    expect(unloaded.json()).toMatchObject({ toUnload: 0, unloaded: 2 });
    expect(unloaded.json().packages.every((p: { unloadedAt: string | null }) => p.unloadedAt !== null)).toBe(true);
    expect(await stockRows()).toBe(before); // nothing received yet
    // again: nothing changes
    const again = await api.whfra.inject({ method: 'POST', url: `${W}/dock-arrivals/${arrivalId}/unloads`, payload: { sscc: sscc(11) } });
    expect(again.statusCode).toBe(201);
    expect(again.json().packages.map((p: { unloadedAt: string }) => p.unloadedAt)).toEqual(
      unloaded.json().packages.map((p: { unloadedAt: string }) => p.unloadedAt),
    );

    const received = await api.whfra.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: sscc(10) } });
    expect(received.statusCode, received.body).toBe(201);
    const after = (await api.whfra.inject({ method: 'GET', url: `${W}/dock-arrivals/${arrivalId}/packages` })).json();
    expect(after.packages.filter((p: { receivedMatDoc: string | null }) => p.receivedMatDoc === received.json().matDoc)).toHaveLength(3);
    // a received package is not unloaded again
    const late = await api.whfra.inject({ method: 'POST', url: `${W}/dock-arrivals/${arrivalId}/unloads`, payload: { sscc: sscc(12) } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SSCC_ALREADY_RECEIVED');
    expect(asn.asnNumber).toMatch(/^\d{10}$/);
  });

  it("refuses another notice's SSCC on a truck bringing one notice, another plant's truck and hostile input, writing nothing", async () => {
    const first = await noticeAndTruck('4517000003', 20, 'UNM');
    const second = await noticeAndTruck('4517000004', 30, 'UNN');
    const wrong = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-arrivals/${first.arrivalId}/unloads`,
      payload: { sscc: sscc(30) },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'SSCC_NOT_ON_ARRIVAL' });
    expect(wrong.json().message).toContain(second.asn.asnNumber);
    // another plant's user does not see the truck
    const foreign = await api.whnwk.inject({ method: 'GET', url: `${W}/dock-arrivals/${first.arrivalId}/packages` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ARRIVAL_NOT_FOUND');
    expect(
      (await api.whnwk.inject({ method: 'POST', url: `${W}/dock-arrivals/${first.arrivalId}/unloads`, payload: { sscc: sscc(20) } }))
        .statusCode,
    ).toBe(404);
    for (const [url, payload, field] of [
      [`${W}/dock-arrivals/0/unloads`, { sscc: sscc(20) }, 'arrivalId'],
      [`${W}/dock-arrivals/99999999999/unloads`, { sscc: sscc(20) }, 'arrivalId'],
      [`${W}/dock-arrivals/${first.arrivalId}/unloads`, { sscc: 'x\u0000y' }, 'sscc'],
      [`${W}/dock-arrivals/${first.arrivalId}/unloads`, { sscc: '\ud800' }, 'sscc'],
      [`${W}/dock-arrivals/${first.arrivalId}/unloads`, { sscc: sscc(20), extra: { a: { b: { c: 1 } } } }, 'extra'],
      [`${W}/dock-arrivals/${first.arrivalId}/unloads`, { sscc: '123456789012345678' }, 'sscc'],
    ] as const) {
      const res = await api.whfra.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).toContain(field);
    }
    const state = (await api.whfra.inject({ method: 'GET', url: `${W}/dock-arrivals/${first.arrivalId}/packages` })).json();
    expect(state.unloaded).toBe(0);
  });
});

describe('validate-receiving-material', () => {
  it('answers expected or not, with the reason, for SSCCs, serials and materials', async () => {
    const { asn, arrivalId } = await noticeAndTruck('4517000005', 40, 'VAL');
    const check = async (scan: string) => {
      const res = await api.whfra.inject({
        method: 'GET',
        url: `${W}/validate-receiving-material?arrivalId=${arrivalId}&scan=${encodeURIComponent(scan)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await check(sscc(41))).toMatchObject({ expected: true, kind: 'PACKAGE', asnNumber: asn.asnNumber });
    expect(await check('VAL2')).toMatchObject({ expected: true, kind: 'SERIAL', sscc: sscc(41) });
    const material = asn.items.find((i) => i.itemNo === 20)?.material as string;
    const byMaterial = await check(material.toLowerCase());
    expect(byMaterial).toMatchObject({ expected: true, kind: 'MATERIAL', material, openQuantity: '5.000' });
    expect(byMaterial.message).toBe(`Material ${material} is expected: 5 still open on shipping notice ${asn.asnNumber}.`);
    const unknown = await check('NOPE-123');
    expect(unknown).toMatchObject({ expected: false, kind: 'UNKNOWN' });
    expect(unknown.message).toBe(`NOPE-123 is not expected on this truck: no package, serial or material of ${asn.asnNumber} matches it.`);
    // another notice's carton, and after the receipt: received already
    const other = await noticeAndTruck('4517000006', 50, 'VAO');
    expect(await check(sscc(51))).toMatchObject({ expected: false, kind: 'PACKAGE', asnNumber: other.asn.asnNumber });
    await api.whfra.inject({ method: 'POST', url: `${W}/asn-receipts`, payload: { sscc: sscc(40) } });
    const done = await check(sscc(41));
    expect(done.expected).toBe(false);
    expect(done.message).toContain('was received already');
    expect(await check('VAL2')).toMatchObject({ expected: false }); // the serial is received: no longer expected
    expect(await check(material)).toMatchObject({ expected: false, kind: 'MATERIAL', openQuantity: '0.000' });
  });

  it('refuses hostile input with a 400 naming the field, and another plant gets 404', async () => {
    const { arrivalId } = await noticeAndTruck('4517000002', 60, 'VAH');
    for (const [query, field] of [
      [`arrivalId=${arrivalId}&scan=`, 'scan'],
      [`arrivalId=${arrivalId}&scan=${encodeURIComponent('a\u0000b')}`, 'scan'],
      [`arrivalId=${arrivalId}&scan=${'x'.repeat(81)}`, 'scan'],
      [`arrivalId=1e400&scan=X`, 'arrivalId'],
      [`arrivalId=${arrivalId}`, 'scan'],
    ] as const) {
      const res = await api.whfra.inject({ method: 'GET', url: `${W}/validate-receiving-material?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
    }
    const foreign = await api.whnwk.inject({ method: 'GET', url: `${W}/validate-receiving-material?arrivalId=${arrivalId}&scan=X` });
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(api.t.database.db);
  });
});
