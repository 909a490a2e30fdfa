import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../domain/api-tokens/create-api-token';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A token limited to plant 1000 writes and reads plant 1000 only: every integration kind that
 * touches a plant refuses another plant's rows (422 BATCH_REFUSED, the row and field named,
 * PLANT_SCOPE) and writes nothing; global master data stays open to it. Supplier users are assigned
 * to vendors by an administrator (the users screen), never through the integration API.
 */
const API = '/supplier/api/integration/v1';
let t: TestApp;
let limited: string;
let everyPlant: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await db.selectFrom('app_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const scopes = ['MASTER', 'ORDERS', 'STOCK', 'EVENTS'] as const;
  limited = (await createApiToken(db, admin.user_id, { name: 'erp-1000', scopes: [...scopes], plants: ['1000'] })).secret;
  everyPlant = (await createApiToken(db, admin.user_id, { name: 'erp-all', scopes: [...scopes], plants: [] })).secret;
});
afterAll(async () => t?.close());

const post = (secret: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${secret}`, ...headers },
  });
const get = (secret: string, url: string) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${secret}` } });

/** A batch refused for the plant, naming row and field. */
function expectPlantRefused(res: { statusCode: number; body: string; json(): unknown }, at: string[], plant = '2000') {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { code: string; details: { row: number; field: string; code: string; message: string }[] };
  expect(body.code).toBe('BATCH_REFUSED');
  expect(body.details.map((d) => `${d.row}:${d.field}:${d.code}`)).toEqual(at.map((a) => `${a}:PLANT_SCOPE`));
  expect(body.details[0]?.message).toBe(`You are not authorized for plant ${plant}.`);
}

async function someRows() {
  const db = t.database.db;
  const sloc = async (plant: string) =>
    (await db.selectFrom('storage_location').select('sloc_id').where('plant_id', '=', plant).orderBy('sloc_id').executeTakeFirstOrThrow())
      .sloc_id;
  const material = await db
    .selectFrom('material_plant as a')
    .innerJoin('material_plant as b', (j) => j.onRef('b.material_id', '=', 'a.material_id').on('b.plant_id', '=', '2000'))
    .innerJoin('material as m', 'm.material_id', 'a.material_id')
    .select(['m.material_id', 'm.material_type', 'm.material_group', 'm.base_unit', 'm.description'])
    .where('a.plant_id', '=', '1000')
    .where('m.serialized', '=', false)
    .where('m.batch_managed', '=', false)
    .orderBy('m.material_id')
    .executeTakeFirstOrThrow();
  const vendor = (await db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').executeTakeFirstOrThrow()).vendor_id;
  const customer = (await db.selectFrom('customer').select('customer_number').orderBy('customer_number').executeTakeFirstOrThrow())
    .customer_number;
  return { sloc1000: await sloc('1000'), sloc2000: await sloc('2000'), material, vendor, customer };
}

describe('a plant-limited API token', () => {
  it('refuses master data of another plant, naming row and field, and writes nothing', async () => {
    const db = t.database.db;
    const { sloc1000, material } = await someRows();
    const bin = (warehouse: string, id: string) => ({ warehouse, bin: id, storageType: '001', binType: 'P1', blocked: true });
    const cases: [string, unknown[], string[]][] = [
      [
        'plants',
        [
          { plant: '1000', name: 'Frankfurt', companyCode: 'DE01', country: 'DE', city: 'Frankfurt am Main', timezone: 'Europe/Berlin' },
          { plant: '2000', name: 'Taken', companyCode: 'US01', country: 'US', city: 'Newark' },
        ],
        ['1:plant'],
      ],
      ['warehouses', [{ warehouse: 'W20', name: 'Moved', plant: '1000' }], ['0:warehouse']],
      [
        'storage-locations',
        [
          { plant: '2000', sloc: 'X1', name: 'Other plant' },
          { plant: '1000', sloc: 'X2', name: 'Here', warehouse: 'W20' },
        ],
        ['0:plant', '1:warehouse'],
      ],
      ['storage-types', [{ warehouse: 'W20', storageType: 'X01', name: 'Other', role: 'RACK' }], ['0:warehouse']],
      ['bin-types', [{ warehouse: 'W20', binType: 'X1', description: 'Other' }], ['0:warehouse']],
      ['bins', [bin('W10', 'PS-OK-1'), bin('W20', 'PS-NO-1')], ['1:warehouse']],
      [
        'materials',
        [
          {
            material: material.material_id,
            description: material.description,
            materialType: material.material_type,
            materialGroup: material.material_group,
            baseUnit: material.base_unit,
            plants: [{ plant: '1000', defaultSloc: sloc1000 }],
          },
        ],
        ['0:plants'],
      ],
      [
        'shipping-profiles',
        [{ profile: 'US-UPS-GND', name: 'Moved', carrier: 'UPS', service: 'GROUND', shippingPoint: '1000' }],
        ['0:profile'],
      ],
      [
        'shipping-profiles',
        [{ profile: 'PS-NEW', name: 'New', carrier: 'UPS', service: 'GROUND', shippingPoint: '2000' }],
        ['0:shippingPoint'],
      ],
    ];
    const before = {
      warehouse: await db.selectFrom('warehouse').selectAll().orderBy('warehouse_id').execute(),
      slocs: await db.selectFrom('storage_location').selectAll().orderBy('plant_id').orderBy('sloc_id').execute(),
      bins: await db.selectFrom('storage_bin').select(['warehouse_id', 'bin_id']).where('bin_id', 'like', 'PS-%').execute(),
      materialPlants: await db
        .selectFrom('material_plant')
        .selectAll()
        .where('material_id', '=', material.material_id)
        .orderBy('plant_id')
        .execute(),
      profiles: await db.selectFrom('shipping_profile').selectAll().orderBy('profile_id').execute(),
      types: await db.selectFrom('storage_type').select('storage_type').where('storage_type', 'like', 'X%').execute(),
    };
    for (const [kind, rows, at] of cases) expectPlantRefused(await post(limited, `/master-data/${kind}`, rows), at);
    expect({
      warehouse: await db.selectFrom('warehouse').selectAll().orderBy('warehouse_id').execute(),
      slocs: await db.selectFrom('storage_location').selectAll().orderBy('plant_id').orderBy('sloc_id').execute(),
      bins: await db.selectFrom('storage_bin').select(['warehouse_id', 'bin_id']).where('bin_id', 'like', 'PS-%').execute(),
      materialPlants: await db
        .selectFrom('material_plant')
        .selectAll()
        .where('material_id', '=', material.material_id)
        .orderBy('plant_id')
        .execute(),
      profiles: await db.selectFrom('shipping_profile').selectAll().orderBy('profile_id').execute(),
      types: await db.selectFrom('storage_type').select('storage_type').where('storage_type', 'like', 'X%').execute(),
    }).toEqual(before);

    // its own plant and global master data it writes
    const own = await post(limited, '/master-data/bins', [bin('W10', 'PS-OK-1')]);
    expect(own.statusCode, own.body).toBe(200);
    const global = await post(limited, '/master-data/carriers', [{ carrier: 'PSC', name: 'Plant scope carrier' }]);
    expect(global.statusCode, global.body).toBe(200);
    // a token of every plant writes every plant, also one it creates
    const all = await post(everyPlant, '/master-data/plants', [
      { plant: 'P900', name: 'New', companyCode: 'US01', country: 'US', city: 'Newark' },
    ]);
    expect(all.statusCode, all.body).toBe(200);
  });

  it('refuses orders of another plant (also a stored order moved into its plant) and writes nothing', async () => {
    const db = t.database.db;
    const { sloc1000, sloc2000, material, vendor, customer } = await someRows();
    const item = (sloc: string) => ({ item: 10, material: material.material_id, sloc, quantity: '5', deliveryDate: '2026-12-01' });
    const po = (number: string, plant: string, companyCode: string, sloc: string) => ({
      number,
      vendor,
      plant,
      companyCode,
      documentDate: '2026-11-20',
      items: [item(sloc)],
    });
    expectPlantRefused(await post(limited, '/orders/purchase-orders', [po('4500099001', '2000', 'US01', sloc2000)]), ['0:plant']);
    const stored = await post(everyPlant, '/orders/purchase-orders', [po('4500099002', '2000', 'US01', sloc2000)]);
    expect(stored.statusCode, stored.body).toBe(200);
    expectPlantRefused(await post(limited, '/orders/purchase-orders', [po('4500099002', '1000', 'DE01', sloc1000)]), ['0:number']);
    const sto = {
      number: '4900099001',
      supplyingPlant: '2000',
      receivingPlant: '1000',
      documentDate: '2026-11-20',
      items: [
        {
          item: 10,
          material: material.material_id,
          supplyingSloc: sloc2000,
          receivingSloc: sloc1000,
          quantity: '1',
          deliveryDate: '2026-12-01',
        },
      ],
    };
    expectPlantRefused(await post(limited, '/orders/stock-transport-orders', [sto]), ['0:supplyingPlant']);
    const so = { number: '0009900001', customer, plant: '2000', documentDate: '2026-11-20', items: [item(sloc2000)] };
    expectPlantRefused(await post(limited, '/orders/sales-orders', [so]), ['0:plant']);

    expect(
      await db
        .selectFrom('purchase_order')
        .select(['po_number', 'plant_id'])
        .where('po_number', 'in', ['4500099001', '4500099002'])
        .execute(),
    ).toEqual([{ po_number: '4500099002', plant_id: '2000' }]);
    expect(await db.selectFrom('stock_transport_order').select('sto_number').where('sto_number', '=', '4900099001').execute()).toEqual([]);
    expect(
      await db.selectFrom('sales_order').select('sales_order_number').where('sales_order_number', '=', '0009900001').execute(),
    ).toEqual([]);

    const own = await post(limited, '/orders/purchase-orders', [po('4500099003', '1000', 'DE01', sloc1000)]);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses opening stock in another plant naming the row, and reads only its plants', async () => {
    const db = t.database.db;
    const { sloc1000, sloc2000, material } = await someRows();
    const docsBefore = await db
      .selectFrom('material_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(
      limited,
      '/opening-stock',
      {
        lines: [
          { material: material.material_id, plant: '1000', sloc: sloc1000, quantity: '1' },
          { material: material.material_id, plant: '2000', sloc: sloc2000, quantity: '1' },
        ],
      },
      { 'idempotency-key': 'plant-scope-opening-1' },
    );
    expectPlantRefused(res, ['1:plant']);
    expect(
      await db
        .selectFrom('material_document')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(docsBefore);

    const stock = await get(limited, '/stock?limit=500');
    expect(stock.statusCode, stock.body).toBe(200);
    const plants = new Set((stock.json().rows as { plant: string }[]).map((r) => r.plant));
    expect([...plants]).toEqual(['1000']);
    const other = await get(limited, '/stock?plant=2000');
    expect(other.json().rows).toEqual([]);
  });
});

describe('supplier users and their vendors', () => {
  it('are no integration kind: a MASTER token cannot re-assign a supplier to a vendor', async () => {
    const db = t.database.db;
    const assigned = () =>
      db
        .selectFrom('user_vendor as uv')
        .innerJoin('app_user as u', 'u.user_id', 'uv.user_id')
        .select('uv.vendor_id')
        .where('u.username', '=', 'supplier')
        .orderBy('uv.vendor_id')
        .execute();
    const before = await assigned();
    const res = await post(everyPlant, '/master-data/supplier-vendors', [{ username: 'supplier', vendors: ['V100002'] }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('Kind');
    expect(await assigned()).toEqual(before);
  });

  it('are assigned by an administrator on the users screen, audited', async () => {
    const db = t.database.db;
    const admin = await t.signIn('admin');
    const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'supplier').executeTakeFirstOrThrow();
    const current = (await admin.inject({ method: 'GET', url: `/supplier/api/admin/users/${user.user_id}` })).json();
    const vendors = (await db.selectFrom('vendor').select('vendor_id').orderBy('vendor_id').limit(2).execute()).map((v) => v.vendor_id);
    const res = await admin.inject({ method: 'PUT', url: `/supplier/api/admin/users/${user.user_id}`, payload: { ...current, vendors } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const now = await db.selectFrom('user_vendor').select('vendor_id').where('user_id', '=', user.user_id).orderBy('vendor_id').execute();
    expect(now.map((v) => v.vendor_id)).toEqual(vendors);
    const audit = await db.selectFrom('audit_log').select('action').where('object_id', '=', String(user.user_id)).execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
