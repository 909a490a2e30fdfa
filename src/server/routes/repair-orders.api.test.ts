import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { actorOf, demoMaterials, freeBins, post as postDocument } from '../testing/ledger';

/**
 * The repair loop over HTTP: a repair order from an inspection lot, its goods issue (541), the supplier's view and
 * announcement, the receipt back by scan (101 into QUALITY with a lot); scope (another plant's user 404, another
 * vendor's order 404 to the supplier, a supplier 403 on the warehouse endpoints) and hostile input (400 naming the
 * field, nothing written).
 */
const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, { ledgerCheck: true });
const RO = '/supplier/api/warehouse/repair-orders';
const SUP = '/supplier/api/supplier/repair-orders';
let n = 0;
const tag = Date.now().toString(36).toUpperCase();
const post = (client: { inject: typeof api.whfra.inject }, url: string, payload: unknown, key = `ro-api-${tag}-${++n}`) =>
  client.inject({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': key } });
const orderCount = async () => (await api.t.database.db.selectFrom('repair_order').select('repair_order_number').execute()).length;
let bins: string[];
let serial = 0;

beforeAll(async () => {
  bins = await freeBins(api.t.database.db, 'W10', 4);
});

/** Serialized units in QUALITY with their inspection lot (the administrator's 561 opens it). */
async function lotOf(count: number, bin: string) {
  const db = api.t.database.db;
  const material = (await demoMaterials(db)).serialized[0] as string;
  const units = Array.from({ length: count }, () => `RAP${tag.slice(-4)}${String(++serial).padStart(4, '0')}`);
  const { matDoc } = await postDocument(db, await actorOf(db, 'admin'), {
    items: [
      {
        movementType: '561',
        material,
        quantity: String(count),
        to: { plant: '1000', sloc: '0001', bin, category: 'QUALITY' },
        serials: units,
      },
    ],
  });
  const lot = await db.selectFrom('quality_lot').select('lot_number').where('opened_mat_doc', '=', matDoc).executeTakeFirstOrThrow();
  return { material, units, lot: lot.lot_number };
}

describe('repair orders over HTTP', () => {
  it('lot -> repair order -> 541 -> the supplier sees and announces it -> receipt by scan (101, a new lot)', async () => {
    const { units, lot } = await lotOf(2, bins[0] as string);
    const [a, b] = units as [string, string];
    const made = await post(api.whfra, RO, { lot, vendor: 'V100001', serials: [a] });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json();
    expect(order).toMatchObject({
      plant: '1000',
      vendor: 'V100001',
      lotNumber: lot,
      status: 'OPEN',
      units: 1,
      items: [{ serialNumber: a, status: 'OPEN' }],
    });
    const no = order.orderNumber as string;
    expect((await getAs(api.whfra, `${RO}?vendor=V100001`)).json().items).toContainEqual(expect.objectContaining({ orderNumber: no }));

    const sent = await post(api.whfra, `${RO}/${no}/goods-issue`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await getAs(api.whfra, `${RO}/${no}`)).json()).toMatchObject({
      status: 'SENT',
      items: [{ status: 'SENT', sentMatDoc: sent.json().matDoc }],
    });

    // the supplier: its repair orders, and the announcement of the return shipment
    const mine = await getAs(api.supplier, SUP);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items).toContainEqual(expect.objectContaining({ orderNumber: no, status: 'SENT' }));
    const notOnOrder = await post(api.supplier, `${SUP}/${no}/announcement`, { shipDate: '2026-12-01', serials: [b] });
    expect(notOnOrder.statusCode).toBe(422);
    expect(notOnOrder.json().code).toBe('REPAIR_SERIAL_NOT_ON_ORDER');
    const announced = await post(api.supplier, `${SUP}/${no}/announcement`, { shipDate: '2026-12-01', serials: [a] });
    expect(announced.statusCode, announced.body).toBe(201);
    expect(announced.json()).toMatchObject({
      status: 'ANNOUNCED',
      items: [{ serialNumber: a, status: 'ANNOUNCED', announcedShipDate: '2026-12-01' }],
    });

    // the scan at the receipt: a serial not on the order is refused with the reason
    const wrong = await getAs(api.whfra, `${RO}/${no}/serials/${b}`);
    expect(wrong.json()).toMatchObject({ ok: false, reason: `Serial ${b} is not on repair order ${no}.` });
    expect((await getAs(api.whfra, `${RO}/${no}/serials/${a}`)).json()).toMatchObject({ ok: true, itemNo: 10 });
    const back = await post(api.whfra, `${RO}/${no}/receipts`, { sloc: '0001', serials: [a] });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().lots).toEqual([{ lotNumber: expect.any(String), serialNumber: a }]);
    expect((await getAs(api.supplier, `${SUP}/${no}`)).json()).toMatchObject({ status: 'RECEIVED' });
    const again = await post(api.whfra, `${RO}/${no}/receipts`, { sloc: '0001', serials: [a] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPAIR_SERIAL_RECEIVED');
  });

  it("scopes: another plant's user 404, another vendor's order 404 to the supplier, a supplier 403 on the warehouse endpoints", async () => {
    const { units, lot } = await lotOf(1, bins[1] as string);
    const other = await api.t.database.db
      .selectFrom('vendor')
      .select('vendor_id')
      .where('vendor_id', '<>', 'V100001')
      .orderBy('vendor_id')
      .executeTakeFirstOrThrow();
    const made = await post(api.whfra, RO, { lot, vendor: other.vendor_id, serials: units });
    expect(made.statusCode, made.body).toBe(201);
    const no = made.json().orderNumber as string;
    expect((await getAs(api.whnwk, `${RO}/${no}`)).statusCode).toBe(404);
    expect((await post(api.whnwk, `${RO}/${no}/goods-issue`, {})).statusCode).toBe(404);
    expect((await post(api.whnwk, RO, { lot, vendor: other.vendor_id, serials: units })).statusCode).toBe(404);
    expect((await getAs(api.whnwk, RO)).json().items.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(no);
    expect((await getAs(api.supplier, `${SUP}/${no}`)).statusCode).toBe(404);
    expect((await getAs(api.supplier, SUP)).json().items.map((o: { orderNumber: string }) => o.orderNumber)).not.toContain(no);
    expect((await post(api.supplier, `${SUP}/${no}/announcement`, { shipDate: '2026-12-01', serials: units })).statusCode).toBe(404);
    expect((await getAs(api.supplier, RO)).statusCode).toBe(403);
    expect((await getAs(api.supplier, `${RO}/${no}`)).statusCode).toBe(403);
    expect((await post(api.supplier, RO, { lot, serials: units })).statusCode).toBe(403);
    expect((await post(api.supplier, `${RO}/${no}/goods-issue`, {})).statusCode).toBe(403);
    // the warehouse operator holds no supplier grant
    expect((await getAs(api.whfra, SUP)).statusCode).toBe(403);
    // the administrator sees every plant: it sends the order
    expect((await post(api.admin, `${RO}/${no}/goods-issue`, {})).statusCode).toBe(201);
  });

  it('refuses hostile input naming the field, writing nothing', async () => {
    const { units, lot } = await lotOf(1, bins[2] as string);
    const before = await orderCount();
    await expectBadInput(api.whfra, `${RO}?status=LOST`, 'status');
    await expectBadInput(api.whfra, `${RO}?plant=%00`, 'plant');
    await expectBadInput(api.supplier, `${SUP}?pageSize=1e400`, 'pageSize');
    expect((await getAs(api.whfra, `${RO}/12`)).statusCode).toBe(400);
    expect((await getAs(api.whfra, `${RO}/2300000001/serials/A%00B`)).statusCode).toBe(400);
    let deep: unknown = units;
    for (let i = 0; i < 200; i++) deep = [deep];
    for (const [payload, field] of [
      [{ serials: units }, 'lot'],
      [{ lot: 'a\u0000b', serials: units }, 'lot'],
      [{ lot, serials: [] }, 'serials'],
      [{ lot, serials: ['A\u0000'] }, 'serials'],
      [{ lot, serials: ['a\ud800b'] }, 'serials'],
      [{ lot, serials: deep }, 'serials'],
      [{ lot, vendor: 'x'.repeat(11), serials: units }, 'vendor'],
      [{ lot: 1e20, serials: units }, 'lot'],
      [{ lot, serials: units, note: 'a\ud800' }, ''],
      [{ lot, serials: units, extra: 1 }, ''],
    ] as const) {
      const res = await post(api.whfra, RO, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      if (field) expect(res.json().details?.field, JSON.stringify(payload).slice(0, 120)).toContain(field);
    }
    for (const [payload, field] of [
      [{ serials: units }, 'sloc'],
      [{ sloc: '\u0000', serials: units }, 'sloc'],
      [{ sloc: '0001', serials: ['\ud800'] }, 'serials'],
    ] as const) {
      const res = await post(api.whfra, `${RO}/2300000001/receipts`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details?.field).toContain(field);
    }
    for (const [payload, field] of [
      [{ shipDate: '0000-01-01', serials: units }, 'shipDate'],
      [{ shipDate: '2026-02-30', serials: units }, 'shipDate'],
      [{ shipDate: '2026-12-01', serials: [['x']] }, 'serials'],
      [{ shipDate: 20261201, serials: units }, 'shipDate'],
    ] as const) {
      const res = await post(api.supplier, `${SUP}/2300000001/announcement`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details?.field).toContain(field);
    }
    // well-formed but not possible: an unknown lot, a serial of no lot, an unknown vendor, an unknown order
    expect((await post(api.whfra, RO, { lot: '0000000000', vendor: 'V100001', serials: units })).statusCode).toBe(404);
    expect((await post(api.whfra, RO, { lot, vendor: 'V100001', serials: ['NOPE'] })).json().code).toBe('REPAIR_SERIAL_NOT_IN_LOT');
    expect((await post(api.whfra, RO, { lot, vendor: 'NOVENDOR', serials: units })).statusCode).toBe(404);
    expect((await post(api.whfra, `${RO}/2399999999/goods-issue`, {})).statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });
});
