import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { grantIntegration } from '../testing/integration';
import { notifiedUsers } from '../testing/notified';

const API = '/supplier/api/integration/v1';
const api = appForFile(['whfra'] as const);

async function erp() {
  await grantIntegration(api.t.database.db, 'admin');
  return api.t.signIn('admin');
}

/** Two demo cables (neither serialized nor batch-managed). */
let CABLES: [string, string] = ['', ''];
beforeAll(async () => {
  const rows = await api.t.database.db
    .selectFrom('material')
    .select('material_id')
    .where('material_group', '=', 'CABL')
    .orderBy('material_id')
    .limit(2)
    .execute();
  CABLES = [rows[0]?.material_id ?? '', rows[1]?.material_id ?? ''];
});

const po = (number: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  number,
  vendor: 'V100001',
  plant: '1000',
  companyCode: 'DE01',
  documentDate: '2026-11-20',
  items: items.map((i) => ({ sloc: '0001', deliveryDate: '2026-12-01', ...i })),
  ...extra,
});

describe('integration API: orders', () => {
  it('creates and changes purchase orders, cancels lines and closes documents', async () => {
    const client = await erp();
    const send = (docs: unknown[]) => client.inject({ method: 'POST', url: `${API}/orders/purchase-orders`, payload: docs });
    const created = await send([
      po('ERP0000001', [
        { item: 10, material: CABLES[0], quantity: '5' },
        { item: 20, material: CABLES[1], quantity: 3 },
      ]),
    ]);
    expect(created.statusCode, created.body).toBe(200);
    // the vendor's supplier users hear of the new order; the same batch again changes nothing and tells nobody twice
    const db = api.t.database.db;
    expect(await notifiedUsers(db, 'PO_CHANGED_BY_ERP', 'ERP0000001')).toEqual(['supplier']);
    const again = await send([
      po('ERP0000001', [
        { item: 10, material: CABLES[0], quantity: '5' },
        { item: 20, material: CABLES[1], quantity: 3 },
      ]),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await notifiedUsers(db, 'PO_CHANGED_BY_ERP', 'ERP0000001')).toEqual(['supplier']);
    // another vendor's order is not told to this vendor's supplier
    const foreign = await send([po('ERP0000009', [{ item: 10, material: CABLES[0], quantity: '1' }], { vendor: 'V100002' })]);
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(await notifiedUsers(db, 'PO_CHANGED_BY_ERP', 'ERP0000009')).toEqual([]);
    const changed = await send([
      po('ERP0000001', [
        { item: 10, material: CABLES[0], quantity: '8', deliveryDate: '2026-12-24' },
        { item: 20, material: CABLES[1], quantity: '3', cancelled: true },
      ]),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (
        await db
          .selectFrom('portal_notification')
          .select(['text', 'link', 'mail'])
          .where('kind', '=', 'PO_CHANGED_BY_ERP')
          .where('text', 'like', '%ERP0000001%')
          .orderBy('notification_id')
          .execute()
      ).map((n) => [n.text, n.link, n.mail]),
    ).toEqual([
      ['New purchase order ERP0000001 for plant 1000 from the ERP.', '/supplier/purchaseorders/po/ERP0000001', 'DIGEST'],
      ['Purchase order ERP0000001 for plant 1000 was changed by the ERP.', '/supplier/purchaseorders/po/ERP0000001', 'DIGEST'],
    ]);
    const items = await api.t.database.db
      .selectFrom('purchase_order_item')
      .selectAll()
      .where('po_number', '=', 'ERP0000001')
      .orderBy('item_no')
      .execute();
    expect(items.map((i) => [i.item_no, i.quantity, i.closed])).toEqual([
      [10, '8.000', false],
      [20, '3.000', true],
    ]);
    const closed = await send([po('ERP0000001', [{ item: 10, material: CABLES[0], quantity: '8' }], { closed: true })]);
    expect(closed.statusCode).toBe(200);
    const open = await api.t.database.db
      .selectFrom('purchase_order_item')
      .select('item_no')
      .where('po_number', '=', 'ERP0000001')
      .where('closed', '=', false)
      .execute();
    expect(open).toEqual([]);
  });

  it('never reduces a line below what was received: a 409 naming the line, nothing written', async () => {
    const client = await erp();
    const db = api.t.database.db;
    const received = await db
      .selectFrom('purchase_order_item as i')
      .innerJoin('purchase_order as p', 'p.po_number', 'i.po_number')
      .select(['i.po_number', 'i.item_no', 'i.material_id', 'i.sloc_id', 'i.received_qty', 'p.vendor_id', 'p.plant_id', 'p.company_code'])
      .where('i.received_qty', '>', '1')
      .executeTakeFirstOrThrow();
    const doc = {
      number: received.po_number,
      vendor: received.vendor_id,
      plant: received.plant_id,
      companyCode: received.company_code,
      documentDate: '2026-11-01',
      items: [
        { item: received.item_no, material: received.material_id, sloc: received.sloc_id, quantity: '1', deliveryDate: '2026-12-01' },
      ],
    };
    const res = await client.inject({ method: 'POST', url: `${API}/orders/purchase-orders`, payload: [doc] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_QUANTITY_BELOW_DONE');
    expect(res.json().message).toContain(`Purchase order ${received.po_number} item ${received.item_no}`);
    expect(res.json().details[0]).toMatchObject({ row: 0, field: 'items.0.quantity' });
    const cancel = await client.inject({
      method: 'POST',
      url: `${API}/orders/purchase-orders`,
      payload: [{ ...doc, items: [{ ...doc.items[0], quantity: received.received_qty, cancelled: true }] }],
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('ORDER_LINE_STARTED');
  });

  it('refuses unknown references and duplicate documents or items by row and field', async () => {
    const client = await erp();
    const res = await client.inject({
      method: 'POST',
      url: `${API}/orders/sales-orders`,
      payload: [
        {
          number: 'ERPSO1',
          customer: 'NOBODY',
          plant: '1000',
          documentDate: '2026-11-20',
          items: [{ item: 1, material: CABLES[0], sloc: '0001', quantity: '1', deliveryDate: '2026-12-01' }],
        },
        {
          number: 'ERPSO1',
          customer: 'NOBODY',
          plant: '1000',
          documentDate: '2026-11-20',
          items: [{ item: 1, material: CABLES[0], sloc: '0001', quantity: '1', deliveryDate: '2026-12-01' }],
        },
        {
          number: 'ERPSO2',
          customer: 'NOBODY',
          plant: '1000',
          documentDate: '2026-11-20',
          items: [{ item: 1, material: 'NO-SUCH', sloc: '0009', quantity: 'abc', deliveryDate: '2026-12-01' }],
        },
      ],
    });
    expect(res.statusCode).toBe(422);
    const at = res.json().details.map((d: { row: number; field: string }) => `${d.row}:${d.field}`);
    expect(at).toEqual(['0:customer', '1:number', '2:items.0.quantity']);
  });
});

describe('integration API: opening stock and reads', () => {
  const line = (extra: Record<string, unknown>) => ({ material: CABLES[0], plant: '3000', sloc: '0001', quantity: '7', ...extra });

  it('posts one 561 document per batch with serials, replays under the same key, and reads stock and serials', async () => {
    const client = await erp();
    const serialized = await api.t.database.db
      .selectFrom('material')
      .select('material_id')
      .where('serialized', '=', true)
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const body = {
      lines: [
        line({ quantity: '7' }),
        { material: serialized.material_id, plant: '3000', sloc: '0002', quantity: '2', serials: ['ERP-SN-1', 'ERP-SN-2'] },
      ],
    };
    const headers = { 'idempotency-key': 'opening-1' };
    const res = await client.inject({ method: 'POST', url: `${API}/opening-stock`, payload: body, headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ itemCount: 2, createdEquipment: 2 });
    const replay = await client.inject({ method: 'POST', url: `${API}/opening-stock`, payload: body, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().matDoc).toBe(res.json().matDoc);

    const stock = await client.inject({ method: 'GET', url: `${API}/stock?material=${serialized.material_id}&plant=3000&sloc=0002` });
    expect(stock.json().rows).toEqual([
      {
        material: serialized.material_id,
        plant: '3000',
        sloc: '0002',
        category: 'UNRESTRICTED',
        quantity: expect.any(String),
        baseUnit: 'EA',
      },
    ]);
    const serials = await client.inject({ method: 'GET', url: `${API}/serials?material=${serialized.material_id}&serial=ERP-SN-2` });
    expect(serials.json().rows).toEqual([
      expect.objectContaining({ serial: 'ERP-SN-2', status: 'IN_STOCK', plant: '3000', sloc: '0002', lastMatDoc: res.json().matDoc }),
    ]);

    const again = await client.inject({
      method: 'POST',
      url: `${API}/opening-stock`,
      payload: {
        lines: [line({ quantity: '-1' }), line({ material: 'NOPE' }), { ...body.lines[1], quantity: '1', serials: ['ERP-SN-1'] }],
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().details.map((d: { row: number; field: string }) => `${d.row}:${d.field}`)).toEqual([
      '0:quantity',
      '1:material',
      '2:serials.0',
    ]);
  });

  it('pages the stock by cursor', async () => {
    const client = await erp();
    const first = await client.inject({ method: 'GET', url: `${API}/stock?plant=1000&limit=5` });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.rows).toHaveLength(5);
    const second = (await client.inject({ method: 'GET', url: `${API}/stock?plant=1000&limit=5&after=${page1.nextCursor}` })).json();
    expect(second.rows[0]).not.toEqual(page1.rows[4]);
    const bad = await client.inject({ method: 'GET', url: `${API}/stock?after=abc` });
    expect(bad.statusCode).toBe(400);
  });
});
