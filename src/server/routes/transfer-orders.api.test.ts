import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { rowCount } from '../testing/ledger';

const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, { ledgerCheck: true });
let material: string;
const API = '/supplier/api/warehouse';
const GR = 'GR-ZONE-01';

beforeAll(async () => {
  material = (
    await sql<{ material_id: string }>`select material_id from material where material_group = 'CABL' and not batch_managed
      and not exists (select 1 from stock s where s.material_id = material.material_id and s.warehouse_id = 'W10' and s.quantity > 0)
      order by material_id limit 1`.execute(api.t.database.db)
  ).rows[0]?.material_id as string;
  // initial stock entry (561) is for administrators
  const res = await api.admin.inject({
    method: 'POST',
    url: `${API}/material-documents`,
    payload: { items: [{ movementType: '561', material, quantity: '20', to: { plant: '1000', sloc: '0001', bin: GR } }] },
  });
  expect(res.statusCode).toBe(201);
});

const count = (table: 'material_document' | 'transfer_order') => rowCount(api.t.database.db, table);

describe('transfer orders API', () => {
  it('suggests a bin, creates an order once per Idempotency-Key, confirms a line once per key, and shows the result', async () => {
    const suggestion = await api.whfra.inject({
      method: 'GET',
      url: `${API}/plants/1000/warehouses/W10/suggested-bin?material=${material}&quantity=8`,
    });
    expect(suggestion.statusCode).toBe(200);
    expect(suggestion.json()).toMatchObject({ warehouseId: 'W10', reason: 'EMPTY', binType: 'S1' });
    const bin = suggestion.json().binId as string;

    const body = { plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '8', sourceBin: GR }] };
    const headers = { 'idempotency-key': 'to-create-1' };
    const before = await count('transfer_order');
    const created = await api.whfra.inject({ method: 'POST', url: `${API}/orders`, payload: body, headers });
    expect(created.statusCode).toBe(201);
    const replay = await api.whfra.inject({ method: 'POST', url: `${API}/orders`, payload: body, headers });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().orderId).toBe(created.json().orderId);
    expect(await count('transfer_order')).toBe(before + 1);
    const orderId = created.json().orderId as string;
    expect(created.json().lines[0]).toMatchObject({ destinationBin: bin, sourceBin: GR });

    const line = await api.whfra.inject({ method: 'GET', url: `${API}/orders/${orderId}/lines/1` });
    expect(line.statusCode).toBe(200);
    expect(line.json().line).toMatchObject({ lineNo: 1, material, quantity: '8.000', destinationBin: bin, status: 'OPEN' });

    const docs = await count('material_document');
    const confirmBody = { sourceBin: GR, material, quantity: '8', destinationBin: bin };
    const confirmHeaders = { 'idempotency-key': 'to-confirm-1' };
    const confirm = (headers: Record<string, string> = {}) =>
      api.whfra.inject({ method: 'POST', url: `${API}/orders/${orderId}/lines/1`, payload: confirmBody, headers });
    const confirmed = await confirm(confirmHeaders);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      orderId,
      lineNo: 1,
      orderStatus: 'CONFIRMED',
      destinationDiffers: false,
      quantityShort: false,
    });
    // the handheld lost Wi-Fi and sends the same confirmation again: the first answer, nothing posted twice
    const again = await confirm(confirmHeaders);
    expect(again.statusCode).toBe(201);
    expect(again.json().matDoc).toBe(confirmed.json().matDoc);
    expect(await count('material_document')).toBe(docs + 1);
    // without the key a second confirmation is refused: the line is done
    const third = await confirm();
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`Transfer order ${orderId} is CONFIRMED.`);

    const order = await api.whfra.inject({ method: 'GET', url: `${API}/orders/${orderId}` });
    expect(order.json()).toMatchObject({ orderId, status: 'CONFIRMED', openLines: 0, type: 'PUTAWAY' });
    expect(order.json().lines[0]).toMatchObject({ status: 'CONFIRMED', confirmedBin: bin, confirmedMatDoc: confirmed.json().matDoc });
    const list = await api.whfra.inject({ method: 'GET', url: `${API}/orders?material=${material}&status=CONFIRMED` });
    expect(list.json().items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const stock = await api.whfra.inject({ method: 'GET', url: `${API}/stock?material=${material}&bin=${bin}` });
    expect(stock.json().rows[0]).toMatchObject({ bin, quantity: '8.000' });
  });

  it('cancels an open order; keeps other plants and suppliers out; answers bad input with 4xx', async () => {
    const created = await api.whfra.inject({
      method: 'POST',
      url: `${API}/orders`,
      payload: { plant: '1000', sloc: '0001', type: 'BIN_TO_BIN', lines: [{ material, quantity: '2', sourceBin: GR }] },
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().orderId as string;
    expect((await api.whnwk.inject({ method: 'GET', url: `${API}/orders/${orderId}` })).statusCode).toBe(404);
    expect((await api.whnwk.inject({ method: 'POST', url: `${API}/orders/${orderId}/cancel` })).statusCode).toBe(404);
    expect(
      (await api.whnwk.inject({ method: 'GET', url: `${API}/plants/1000/warehouses/W10/suggested-bin?material=${material}&quantity=1` }))
        .statusCode,
    ).toBe(404);
    expect((await api.supplier.inject({ method: 'GET', url: `${API}/orders` })).statusCode).toBe(403);
    expect((await api.t.app.inject({ method: 'GET', url: `${API}/orders` })).statusCode).toBe(401);

    const cancelled = await api.whfra.inject({ method: 'POST', url: `${API}/orders/${orderId}/cancel` });
    expect(cancelled.statusCode).toBe(201);
    expect(cancelled.json()).toMatchObject({ orderId, status: 'CANCELLED', cancelledLines: 1 });
    expect((await api.whfra.inject({ method: 'POST', url: `${API}/orders/${orderId}/cancel` })).statusCode).toBe(409);

    for (const [url, payload] of [
      [`${API}/orders`, { plant: '1000', sloc: '0001', type: 'PICK', lines: [] }],
      [`${API}/orders`, { plant: '1000', sloc: '0001', type: 'PUTAWAY', lines: [{ material, quantity: '-1', sourceBin: GR }] }],
      [`${API}/orders/${orderId}/lines/abc`, { quantity: '1', destinationBin: 'X' }],
      [`${API}/orders/12/lines/1`, { quantity: '1', destinationBin: 'X' }],
    ] as const) {
      const res = await api.whfra.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await api.whfra.inject({ method: 'GET', url: `${API}/orders/6999999999` })).statusCode).toBe(404);
    const unknown = await api.whfra.inject({
      method: 'GET',
      url: `${API}/plants/1000/warehouses/W10/suggested-bin?material=NOPE&quantity=1`,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Material NOPE does not exist.');
  });
});
