import { describe, expect, it } from 'vitest';
import { appForFile, errorAnswer, expectBadInput, getAs } from '../testing/api-test';
import type { SignedInClient } from '../testing/test-app';

const API = '/supplier/api/warehouse';

const api = appForFile(['admin', 'whfra', 'whnwk', 'supplier']);

describe('access', () => {
  it('needs a session', async () => {
    const res = await api.t.app.inject({ method: 'GET', url: `${API}/plants` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NOT_SIGNED_IN');
  });
});

describe('plants and storage locations', () => {
  it('lists the plants in the caller scope', async () => {
    const ids = async (c: SignedInClient) => (await getAs(c, `${API}/plants`)).json().items.map((p: { plantId: string }) => p.plantId);
    expect(await ids(api.admin)).toEqual(['1000', '2000', '3000']);
    expect(await ids(api.whfra)).toEqual(['1000']);
    expect(await ids(api.whnwk)).toEqual(['2000']);
    expect(await ids(api.supplier)).toEqual([]);
  });

  it('shows a plant with company, country, warehouses and storage locations', async () => {
    const res = await getAs(api.whfra, `${API}/plants/1000`);
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
    const other = await getAs(api.whfra, `${API}/plants/2000`);
    const unknown = await getAs(api.whfra, `${API}/plants/9999`);
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(errorAnswer('PLANT_NOT_FOUND', 'Plant 2000 was not found.'));
    expect(unknown.json()).toEqual(errorAnswer('PLANT_NOT_FOUND', 'Plant 9999 was not found.'));
    expect((await getAs(api.whnwk, `${API}/plants/2000`)).statusCode).toBe(200);
    expect((await getAs(api.whnwk, `${API}/plants/1000`)).statusCode).toBe(404);
    expect((await getAs(api.admin, `${API}/plants/3000`)).statusCode).toBe(200);
    expect((await getAs(api.supplier, `${API}/plants/1000`)).statusCode).toBe(404);
  });

  it('lists the storage locations of a plant and shows one by plant and id', async () => {
    const list = await getAs(api.whnwk, `${API}/plants/2000/slocs`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      plantId: '2000',
      items: [
        { plantId: '2000', slocId: '0001', name: 'Main warehouse', warehouseId: 'W20', warehouseManaged: true },
        { plantId: '2000', slocId: '0002', name: 'Repair shop', warehouseId: null, warehouseManaged: false },
        { plantId: '2000', slocId: '0003', name: 'Returns', warehouseId: null, warehouseManaged: false },
      ],
    });
    expect((await getAs(api.whfra, `${API}/plants/2000/slocs`)).statusCode).toBe(404);

    const one = await getAs(api.whfra, `${API}/slocs/0001?plant=1000`);
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
    expect((await getAs(api.whfra, `${API}/slocs/0002?plant=1000`)).json()).toMatchObject({ warehouseId: null, warehouseManaged: false });
    const missing = await getAs(api.whfra, `${API}/slocs/0009?plant=1000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Storage location 0009 was not found in plant 1000.');
    expect((await getAs(api.whfra, `${API}/slocs/0001?plant=2000`)).json()).toEqual(
      errorAnswer('PLANT_NOT_FOUND', 'Plant 2000 was not found.'),
    );
  });

  it('refuses malformed plant and storage location ids with a 400 naming the field', async () => {
    expect(await expectBadInput(api.whfra, `${API}/plants/10000`, 'plantId')).toContain('at most 4 characters');
    expect(await expectBadInput(api.whfra, `${API}/plants/1%250`, 'plantId')).toContain('only letters and digits');
    await expectBadInput(api.whfra, `${API}/plants/10-0/slocs`, 'plantId');
    expect(await expectBadInput(api.whfra, `${API}/slocs/0001`, 'plant')).toContain('required');
    await expectBadInput(api.whfra, `${API}/slocs/00001?plant=1000`, 'slocId');
    await expectBadInput(api.whfra, `${API}/slocs/0001?plant=1%27`, 'plant');
  });
});

describe('storage bins', () => {
  const bins = `${API}/plants/1000/warehouses/W10/bins`;

  async function dbBins(where: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery> = (q) => q) {
    return (await where(baseQuery()).execute()).map((r) => r.bin_id);
  }
  function baseQuery() {
    return api.t.database.db.selectFrom('storage_bin').select('bin_id').where('warehouse_id', '=', 'W10').orderBy('bin_id');
  }

  it('pages through all bins of a warehouse with the keyset cursor, in bin order, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await getAs(api.whfra, `${bins}?limit=37${after ? `&after=${encodeURIComponent(after)}` : ''}`);
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
      const res = await getAs(api.whfra, `${bins}?limit=100&${query}`);
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
    await api.t.database.db
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
    const fixed = await api.t.database.db
      .selectFrom('fixed_bin')
      .select(['bin_id', 'material_id'])
      .where('warehouse_id', '=', 'W10')
      .orderBy('bin_id')
      .executeTakeFirstOrThrow();
    const res = await getAs(api.whfra, `${bins}/${fixed.bin_id}`);
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

    const gr = await getAs(api.whfra, `${bins}/GR-ZONE-01?binType=GR`);
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
    const res = await getAs(api.whfra, `${bins}/GR-ZONE-01?binType=P1`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BIN_TYPE_MISMATCH', message: 'Storage bin GR-ZONE-01 has bin type GR, not P1.' });
  });

  it('scopes bins to the caller plants and the warehouse to its plant', async () => {
    expect((await getAs(api.whfra, `${API}/plants/2000/warehouses/W20/bins`)).json()).toEqual(
      errorAnswer('PLANT_NOT_FOUND', 'Plant 2000 was not found.'),
    );
    expect((await getAs(api.whfra, `${API}/plants/2000/warehouses/W20/bins/R01-01-1`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${API}/plants/2000/warehouses/W20/bins/R01-01-1`)).statusCode).toBe(200);
    const wrongWarehouse = await getAs(api.whfra, `${API}/plants/1000/warehouses/W20/bins`);
    expect(wrongWarehouse.statusCode).toBe(404);
    expect(wrongWarehouse.json().message).toBe('Warehouse W20 was not found in plant 1000.');
    expect((await getAs(api.admin, `${API}/plants/3000/warehouses/W30/bins`)).statusCode).toBe(404);
    const noBin = await getAs(api.whfra, `${bins}/NOPE-01`);
    expect(noBin.statusCode).toBe(404);
    expect(noBin.json()).toEqual(errorAnswer('STORAGE_BIN_NOT_FOUND', 'Storage bin NOPE-01 was not found in warehouse W10.'));
  });

  it('refuses malformed filters and page sizes', async () => {
    expect(await expectBadInput(api.whfra, `${bins}?limit=0`, 'limit')).toContain('from 1 to 100');
    await expectBadInput(api.whfra, `${bins}?limit=101`, 'limit');
    await expectBadInput(api.whfra, `${bins}?limit=ten`, 'limit');
    await expectBadInput(api.whfra, `${bins}?limit=1&limit=2`, 'limit');
    expect(await expectBadInput(api.whfra, `${bins}?blocked=yes`, 'blocked')).toContain('true or false');
    await expectBadInput(api.whfra, `${bins}?storageType=0001`, 'storageType');
    await expectBadInput(api.whfra, `${bins}?prefix=R%25`, 'prefix');
    await expectBadInput(api.whfra, `${bins}?after=${'X'.repeat(19)}`, 'after');
    await expectBadInput(api.whfra, `${bins}/R01 01`, 'binId');
    await expectBadInput(api.whfra, `${bins}/R01-01-1?binType=P%3B1`, 'binType');
    await expectBadInput(api.whfra, `${API}/plants/1000/warehouses/W100/bins`, 'warehouseId');
  });
});

describe('materials', () => {
  it('searches by a case-insensitive prefix of number or description, with paging and totals', async () => {
    const res = await getAs(api.whfra, `${API}/materials?q=trm-1000&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await api.t.database.db
      .selectFrom('material')
      .select('material_id')
      .where('material_id', 'like', 'TRM-1000%')
      .orderBy('material_id')
      .execute();
    expect(body.total).toBe(expected.length);
    expect(body.maxPage).toBe(Math.ceil(expected.length / 5));
    expect(body.items.map((m: { materialId: string }) => m.materialId)).toEqual(expected.slice(0, 5).map((m) => m.material_id));
    const page2 = (await getAs(api.whfra, `${API}/materials?q=trm-1000&pageSize=5&page=2`)).json();
    expect(page2.items.map((m: { materialId: string }) => m.materialId)).toEqual(expected.slice(5, 10).map((m) => m.material_id));

    const byText = (await getAs(api.whfra, `${API}/materials?q=TRADING%20KEY&pageSize=100`)).json();
    expect(byText.total).toBeGreaterThan(0);
    expect(byText.items.every((m: { description: string }) => m.description.startsWith('Trading Keyboard'))).toBe(true);

    const none = (await getAs(api.whfra, `${API}/materials?q=no-such-thing`)).json();
    expect(none).toEqual({ items: [], page: 1, pageSize: 20, total: 0, maxPage: 1 });
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const res = (await getAs(api.whfra, `${API}/materials?q=%25`)).json();
    expect(res.total).toBe(0);
    expect((await getAs(api.whfra, `${API}/materials?q=_RM`)).json().total).toBe(0);
  });

  it('filters by group, type and serialized', async () => {
    const all = await api.t.database.db
      .selectFrom('material')
      .select(['material_id', 'material_group', 'material_type', 'serialized'])
      .execute();
    const body = (await getAs(api.whfra, `${API}/materials?group=CABL&pageSize=100`)).json();
    expect(body.total).toBe(all.filter((m) => m.material_group === 'CABL').length);
    expect(body.items.every((m: { materialGroup: string; serialized: boolean }) => m.materialGroup === 'CABL' && !m.serialized)).toBe(true);
    expect((await getAs(api.whfra, `${API}/materials?type=FERT`)).json().total).toBe(all.filter((m) => m.material_type === 'FERT').length);
    expect((await getAs(api.whfra, `${API}/materials?serialized=true`)).json().total).toBe(all.filter((m) => m.serialized).length);
    expect((await getAs(api.whfra, `${API}/materials?serialized=false&type=ERSA&q=spr`)).json().total).toBe(
      all.filter((m) => !m.serialized && m.material_type === 'ERSA' && m.material_id.startsWith('SPR')).length,
    );
    expect((await getAs(api.whfra, `${API}/materials?group=NOPE`)).json().total).toBe(0);
  });

  it('refuses bad search input', async () => {
    expect(await expectBadInput(api.whfra, `${API}/materials?pageSize=101`, 'pageSize')).toContain('from 1 to 100');
    await expectBadInput(api.whfra, `${API}/materials?page=0`, 'page');
    await expectBadInput(api.whfra, `${API}/materials?page=-1`, 'page');
    expect(await expectBadInput(api.whfra, `${API}/materials?q=${'a'.repeat(41)}`, 'q')).toContain('at most 40');
    expect(await expectBadInput(api.whfra, `${API}/materials?q=a%00b`, 'q')).toContain('control characters');
    await expectBadInput(api.whfra, `${API}/materials?serialized=1`, 'serialized');
    await expectBadInput(api.whfra, `${API}/materials?group=${'G'.repeat(10)}`, 'group');
  });

  it('shows a material with GTINs, flags, texts and per-plant data in the caller scope', async () => {
    const m = await api.t.database.db
      .selectFrom('material')
      .selectAll()
      .where('material_group', '=', 'TERM')
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const gtin = await api.t.database.db
      .selectFrom('material_gtin')
      .select('gtin')
      .where('material_id', '=', m.material_id)
      .executeTakeFirstOrThrow();
    const res = await getAs(api.whfra, `${API}/materials/${m.material_id}`);
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
    const forAdmin = (await getAs(api.admin, `${API}/materials/${m.material_id}`)).json();
    expect(forAdmin.plants.map((p: { plantId: string }) => p.plantId)).toEqual(['1000', '2000', '3000']);
    expect((await getAs(api.supplier, `${API}/materials/${m.material_id}`)).json().plants).toEqual([]);
  });

  it('shows a material per plant with its fixed bins', async () => {
    const fixed = await api.t.database.db
      .selectFrom('fixed_bin')
      .select(['material_id', 'bin_id'])
      .where('warehouse_id', '=', 'W20')
      .orderBy('material_id')
      .executeTakeFirstOrThrow();
    const res = await getAs(api.whnwk, `${API}/materials/${fixed.material_id}/plants/2000`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      materialId: fixed.material_id,
      plantId: '2000',
      fixedBins: [{ warehouseId: 'W20', binId: fixed.bin_id }],
    });
    expect((await getAs(api.whfra, `${API}/materials/${fixed.material_id}/plants/2000`)).json()).toEqual(
      errorAnswer('PLANT_NOT_FOUND', 'Plant 2000 was not found.'),
    );
    await api.t.database.db
      .insertInto('material')
      .values({ material_id: 'ONLY-IN-NOWHERE', description: 'Not extended', material_type: 'VERP', material_group: 'CABL' })
      .execute();
    const notExtended = await getAs(api.whfra, `${API}/materials/ONLY-IN-NOWHERE/plants/1000`);
    expect(notExtended.statusCode).toBe(404);
    expect(notExtended.json().message).toBe('Material ONLY-IN-NOWHERE is not maintained in plant 1000.');
  });

  it('answers unknown and malformed material numbers', async () => {
    const res = await getAs(api.whfra, `${API}/materials/NOPE-1`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorAnswer('MATERIAL_NOT_FOUND', 'Material NOPE-1 was not found.'));
    expect((await getAs(api.whfra, `${API}/materials/NOPE-1/plants/1000`)).statusCode).toBe(404);
    await expectBadInput(api.whfra, `${API}/materials/${'M'.repeat(19)}`, 'materialId');
    await expectBadInput(api.whfra, `${API}/materials/A%2BB`, 'materialId');
  });
});
