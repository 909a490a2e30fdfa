import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { unstockedMaterials } from '../testing/delivery-fixture';
import { actorOf, freeBins } from '../testing/ledger';
import { newPurchaseOrder, receivedOf, receivePurchaseOrder } from '../testing/vendor-return-fixture';

/**
 * Returns to vendor over HTTP: a 122 against a receipt created, read and shipped through the outbound chain's own
 * endpoints (pick orders, handheld pick, goods issue), never visible in the published delivery answers (REST list
 * and detail, GraphQL); scope (another plant's user 404, a supplier 403, an API token 403: its scopes are
 * integration scopes) and hostile input (a 400 naming the field, nothing written).
 */
const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, { ledgerCheck: true });
const W = '/supplier/api/warehouse';
const RTV = `${W}/vendor-returns`;
let n = 0;
const tag = Date.now().toString(36).toUpperCase();
const post = (client: { inject: typeof api.whfra.inject }, url: string, payload: unknown, key = `rtv-api-${tag}-${++n}`) =>
  client.inject({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': key } });
const returnCount = async () => (await api.t.database.db.selectFrom('vendor_return').select('delivery_number').execute()).length;
let bins: string[];

beforeAll(async () => {
  bins = await freeBins(api.t.database.db, 'W10', 3);
});

async function aReceipt(quantity: string, bin: string) {
  const db = api.t.database.db;
  const [material] = (await unstockedMaterials(db, '1000', false)) as [string];
  const { poNumber } = await newPurchaseOrder(db, { plant: '1000', items: [{ material, quantity: '10' }] });
  const gr = await receivePurchaseOrder(db, await actorOf(db, 'whfra'), poNumber, [{ poItem: 10, material, quantity, bin }]);
  return { material, poNumber, gr };
}

describe('returns to vendor over HTTP', () => {
  it('creates a 122 against a receipt, ships it through the outbound endpoints, and keeps it out of the published delivery answers', async () => {
    const { poNumber, gr } = await aReceipt('5', bins[0] as string);
    const offer = await getAs(api.whfra, `${RTV}/receipts/${gr}`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      movementType: '122',
      poNumber,
      grDocument: gr,
      items: [{ item: 1, returnableQuantity: '5.000' }],
    });
    const reasons = await getAs(api.whfra, `${RTV}/reasons`);
    expect(reasons.json().reasons).toContainEqual({ reasonCode: '0004', description: 'Quality defect' });
    const reasonsDe = await getAs(api.whfra, `${RTV}/reasons`, { 'accept-language': 'de' });
    expect(reasonsDe.statusCode).toBe(200);

    const made = await post(api.whfra, RTV, { movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '2', reason: '0004' }] });
    expect(made.statusCode, made.body).toBe(201);
    const ret = made.json();
    expect(ret).toMatchObject({ movementType: '122', poNumber, status: 'OPEN', items: [{ quantity: '2.000', reason: '0004' }] });
    const d = ret.deliveryNumber as string;
    expect((await getAs(api.whfra, `${RTV}/${d}`)).json()).toMatchObject({ deliveryNumber: d, grDocument: gr });
    expect((await getAs(api.whfra, `${RTV}?poNumber=${poNumber}`)).json().items).toEqual([
      expect.objectContaining({ deliveryNumber: d, movementType: '122' }),
    ]);

    // the published answers: list, detail, GraphQL never carry an RTV delivery
    expect((await getAs(api.whfra, `${W}/deliveries/${d}`)).statusCode).toBe(404);
    expect((await getAs(api.whfra, `${W}/deliveries?orderNumber=${poNumber}`)).json().items).toEqual([]);
    expect((await getAs(api.whfra, `${W}/deliveries?deliveryNumber=${d}`)).json().items).toEqual([]);
    const gql = await api.whfra.inject({
      method: 'POST',
      url: '/supplier/api/graphql',
      payload: {
        query: `{ delivery(deliveryNumber: "${d}") { deliveryNumber orderType } deliveries(orderNumber: "${poNumber}") { total } }`,
      },
    });
    expect(gql.json()).toEqual({ data: { delivery: null, deliveries: { total: 0 } } });

    // the outbound chain's own endpoints: pick orders, the handheld's pick list and pick, goods issue (122)
    expect((await post(api.whfra, `${W}/deliveries/${d}/pick-orders`, {})).statusCode).toBe(201);
    const list = await getAs(api.whfra, `${W}/deliveries/pick-list?scan=${d}`);
    expect(list.statusCode, list.body).toBe(200);
    for (const line of list.json().lines) {
      const picked = await post(api.whfra, `${W}/deliveries/${d}/picks/${line.orderId}/${line.lineNo}`, {
        sourceBin: line.sourceBin,
        material: line.material,
        quantity: line.quantity,
      });
      expect(picked.statusCode, picked.body).toBe(201);
    }
    const issued = await post(api.whfra, `${W}/goods-issues`, { deliveryNumber: d });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ deliveryNumber: d, movementType: '122', status: 'GOODS_ISSUED' });
    expect(await receivedOf(api.t.database.db, poNumber, 10)).toBe('3.000');
    expect((await getAs(api.whfra, `${RTV}/${d}`)).json()).toMatchObject({ status: 'GOODS_ISSUED', documents: [{ movementType: '122' }] });
    expect((await getAs(api.whfra, `${W}/deliveries/${d}`)).statusCode).toBe(404);
    // the return delivery note: the delivery papers, with the return's reason line
    const pdf = await getAs(api.whfra, `${W}/deliveries/${d}/delivery-note`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getAs(api.whnwk, `${W}/deliveries/${d}/delivery-note`)).statusCode).toBe(404);
  });

  it('is scoped: another plant reads nothing, a supplier and an API token are refused', async () => {
    const { poNumber, gr } = await aReceipt('2', bins[1] as string);
    const made = await post(api.whfra, RTV, { movementType: '161', poNumber, items: [{ item: 10, quantity: '1', reason: '0001' }] });
    expect(made.statusCode, made.body).toBe(201);
    const d = made.json().deliveryNumber;
    expect((await getAs(api.whnwk, `${RTV}/${d}`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${RTV}/receipts/${gr}`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${RTV}/purchase-orders/${poNumber}`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${RTV}?poNumber=${poNumber}`)).json().items).toEqual([]);
    const before = await returnCount();
    expect(
      (await post(api.whnwk, RTV, { movementType: '122', grDocument: gr, items: [{ item: 1, quantity: '1', reason: '0001' }] })).statusCode,
    ).toBe(404);
    expect((await getAs(api.supplier, RTV)).statusCode).toBe(403);
    expect((await getAs(api.supplier, `${RTV}/${d}`)).statusCode).toBe(403);
    expect(
      (await post(api.supplier, RTV, { movementType: '161', poNumber, items: [{ item: 10, quantity: '1', reason: '0001' }] })).statusCode,
    ).toBe(403);
    const token = await api.t.tokenClient(['ORDERS', 'STOCK'], ['2000']);
    expect((await getAs(token as never, `${RTV}/${d}`)).statusCode).toBe(403);
    expect(
      (await post(token, RTV, { movementType: '161', poNumber, items: [{ item: 10, quantity: '1', reason: '0001' }] })).statusCode,
    ).toBe(403);
    const own = await api.t.tokenClient(['ORDERS', 'STOCK'], ['1000']);
    expect((await post(own, RTV, { movementType: '161', poNumber, items: [{ item: 10, quantity: '1', reason: '0001' }] })).statusCode).toBe(
      403,
    );
    expect(await returnCount()).toBe(before);
  });

  it('refuses hostile input naming the field, writing nothing', async () => {
    const { poNumber, gr } = await aReceipt('1', bins[2] as string);
    const before = await returnCount();
    await expectBadInput(api.whfra, `${RTV}?status=LOST`, 'status');
    await expectBadInput(api.whfra, `${RTV}?poNumber=45`, 'poNumber');
    expect((await getAs(api.whfra, `${RTV}/receipts/12`)).statusCode).toBe(400);
    expect((await getAs(api.whfra, `${RTV}/purchase-orders/x`)).statusCode).toBe(400);
    const ok = { item: 1, quantity: '1', reason: '0001' };
    for (const [payload, field] of [
      [{ movementType: '101', grDocument: gr, items: [ok] }, 'movementType'],
      [{ movementType: '122', items: [ok] }, 'grDocument'],
      [{ movementType: '122', grDocument: '12', items: [ok] }, 'grDocument'],
      [{ movementType: '161', poNumber, items: [] }, 'items'],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, reason: 'x' }] }, 'reason'],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, quantity: '1e400' }] }, 'quantity'],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, quantity: '99999999999999999999' }] }, 'quantity'],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, quantity: '-1' }] }, 'quantity'],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, item: 1e12 }] }, 'item'],
      [{ movementType: '122', grDocument: gr, items: [ok], note: 'a\u0000b' }, ''],
      [{ movementType: '122', grDocument: gr, items: [ok], note: 'a\ud800b' }, ''],
      [{ movementType: '122', grDocument: gr, items: [{ ...ok, serials: ['A\u0000'] }] }, ''],
      [{ movementType: '122', grDocument: gr, items: [ok], extra: 1 }, ''],
    ] as const) {
      const res = await post(api.whfra, RTV, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(res.json().details?.field, JSON.stringify(payload)).toContain(field);
    }
    // well-formed but not possible: unknown receipt, too much, an item of no receipt
    expect((await post(api.whfra, RTV, { movementType: '122', grDocument: '0000000000', items: [ok] })).statusCode).toBe(404);
    const over = await post(api.whfra, RTV, { movementType: '122', grDocument: gr, items: [{ ...ok, quantity: '2' }] });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('VENDOR_RETURN_OVER');
    expect((await post(api.whfra, RTV, { movementType: '122', grDocument: gr, items: [{ ...ok, item: 7 }] })).statusCode).toBe(422);
    expect(await returnCount()).toBe(before);
  });
});
