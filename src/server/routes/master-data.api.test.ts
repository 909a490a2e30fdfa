import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInClient, type TestApp } from '../testing/test-app';

const API = '/supplier/api/warehouse';

let t: TestApp;
let admin: SignedInClient;
let whfra: SignedInClient;
let whnwk: SignedInClient;
let supplier: SignedInClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, whfra, whnwk, supplier] = await Promise.all([t.signIn('admin'), t.signIn('whfra'), t.signIn('whnwk'), t.signIn('supplier')]);
});
afterAll(async () => {
  await t?.close();
});

const get = (client: SignedInClient, url: string) => client.inject({ method: 'GET', url });

/** A 400 whose message names the field. */
async function expectBadInput(client: SignedInClient, url: string, field: string) {
  const res = await get(client, url);
  expect(res.statusCode, url).toBe(400);
  const body = res.json();
  expect(body.code).toBe('INVALID_INPUT');
  expect(body.message).toContain(field);
  return body.message as string;
}

describe('access', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/plants` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_SIGNED_IN');
  });
});

describe('plants and storage locations', () => {
  it('lists the plants in the caller scope', async () => {
    const ids = async (c: SignedInClient) => (await get(c, `${API}/plants`)).json().items.map((p: { plantId: string }) => p.plantId);
    expect(await ids(admin)).toEqual(['1000', '2000', '3000']);
    expect(await ids(whfra)).toEqual(['1000']);
    expect(await ids(whnwk)).toEqual(['2000']);
    expect(await ids(supplier)).toEqual([]);
  });

  it('shows a plant with company, country, warehouses and storage locations', async () => {
    const res = await get(whfra, `${API}/plants/1000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plantId: '1000',
      name: 'Frankfurt Distribution Center',
      companyCode: 'DE01',
      companyName: 'Acme Financial Data GmbH',
      country: 'DE',
      countryName: 'Germany',
      timezone: 'Europe/Berlin',
      warehouses: [{ warehouseId: 'W10', name: 'Frankfurt am Main warehouse' }],
    });
    expect(res.json().storageLocations.map((s: { slocId: string }) => s.slocId)).toEqual(['0001', '0002', '0003']);
  });

  it('answers a plant outside the scope exactly like an unknown plant', async () => {
    const other = await get(whfra, `${API}/plants/2000`);
    const unknown = await get(whfra, `${API}/plants/9999`);
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'PLANT_NOT_FOUND', message: 'Plant 2000 was not found.' });
    expect(unknown.json()).toEqual({ code: 'PLANT_NOT_FOUND', message: 'Plant 9999 was not found.' });
    expect((await get(whnwk, `${API}/plants/2000`)).statusCode).toBe(200);
    expect((await get(whnwk, `${API}/plants/1000`)).statusCode).toBe(404);
    expect((await get(admin, `${API}/plants/3000`)).statusCode).toBe(200);
    expect((await get(supplier, `${API}/plants/1000`)).statusCode).toBe(404);
  });

  it('lists the storage locations of a plant and shows one by plant and id', async () => {
    const list = await get(whnwk, `${API}/plants/2000/slocs`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      plantId: '2000',
      items: [
        { plantId: '2000', slocId: '0001', name: 'Main warehouse', warehouseId: 'W20', warehouseManaged: true },
        { plantId: '2000', slocId: '0002', name: 'Repair shop', warehouseId: null, warehouseManaged: false },
        { plantId: '2000', slocId: '0003', name: 'Returns', warehouseId: null, warehouseManaged: false },
      ],
    });
    expect((await get(whfra, `${API}/plants/2000/slocs`)).statusCode).toBe(404);

    const one = await get(whfra, `${API}/slocs/0001?plant=1000`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      plantId: '1000',
      plantName: 'Frankfurt Distribution Center',
      slocId: '0001',
      name: 'Main warehouse',
      warehouseId: 'W10',
      warehouseName: 'Frankfurt am Main warehouse',
      warehouseManaged: true,
    });
    expect((await get(whfra, `${API}/slocs/0002?plant=1000`)).json()).toMatchObject({ warehouseId: null, warehouseManaged: false });
    const missing = await get(whfra, `${API}/slocs/0009?plant=1000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Storage location 0009 was not found in plant 1000.');
    expect((await get(whfra, `${API}/slocs/0001?plant=2000`)).json()).toEqual({
      code: 'PLANT_NOT_FOUND',
      message: 'Plant 2000 was not found.',
    });
  });

  it('refuses malformed plant and storage location ids with a 400 naming the field', async () => {
    expect(await expectBadInput(whfra, `${API}/plants/10000`, 'plantId')).toContain('at most 4 characters');
    expect(await expectBadInput(whfra, `${API}/plants/1%250`, 'plantId')).toContain('only letters and digits');
    await expectBadInput(whfra, `${API}/plants/10-0/slocs`, 'plantId');
    expect(await expectBadInput(whfra, `${API}/slocs/0001`, 'plant')).toContain('required');
    await expectBadInput(whfra, `${API}/slocs/00001?plant=1000`, 'slocId');
    await expectBadInput(whfra, `${API}/slocs/0001?plant=1%27`, 'plant');
  });
});

describe('storage bins', () => {
  const bins = `${API}/plants/1000/warehouses/W10/bins`;

  async function dbBins(where: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery> = (q) => q) {
    return (await where(baseQuery()).execute()).map((r) => r.bin_id);
  }
  function baseQuery() {
    return t.database.db.selectFrom('storage_bin').select('bin_id').where('warehouse_id', '=', 'W10').orderBy('bin_id');
  }

  it('pages through all bins of a warehouse with the keyset cursor, in bin order, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await get(whfra, `${bins}?limit=37${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items.length).toBeLessThanOrEqual(37);
      seen.push(...body.items.map((b: { binId: string }) => b.binId));
      after = body.nextCursor;
      pages++;
    } while (after && pages < 50);
    expect(seen).toEqual(await dbBins());
    expect(pages).toBe(Math.ceil(seen.length / 37));
  });

  it('filters by storage type, bin type, blocked and a case-insensitive name prefix', async () => {
    const ids = async (query: string) => {
      const res = await get(whfra, `${bins}?limit=100&${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().items as { binId: string; storageType: string; binType: string; blocked: boolean }[];
    };
    const rack = await ids('storageType=001');
    expect(rack.length).toBeGreaterThan(0);
    expect(rack.every((b) => b.storageType === '001')).toBe(true);
    expect(rack.map((b) => b.binId)).toEqual((await dbBins((q) => q.where('storage_type', '=', '001'))).slice(0, 100));

    const s1 = await ids('binType=S1');
    expect(s1.map((b) => b.binId)).toEqual(await dbBins((q) => q.where('bin_type', '=', 'S1')));

    // make sure there is something blocked to find
    await t.database.db
      .updateTable('storage_bin')
      .set({ blocked: true })
      .where('warehouse_id', '=', 'W10')
      .where('bin_id', '=', 'S05-01-1')
      .execute();
    const blocked = await ids('blocked=true');
    expect(blocked.map((b) => b.binId)).toEqual(await dbBins((q) => q.where('blocked', '=', true)));
    expect(blocked.map((b) => b.binId)).toContain('S05-01-1');
    expect((await ids('blocked=false')).every((b) => !b.blocked)).toBe(true);

    const r01 = await ids('prefix=r01-0');
    expect(r01.length).toBeGreaterThan(0);
    expect(r01.every((b) => b.binId.startsWith('R01-0'))).toBe(true);
    expect(r01.map((b) => b.binId)).toEqual(await dbBins((q) => q.where('bin_id', 'like', 'R01-0%')));

    const combined = await ids('storageType=002&binType=S2&prefix=S0');
    expect(combined.map((b) => b.binId)).toEqual(
      await dbBins((q) => q.where('storage_type', '=', '002').where('bin_type', '=', 'S2').where('bin_id', 'like', 'S0%')),
    );
    expect(await ids('prefix=ZZZ')).toEqual([]);
  });

  it('shows bin details with storage type, bin type and fixed materials', async () => {
    const fixed = await t.database.db
      .selectFrom('fixed_bin')
      .select(['bin_id', 'material_id'])
      .where('warehouse_id', '=', 'W10')
      .orderBy('bin_id')
      .executeTakeFirstOrThrow();
    const res = await get(whfra, `${bins}/${fixed.bin_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      plantId: '1000',
      warehouseId: 'W10',
      binId: fixed.bin_id,
      storageType: '002',
      storageTypeName: 'Shelving',
      storageTypeRole: 'RACK',
      capacity: '50.000',
    });
    expect(res.json().fixedMaterials.map((m: { materialId: string }) => m.materialId)).toContain(fixed.material_id);

    const gr = await get(whfra, `${bins}/GR-ZONE-01?binType=GR`);
    expect(gr.statusCode).toBe(200);
    expect(gr.json()).toMatchObject({
      binId: 'GR-ZONE-01',
      binType: 'GR',
      binTypeDescription: 'Goods receipt zone',
      capacity: null,
      fixedMaterials: [],
    });
  });

  it('refuses a bin of another bin type than asked, naming both types', async () => {
    const res = await get(whfra, `${bins}/GR-ZONE-01?binType=P1`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BIN_TYPE_MISMATCH', message: 'Storage bin GR-ZONE-01 has bin type GR, not P1.' });
  });

  it('scopes bins to the caller plants and the warehouse to its plant', async () => {
    expect((await get(whfra, `${API}/plants/2000/warehouses/W20/bins`)).json()).toEqual({
      code: 'PLANT_NOT_FOUND',
      message: 'Plant 2000 was not found.',
    });
    expect((await get(whfra, `${API}/plants/2000/warehouses/W20/bins/R01-01-1`)).statusCode).toBe(404);
    expect((await get(whnwk, `${API}/plants/2000/warehouses/W20/bins/R01-01-1`)).statusCode).toBe(200);
    const wrongWarehouse = await get(whfra, `${API}/plants/1000/warehouses/W20/bins`);
    expect(wrongWarehouse.statusCode).toBe(404);
    expect(wrongWarehouse.json().message).toBe('Warehouse W20 was not found in plant 1000.');
    expect((await get(admin, `${API}/plants/3000/warehouses/W30/bins`)).statusCode).toBe(404);
    const noBin = await get(whfra, `${bins}/NOPE-01`);
    expect(noBin.statusCode).toBe(404);
    expect(noBin.json()).toEqual({ code: 'STORAGE_BIN_NOT_FOUND', message: 'Storage bin NOPE-01 was not found in warehouse W10.' });
  });

  it('refuses malformed filters and page sizes', async () => {
    expect(await expectBadInput(whfra, `${bins}?limit=0`, 'limit')).toContain('from 1 to 100');
    await expectBadInput(whfra, `${bins}?limit=101`, 'limit');
    await expectBadInput(whfra, `${bins}?limit=ten`, 'limit');
    await expectBadInput(whfra, `${bins}?limit=1&limit=2`, 'limit');
    expect(await expectBadInput(whfra, `${bins}?blocked=yes`, 'blocked')).toContain('true or false');
    await expectBadInput(whfra, `${bins}?storageType=0001`, 'storageType');
    await expectBadInput(whfra, `${bins}?prefix=R%25`, 'prefix');
    await expectBadInput(whfra, `${bins}?after=${'X'.repeat(19)}`, 'after');
    await expectBadInput(whfra, `${bins}/R01 01`, 'binId');
    await expectBadInput(whfra, `${bins}/R01-01-1?binType=P%3B1`, 'binType');
    await expectBadInput(whfra, `${API}/plants/1000/warehouses/W100/bins`, 'warehouseId');
  });
});

describe('materials', () => {
  it('searches by a case-insensitive prefix of number or description, with paging and totals', async () => {
    const res = await get(whfra, `${API}/materials?q=trm-1000&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await t.database.db
      .selectFrom('material')
      .select('material_id')
      .where('material_id', 'like', 'TRM-1000%')
      .orderBy('material_id')
      .execute();
    expect(body.total).toBe(expected.length);
    expect(body.maxPage).toBe(Math.ceil(expected.length / 5));
    expect(body.items.map((m: { materialId: string }) => m.materialId)).toEqual(expected.slice(0, 5).map((m) => m.material_id));
    const page2 = (await get(whfra, `${API}/materials?q=trm-1000&pageSize=5&page=2`)).json();
    expect(page2.items.map((m: { materialId: string }) => m.materialId)).toEqual(expected.slice(5, 10).map((m) => m.material_id));

    const byText = (await get(whfra, `${API}/materials?q=TRADING%20KEY&pageSize=100`)).json();
    expect(byText.total).toBeGreaterThan(0);
    expect(byText.items.every((m: { description: string }) => m.description.startsWith('Trading Keyboard'))).toBe(true);

    const none = (await get(whfra, `${API}/materials?q=no-such-thing`)).json();
    expect(none).toEqual({ items: [], page: 1, pageSize: 20, total: 0, maxPage: 1 });
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const res = (await get(whfra, `${API}/materials?q=%25`)).json();
    expect(res.total).toBe(0);
    expect((await get(whfra, `${API}/materials?q=_RM`)).json().total).toBe(0);
  });

  it('filters by group, type and serialized', async () => {
    const all = await t.database.db
      .selectFrom('material')
      .select(['material_id', 'material_group', 'material_type', 'serialized'])
      .execute();
    const body = (await get(whfra, `${API}/materials?group=CABL&pageSize=100`)).json();
    expect(body.total).toBe(all.filter((m) => m.material_group === 'CABL').length);
    expect(body.items.every((m: { materialGroup: string; serialized: boolean }) => m.materialGroup === 'CABL' && !m.serialized)).toBe(true);
    expect((await get(whfra, `${API}/materials?type=FERT`)).json().total).toBe(all.filter((m) => m.material_type === 'FERT').length);
    expect((await get(whfra, `${API}/materials?serialized=true`)).json().total).toBe(all.filter((m) => m.serialized).length);
    expect((await get(whfra, `${API}/materials?serialized=false&type=ERSA&q=spr`)).json().total).toBe(
      all.filter((m) => !m.serialized && m.material_type === 'ERSA' && m.material_id.startsWith('SPR')).length,
    );
    expect((await get(whfra, `${API}/materials?group=NOPE`)).json().total).toBe(0);
  });

  it('refuses bad search input', async () => {
    expect(await expectBadInput(whfra, `${API}/materials?pageSize=101`, 'pageSize')).toContain('from 1 to 100');
    await expectBadInput(whfra, `${API}/materials?page=0`, 'page');
    await expectBadInput(whfra, `${API}/materials?page=-1`, 'page');
    expect(await expectBadInput(whfra, `${API}/materials?q=${'a'.repeat(41)}`, 'q')).toContain('at most 40');
    expect(await expectBadInput(whfra, `${API}/materials?q=a%00b`, 'q')).toContain('control characters');
    await expectBadInput(whfra, `${API}/materials?serialized=1`, 'serialized');
    await expectBadInput(whfra, `${API}/materials?group=${'G'.repeat(10)}`, 'group');
  });

  it('shows a material with GTINs, flags, texts and per-plant data in the caller scope', async () => {
    const m = await t.database.db
      .selectFrom('material')
      .selectAll()
      .where('material_group', '=', 'TERM')
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const gtin = await t.database.db
      .selectFrom('material_gtin')
      .select('gtin')
      .where('material_id', '=', m.material_id)
      .executeTakeFirstOrThrow();
    const res = await get(whfra, `${API}/materials/${m.material_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      materialId: m.material_id,
      description: m.description,
      materialType: 'FERT',
      materialTypeDescription: 'Finished product',
      materialGroup: 'TERM',
      materialGroupDescription: 'Terminals',
      baseUnit: 'EA',
      serialized: true,
      batchManaged: false,
      qualityInspected: m.quality_inspected,
      productCategory: 'TERMINAL',
      gtins: [gtin.gtin],
      plants: [
        {
          materialId: m.material_id,
          plantId: '1000',
          plantName: 'Frankfurt Distribution Center',
          defaultSloc: '0001',
          defaultSlocName: 'Main warehouse',
          fixedBins: [],
        },
      ],
    });
    const forAdmin = (await get(admin, `${API}/materials/${m.material_id}`)).json();
    expect(forAdmin.plants.map((p: { plantId: string }) => p.plantId)).toEqual(['1000', '2000', '3000']);
    expect((await get(supplier, `${API}/materials/${m.material_id}`)).json().plants).toEqual([]);
  });

  it('shows a material per plant with its fixed bins', async () => {
    const fixed = await t.database.db
      .selectFrom('fixed_bin')
      .select(['material_id', 'bin_id'])
      .where('warehouse_id', '=', 'W20')
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const res = await get(whnwk, `${API}/materials/${fixed.material_id}/plants/2000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      materialId: fixed.material_id,
      plantId: '2000',
      fixedBins: [{ warehouseId: 'W20', binId: fixed.bin_id }],
    });
    expect((await get(whfra, `${API}/materials/${fixed.material_id}/plants/2000`)).json()).toEqual({
      code: 'PLANT_NOT_FOUND',
      message: 'Plant 2000 was not found.',
    });
    await t.database.db
      .insertInto('material')
      .values({ material_id: 'ONLY-IN-NOWHERE', description: 'Not extended', material_type: 'VERP', material_group: 'CABL' })
      .execute();
    const notExtended = await get(whfra, `${API}/materials/ONLY-IN-NOWHERE/plants/1000`);
    expect(notExtended.statusCode).toBe(404);
    expect(notExtended.json().message).toBe('Material ONLY-IN-NOWHERE is not maintained in plant 1000.');
  });

  it('answers unknown and malformed material numbers', async () => {
    const res = await get(whfra, `${API}/materials/NOPE-1`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'MATERIAL_NOT_FOUND', message: 'Material NOPE-1 was not found.' });
    expect((await get(whfra, `${API}/materials/NOPE-1/plants/1000`)).statusCode).toBe(404);
    await expectBadInput(whfra, `${API}/materials/${'M'.repeat(19)}`, 'materialId');
    await expectBadInput(whfra, `${API}/materials/A%2BB`, 'materialId');
  });
});

describe('partners and finance master data', () => {
  it('shows customers to internal users and hides them from supplier users', async () => {
    const res = await get(whfra, `${API}/customers/C200001`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['city', 'country', 'countryName', 'customerNumber', 'name']);
    expect((await get(supplier, `${API}/customers/C200001`)).json()).toEqual({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Customer C200001 was not found.',
    });
    expect((await get(whfra, `${API}/customers/C999999`)).statusCode).toBe(404);
    await expectBadInput(whfra, `${API}/customers/C2000011111`, 'customerNumber');
  });

  it('shows vendors to internal users; a supplier sees only its own', async () => {
    expect((await get(whfra, `${API}/vendors/V100002`)).json()).toMatchObject({ vendorId: 'V100002', name: 'Northwind Displays' });
    expect((await get(supplier, `${API}/vendors/V100001`)).json()).toMatchObject({
      vendorId: 'V100001',
      name: 'Keytronic Components',
      country: 'DE',
      countryName: 'Germany',
      email: 'orders@keytronic.example',
    });
    expect((await get(supplier, `${API}/vendors/V100002`)).json()).toEqual({
      code: 'VENDOR_NOT_FOUND',
      message: 'Vendor V100002 was not found.',
    });
    expect((await get(admin, `${API}/vendors/V999999`)).statusCode).toBe(404);
    await expectBadInput(whfra, `${API}/vendors/V-1`, 'vendorId');
  });

  it('shows company codes and cost centres', async () => {
    expect((await get(whfra, `${API}/company-codes/US01`)).json()).toEqual({
      companyCode: 'US01',
      name: 'Acme Financial Data Inc.',
      country: 'US',
      countryName: 'United States',
      currency: 'USD',
    });
    expect((await get(whfra, `${API}/company-codes/XX01`)).json()).toEqual({
      code: 'COMPANY_CODE_NOT_FOUND',
      message: 'Company code XX01 was not found.',
    });
    expect((await get(whfra, `${API}/cost-centers/101000`)).json()).toEqual({
      costCenter: '101000',
      description: 'IT Operations',
      companyCode: 'DE01',
      companyName: 'Acme Financial Data GmbH',
    });
    expect((await get(whfra, `${API}/cost-centers/999999`)).json().message).toBe('Cost centre 999999 was not found.');
    await expectBadInput(whfra, `${API}/company-codes/DE011`, 'companyCode');
    await expectBadInput(whfra, `${API}/cost-centers/10.1000`, 'costCenter');
  });
});

describe('logistics and movement reasons', () => {
  it('shows shipping profiles and carriers', async () => {
    expect((await get(whfra, `${API}/shipping-profiles/DE-DHL-EX`)).json()).toEqual({
      profileId: 'DE-DHL-EX',
      name: 'Frankfurt DHL Express',
      carrierCode: 'DHL',
      carrierName: 'DHL Express',
      service: 'EXPRESS',
      shippingPoint: '1000',
    });
    expect((await get(whfra, `${API}/shipping-profiles/NOPE`)).statusCode).toBe(404);
    expect((await get(whfra, `${API}/carriers/UPS`)).json()).toEqual({
      carrierCode: 'UPS',
      name: 'United Parcel Service',
      trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking}',
      shippingPoints: ['1000', '2000'],
    });
    expect((await get(whfra, `${API}/carriers/NOPE`)).json()).toEqual({
      code: 'CARRIER_NOT_FOUND',
      message: 'Carrier NOPE was not found.',
    });
    await expectBadInput(whfra, `${API}/carriers/${'C'.repeat(11)}`, 'carrierCode');
  });

  it('lists the services of a carrier at a shipping point', async () => {
    expect((await get(whfra, `${API}/carriers/UPS/shipping-points/2000/services`)).json()).toEqual({
      carrierCode: 'UPS',
      shippingPoint: '2000',
      services: [{ service: 'GROUND', profileId: 'US-UPS-GND', name: 'Newark UPS Ground' }],
    });
    expect((await get(whfra, `${API}/carriers/FEDEX/shipping-points/1000/services`)).json().services).toEqual([]);
    expect((await get(whfra, `${API}/carriers/NOPE/shipping-points/1000/services`)).statusCode).toBe(404);
    expect((await get(whfra, `${API}/carriers/UPS/shipping-points/9999/services`)).json()).toEqual({
      code: 'SHIPPING_POINT_NOT_FOUND',
      message: 'Shipping point 9999 was not found.',
    });
    await expectBadInput(whfra, `${API}/carriers/UPS/shipping-points/20000/services`, 'shippingPoint');
  });

  it('lists the reasons of a movement type', async () => {
    const res = await get(whfra, `${API}/movement-reasons/702`);
    expect(res.json()).toEqual({
      movementType: '702',
      description: 'Physical inventory difference: loss',
      reasons: [
        { reasonCode: '0001', description: 'Counting error' },
        { reasonCode: '0002', description: 'Theft or loss' },
        { reasonCode: '0003', description: 'Damaged' },
      ],
    });
    expect((await get(whfra, `${API}/movement-reasons/101`)).json().reasons).toEqual([]);
    expect((await get(whfra, `${API}/movement-reasons/100`)).json()).toEqual({
      code: 'MOVEMENT_TYPE_NOT_FOUND',
      message: 'Movement type 100 was not found.',
    });
    expect(await expectBadInput(whfra, `${API}/movement-reasons/10A`, 'movementType')).toContain('three digits');
  });
});

describe('scan resolution', () => {
  const scan = (client: SignedInClient, code: string, query = '') => get(client, `${API}/scan/${encodeURIComponent(code)}${query}`);

  it('resolves a bin in the caller warehouses only, case-insensitively', async () => {
    const fra = await scan(whfra, 'r01-01-1');
    expect(fra.statusCode).toBe(200);
    expect(fra.json()).toMatchObject({
      code: 'r01-01-1',
      gs1: null,
      matches: [{ kind: 'bin', plantId: '1000', warehouseId: 'W10', binId: 'R01-01-1', storageType: '001', binType: 'P1' }],
    });
    expect(fra.json().matches).toHaveLength(1);
    const all = (await scan(admin, 'R01-01-1')).json();
    expect(all.matches.map((m: { warehouseId: string }) => m.warehouseId)).toEqual(['W10', 'W20']);
    expect((await scan(admin, 'R01-01-1', '?warehouse=W20')).json().matches).toHaveLength(1);
    expect((await scan(admin, 'R01-01-1', '?plant=2000')).json().matches[0].warehouseId).toBe('W20');
    expect((await scan(whfra, 'R01-01-1', '?plant=2000')).json()).toEqual({
      code: 'PLANT_NOT_FOUND',
      message: 'Plant 2000 was not found.',
    });
    expect((await scan(supplier, 'R01-01-1')).statusCode).toBe(404);
  });

  it('resolves a material by number, by GTIN-14 or GTIN-13, and by a GS1 element string', async () => {
    const row = await t.database.db
      .selectFrom('material_gtin')
      .innerJoin('material', 'material.material_id', 'material_gtin.material_id')
      .select(['material.material_id', 'material_gtin.gtin'])
      .where('material.serialized', '=', true)
      .orderBy('material.material_id')
      .executeTakeFirstOrThrow();
    const byNumber = (await scan(whfra, row.material_id.toLowerCase())).json();
    expect(byNumber.matches).toEqual([
      expect.objectContaining({ kind: 'material', materialId: row.material_id, matchedBy: 'materialNumber', gtin: null }),
    ]);

    const byGtin = (await scan(whfra, row.gtin)).json();
    expect(byGtin.matches).toEqual([
      expect.objectContaining({ kind: 'material', materialId: row.material_id, matchedBy: 'gtin', gtin: row.gtin }),
    ]);
    expect(row.gtin.startsWith('0')).toBe(true);
    expect((await scan(whfra, row.gtin.slice(1))).json().matches[0].materialId).toBe(row.material_id);

    const gs1 = (await scan(whfra, `(01)${row.gtin}(21)SN-0042(10)LOT1`)).json();
    expect(gs1.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN-0042', batch: 'LOT1', count: null });
    expect(gs1.matches).toEqual([expect.objectContaining({ materialId: row.material_id, matchedBy: 'gtin', serialized: true })]);

    const raw = (await scan(whfra, `]C101${row.gtin}21SN9\u001d3712`)).json();
    expect(raw.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN9', count: '12' });
    expect(raw.matches[0].materialId).toBe(row.material_id);

    const unmarked = (await scan(whfra, `01${row.gtin}21SN77`)).json();
    expect(unmarked.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN77' });
  });

  it('answers 404 for nothing found and 400 for a malformed GS1 code or bad characters', async () => {
    const none = await scan(whfra, 'NOTHING-HERE');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'SCAN_NO_MATCH', message: 'No storage bin or material matches the scanned code NOTHING-HERE.' });
    const badCheck = await scan(whfra, '(01)04006381333932');
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json()).toEqual({
      code: 'INVALID_GS1',
      message: 'The scanned GS1 code is not valid: (01) GTIN has a wrong check digit.',
    });
    // a well-formed GTIN nobody has
    expect((await scan(whfra, '(01)04006381333931')).statusCode).toBe(404);
    expect(await expectBadInput(whfra, `${API}/scan/${'9'.repeat(101)}`, 'code')).toContain('at most 100 characters');
    // beyond the router's parameter limit (200 characters as sent): 414, still a clear client error
    const huge = await get(whfra, `${API}/scan/${'9'.repeat(300)}`);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().message).toBeTruthy();
    expect(await expectBadInput(whfra, `${API}/scan/A%0AB`, 'code')).toContain('printable');
    expect((await scan(whfra, '   ')).statusCode).toBe(400);
  });
});

describe('robustness', () => {
  it('never answers 500 to odd input on any master-data route', async () => {
    const odd = ['%27%3B--', '%E2%9C%93', '..', 'a'.repeat(150), '%00'];
    const templates = [
      (v: string) => `${API}/plants/${v}`,
      (v: string) => `${API}/plants/${v}/slocs`,
      (v: string) => `${API}/slocs/${v}?plant=${v}`,
      (v: string) => `${API}/plants/1000/warehouses/${v}/bins?prefix=${v}&after=${v}`,
      (v: string) => `${API}/plants/1000/warehouses/W10/bins/${v}?binType=${v}`,
      (v: string) => `${API}/materials?q=${v}&group=${v}&type=${v}&page=${v}`,
      (v: string) => `${API}/materials/${v}`,
      (v: string) => `${API}/materials/${v}/plants/${v}`,
      (v: string) => `${API}/customers/${v}`,
      (v: string) => `${API}/vendors/${v}`,
      (v: string) => `${API}/company-codes/${v}`,
      (v: string) => `${API}/cost-centers/${v}`,
      (v: string) => `${API}/shipping-profiles/${v}`,
      (v: string) => `${API}/carriers/${v}`,
      (v: string) => `${API}/carriers/${v}/shipping-points/${v}/services`,
      (v: string) => `${API}/movement-reasons/${v}`,
      (v: string) => `${API}/scan/${v}?plant=${v}&warehouse=${v}`,
    ];
    for (const template of templates) {
      for (const v of odd) {
        const res = await get(admin, template(v));
        expect([400, 404], `${template(v)} -> ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(res.json().message).toBeTruthy();
      }
    }
    // the database is still fine
    const n = await sql<{ n: number }>`select count(*)::int as n from plant`.execute(t.database.db);
    expect(n.rows[0]?.n).toBe(3);
  });
});
