import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { newSalesOrder, stockUp, unstockedMaterials } from '../testing/delivery-fixture';
import { actorOf, freeBins } from '../testing/ledger';

const api = appForFile(['whfra', 'whnwk', 'supplier'] as const, { ledgerCheck: true });
const SEARCH = '/supplier/api/warehouse/sales-orders/search';
const numbers = (res: { json: () => { items: { salesOrderNumber: string }[] } }) => res.json().items.map((o) => o.salesOrderNumber);

describe('sales orders search', () => {
  it('finds sales orders by customer, material, date and status in the user’s plants', async () => {
    const db = api.t.database.db;
    const [a, b] = (await unstockedMaterials(db, '1000', false, 2)) as [string, string];
    const customers = await db.selectFrom('customer').select('customer_number').orderBy('customer_number').limit(2).execute();
    const [c1, c2] = customers.map((c) => c.customer_number) as [string, string];
    const open = await newSalesOrder(db, { plant: '1000', customer: c1, items: [{ material: a, quantity: '6' }] });
    const inDelivery = await newSalesOrder(db, { plant: '1000', customer: c2, items: [{ material: a, quantity: '4' }] });
    const completed = await newSalesOrder(db, {
      plant: '1000',
      customer: c2,
      items: [
        { material: a, quantity: '2' },
        { material: b, quantity: '1' },
      ],
    });
    const [bin] = (await freeBins(db, 'W10', 1)) as [string];
    await stockUp(db, await actorOf(db, 'admin'), { plant: '1000', material: a, bin, quantity: '4' });
    const created = await api.whfra.inject({
      method: 'POST',
      url: `/supplier/api/warehouse/sales-orders/${inDelivery}/create-delivery`,
      payload: { lines: [{ itemNo: 10, quantity: '4' }] },
      headers: { 'idempotency-key': `so-search-${inDelivery}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    await sql`update sales_order_item set closed = true where sales_order_number = ${completed}`.execute(db);

    const byMaterial = await getAs(api.whfra, `${SEARCH}?material=${a}`);
    expect(byMaterial.statusCode).toBe(200);
    expect(numbers(byMaterial).sort()).toEqual([open, inDelivery, completed].sort());
    const statuses = Object.fromEntries(
      byMaterial.json().items.map((o: { salesOrderNumber: string; status: string }) => [o.salesOrderNumber, o.status]),
    );
    expect(statuses).toEqual({ [open]: 'OPEN', [inDelivery]: 'IN_DELIVERY', [completed]: 'COMPLETED' });
    expect(byMaterial.json().items.find((o: { salesOrderNumber: string }) => o.salesOrderNumber === completed)).toMatchObject({
      customer: c2,
      plant: '1000',
      itemCount: 2,
      openItems: 0,
    });
    for (const [status, expected] of [
      ['OPEN', open],
      ['IN_DELIVERY', inDelivery],
      ['COMPLETED', completed],
    ] as const) {
      expect(numbers(await getAs(api.whfra, `${SEARCH}?material=${a}&status=${status}`)), status).toEqual([expected]);
    }
    expect(numbers(await getAs(api.whfra, `${SEARCH}?material=${b}`))).toEqual([completed]);
    expect(numbers(await getAs(api.whfra, `${SEARCH}?material=${a}&customer=${c2.toLowerCase()}`)).sort()).toEqual(
      [inDelivery, completed].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(numbers(await getAs(api.whfra, `${SEARCH}?material=${a}&dateFrom=${today}&dateTo=${today}`))).toHaveLength(3);
    expect(numbers(await getAs(api.whfra, `${SEARCH}?material=${a}&dateTo=2000-01-01`))).toEqual([]);
    // another plant's user sees none of them; a supplier may not search
    expect(numbers(await getAs(api.whnwk, `${SEARCH}?material=${a}`))).toEqual([]);
    expect((await getAs(api.supplier, SEARCH)).statusCode).toBe(403);
  });

  it('names the field of hostile input', async () => {
    await expectBadInput(api.whfra, `${SEARCH}?dateFrom=0000-01-01`, 'dateFrom');
    await expectBadInput(api.whfra, `${SEARCH}?status=SHIPPED`, 'status');
    await expectBadInput(api.whfra, `${SEARCH}?page=1e400`, 'page');
    await expectBadInput(api.whfra, `${SEARCH}?pageSize=99999999999999999999`, 'pageSize');
    await expectBadInput(api.whfra, `${SEARCH}?customer=${'C'.repeat(11)}`, 'customer');
    await expectBadInput(api.whfra, `${SEARCH}?material=a%20b`, 'material');
    for (const hostile of ['%00', '%ED%A0%80']) {
      const res = await getAs(api.whfra, `${SEARCH}?customer=C${hostile}`);
      expect(res.statusCode, hostile).toBe(400);
    }
  });
});
