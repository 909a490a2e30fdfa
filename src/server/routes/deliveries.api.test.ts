import { describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { newSalesOrder, stockUp, unstockedMaterials } from '../testing/delivery-fixture';
import { actorOf, expectLedgerClean, freeBins } from '../testing/ledger';

const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const);
const API = '/supplier/api/warehouse';

/** A sales order of plant 1000 for `quantity` of a material with `stock` units in a rack bin. */
async function orderWithStock(quantity: string, stock: string) {
  const db = api.t.database.db;
  const [material] = (await unstockedMaterials(db, '1000', false)) as [string];
  const [bin] = (await freeBins(db, 'W10', 1)) as [string];
  await stockUp(db, await actorOf(db, 'admin'), { plant: '1000', material, bin, quantity: stock });
  const so = await newSalesOrder(db, { plant: '1000', items: [{ material, quantity }] });
  return { so, material, bin };
}

describe('deliveries API', () => {
  it('deliveries due -> order -> create delivery -> pick orders -> pick -> goods issue -> reverse, with replays', async () => {
    const { so, material, bin } = await orderWithStock('6', '6');
    const due = await getAs(api.whfra, `/supplier/warehouse/deliverydue/list.json?partner=${''}`);
    expect(due.statusCode).toBe(400);
    for (const orderType of ['SO', 'STO', '']) {
      const list = await getAs(api.whfra, `/supplier/warehouse/deliverydue/list.json?plant=1000&pageSize=200&orderType=${orderType}`);
      expect(list.statusCode, orderType).toBe(orderType ? 200 : 400);
      if (orderType) expect(list.json().items.every((r: { orderType: string }) => r.orderType === orderType)).toBe(true);
    }
    const all = await getAs(api.whfra, '/supplier/warehouse/deliverydue/list.json?dueBy=2099-12-31&route=R1');
    expect(all.statusCode).toBe(200);
    const order = await getAs(api.whfra, `${API}/sales-orders/${so}`);
    expect(order.json()).toMatchObject({ orderType: 'SO', plant: '1000', items: [{ itemNo: 10, openQuantity: '6.000' }] });

    const body = { lines: [{ itemNo: 10, quantity: '4' }] };
    const headers = { 'idempotency-key': `dlv-${so}` };
    const created = await api.whfra.inject({ method: 'POST', url: `${API}/sales-orders/${so}/create-delivery`, payload: body, headers });
    expect(created.statusCode).toBe(201);
    const replay = await api.whfra.inject({ method: 'POST', url: `${API}/sales-orders/${so}/create-delivery`, payload: body, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const delivery = created.json().deliveries[0].deliveryNumber as string;
    // more than is open: 409 naming the item and the open quantity, written to the order's error log
    const over = await api.whfra.inject({
      method: 'POST',
      url: `${API}/sales-orders/${so}/create-delivery`,
      payload: { lines: [{ itemNo: 10, quantity: '3' }] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('Item 10');
    expect(over.json().message).toContain('only 2 open');
    const log = await getAs(api.whfra, `${API}/sales-orders/${so}/error-logs`);
    expect(log.json().entries[0]).toMatchObject({ code: 'DELIVERY_OVER_OPEN', itemNo: 10 });

    const unpicked = await api.whfra.inject({ method: 'POST', url: `${API}/goods-issues`, payload: { deliveryNumber: delivery } });
    expect(unpicked.statusCode).toBe(409);
    expect(unpicked.json().code).toBe('DELIVERY_NOT_PICKED');
    const planned = await api.whfra.inject({ method: 'POST', url: `${API}/deliveries/${delivery}/pick-orders`, payload: {} });
    expect(planned.statusCode).toBe(201);
    const picks = await getAs(api.whfra, `${API}/deliveries/pick-list?scan=${planned.json().transferOrders[0].orderId}`);
    expect(picks.json()).toMatchObject({ deliveryNumber: delivery, lines: [{ sourceBin: bin, quantity: '4.000', material }] });
    const line = picks.json().lines[0];
    // the transfer-order screen cannot confirm a pick: it goes through the delivery
    const direct = await api.whfra.inject({
      method: 'POST',
      url: `${API}/orders/${line.orderId}/lines/${line.lineNo}`,
      payload: { quantity: '4', destinationBin: line.destinationBin },
    });
    expect(direct.json().code).toBe('PICK_THROUGH_DELIVERY');
    const pickUrl = `${API}/deliveries/${delivery}/picks/${line.orderId}/${line.lineNo}`;
    const pickHeaders = { 'idempotency-key': `pick-${delivery}` };
    const pick = await api.whfra.inject({
      method: 'POST',
      url: pickUrl,
      payload: { sourceBin: bin, material, quantity: '4' },
      headers: pickHeaders,
    });
    expect(pick.statusCode).toBe(201);
    expect(pick.json().deliveryStatus).toBe('PICKED');
    const pickAgain = await api.whfra.inject({
      method: 'POST',
      url: pickUrl,
      payload: { sourceBin: bin, material, quantity: '4' },
      headers: pickHeaders,
    });
    expect(pickAgain.json().matDoc).toBe(pick.json().matDoc);

    const issued = await api.whfra.inject({ method: 'POST', url: `${API}/goods-issues`, payload: { deliveryNumber: delivery } });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ movementType: '601', status: 'GOODS_ISSUED' });
    // whfra lacks MBST; the administrator reverses once
    expect(
      (await api.whfra.inject({ method: 'POST', url: `${API}/deliveries/${delivery}/reverse-goods-issue`, payload: {} })).statusCode,
    ).toBe(403);
    // MBST alone does not reverse a goods issue: the reversed 601 needs SD/VL02N too (checked in the command)
    const db = api.t.database.db;
    await db.deleteFrom('role_grant').where('role_id', '=', 'ADMIN').where('module', '=', 'SD').where('tcode', '=', 'VL02N').execute();
    try {
      const noVl02n = await api.t.signIn('admin');
      const refused = await noVl02n.inject({ method: 'POST', url: `${API}/deliveries/${delivery}/reverse-goods-issue`, payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'MOVEMENT_TYPE_FORBIDDEN',
        message: 'You are not authorized to post movement type 601.',
      });
    } finally {
      await db.insertInto('role_grant').values({ role_id: 'ADMIN', module: 'SD', tcode: 'VL02N' }).execute();
    }
    const reversed = await api.admin.inject({ method: 'POST', url: `${API}/deliveries/${delivery}/reverse-goods-issue`, payload: {} });
    expect(reversed.json()).toMatchObject({ movementType: '602', status: 'PICKED' });
    const twice = await api.admin.inject({ method: 'POST', url: `${API}/deliveries/${delivery}/reverse-goods-issue`, payload: {} });
    expect(twice.statusCode).toBe(409);

    const view = await getAs(api.whfra, `${API}/deliveries/${delivery}`);
    expect(view.json()).toMatchObject({ status: 'PICKED', documents: [{ movementType: '601' }, { movementType: '602' }] });
    expect(view.json().errors.map((e: { code: string }) => e.code)).toContain('DELIVERY_NOT_PICKED');
    const search = await getAs(api.whfra, `${API}/deliveries?orderNumber=${so}&status=PICKED`);
    expect(search.json().items.map((d: { deliveryNumber: string }) => d.deliveryNumber)).toEqual([delivery]);
    await expectLedgerClean(api.t.database.db);
  });

  it('scopes outbound: other plants and suppliers see nothing, unknown numbers are 404, bad input names the field', async () => {
    const { so } = await orderWithStock('1', '1');
    expect((await getAs(api.whnwk, `${API}/sales-orders/${so}`)).statusCode).toBe(404);
    expect((await getAs(api.supplier, `${API}/sales-orders/${so}`)).statusCode).toBe(403);
    expect((await getAs(api.supplier, '/supplier/warehouse/deliverydue/list.json')).statusCode).toBe(403);
    expect((await getAs(api.admin, `${API}/sales-orders/${so}`)).statusCode).toBe(200);
    expect((await getAs(api.whfra, `${API}/deliveries/8999999998`)).json().code).toBe('DELIVERY_NOT_FOUND');
    await expectBadInput(api.whfra, `${API}/deliveries/12`, 'delivery');
    expect(await expectBadInput(api.whfra, `${API}/deliveries?status=LOST`, 'status')).toMatch(/^Status/);
    // the spec's routes under deliverydue/ and delivery/ are all served to a warehouse user
    for (const path of [
      '/supplier/warehouse/deliverydue/index',
      `/supplier/warehouse/deliverydue/salesorder/${so}`,
      '/supplier/warehouse/deliverydue/sto/4700000001',
      '/supplier/warehouse/delivery/index',
      '/supplier/warehouse/delivery/8000000001',
      '/supplier/warehouse/wm/pick',
    ]) {
      const page = await getAs(api.whfra, path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type'], path).toContain('text/html');
      expect((await getAs(api.supplier, path)).statusCode, path).toBe(403);
    }
    for (const path of ['/supplier/warehouse/deliverydue/list.json', '/supplier/warehouse/deliverydue/initdata.json']) {
      expect((await getAs(api.whfra, path)).statusCode, path).toBe(200);
    }
    const init = await getAs(api.whfra, '/supplier/warehouse/delivery/deliveryinitdata.json');
    expect(init.json()).toMatchObject({ mayPost: true, plants: [{ value: '1000' }] });
  });
});
