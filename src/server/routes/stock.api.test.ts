import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { demoMaterials, freeBins } from '../testing/ledger';
import type { SignedInClient } from '../testing/test-app';

/**
 * Stock overview, its CSV export and init data, the storage-bin search with occupancy and a bin's
 * contents, and the drill-downs (material documents by bin, serials at a position), through HTTP.
 */
const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, { ledgerCheck: true });
let bins: string[];
let mats: Awaited<ReturnType<typeof demoMaterials>>;
let gtinOfPlain: string;
const DOCS = '/supplier/api/warehouse/material-documents';

async function post(client: SignedInClient, items: unknown[]) {
  const res = await client.inject({ method: 'POST', url: DOCS, payload: { items } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().matDoc as string;
}

beforeAll(async () => {
  const db = api.t.database.db;
  // materials and bins of this file only: the demo stock lies everywhere else
  await db
    .insertInto('material')
    .values([
      { material_id: 'SVT-PLAIN', description: 'Stockvis Test Cable', material_type: 'HAWA', material_group: 'CABL', serialized: false },
      { material_id: 'SVT-SER', description: 'Stockvis Test Terminal', material_type: 'FERT', material_group: 'TERM', serialized: true },
    ])
    .execute();
  await db
    .insertInto('material_plant')
    .values(
      ['1000', '2000'].flatMap((plant_id) =>
        ['SVT-PLAIN', 'SVT-SER'].map((material_id) => ({ material_id, plant_id, default_sloc: '0001' })),
      ),
    )
    .execute();
  await db.insertInto('material_gtin').values({ gtin: '05991234567894', material_id: 'SVT-PLAIN' }).execute();
  gtinOfPlain = '05991234567894';
  bins = ['SVT-01', 'SVT-02', 'SVT-03', 'SVT-04', 'SVT-05', 'SVT-06'];
  await db
    .insertInto('storage_bin')
    .values(bins.map((bin_id) => ({ warehouse_id: 'W10', bin_id, storage_type: '001', bin_type: 'P1', capacity: '500', blocked: false })))
    .execute();
  mats = await demoMaterials(db);
  mats = { ...mats, plain: ['SVT-PLAIN', ...mats.plain], serialized: ['SVT-SER', ...mats.serialized] };
  const plain = 'SVT-PLAIN';
  // plant 1000: the plain material in two bins and sloc 0002, the serialized one in a bin; plant 2000: the plain one too
  // initial stock entry (561) is for administrators
  await post(api.admin, [
    { movementType: '561', material: plain, quantity: '10', to: { plant: '1000', sloc: '0001', bin: bins[0] } },
    { movementType: '561', material: plain, quantity: '2.5', to: { plant: '1000', sloc: '0001', bin: bins[1] } },
    { movementType: '561', material: plain, quantity: '4', to: { plant: '1000', sloc: '0002', category: 'BLOCKED' } },
    {
      movementType: '561',
      material: mats.serialized[0],
      quantity: '2',
      to: { plant: '1000', sloc: '0001', bin: bins[0] },
      serials: ['SV-0001', 'SV-0002'],
    },
  ]);
  await post(api.admin, [{ movementType: '561', material: plain, quantity: '7', to: { plant: '2000', sloc: '0002' } }]);
});

describe('stock overview', () => {
  it('totals per unit of measure: metres are never added to pieces', async () => {
    const db = api.t.database.db;
    await db
      .insertInto('material')
      .values([
        { material_id: 'SVU-METRE', description: 'Stockvis Unit Cable', material_type: 'HAWA', material_group: 'CABL', base_unit: 'M' },
        { material_id: 'SVU-PIECE', description: 'Stockvis Unit Clamp', material_type: 'HAWA', material_group: 'CABL', base_unit: 'EA' },
      ])
      .execute();
    await db
      .insertInto('material_plant')
      .values(['SVU-METRE', 'SVU-PIECE'].map((material_id) => ({ material_id, plant_id: '1000', default_sloc: '0002' })))
      .execute();
    await post(api.admin, [
      { movementType: '561', material: 'SVU-METRE', quantity: '10.5', to: { plant: '1000', sloc: '0002' } },
      { movementType: '561', material: 'SVU-PIECE', quantity: '10050', to: { plant: '1000', sloc: '0002' } },
      { movementType: '561', material: 'SVU-PIECE', quantity: '3', to: { plant: '1000', sloc: '0002', category: 'BLOCKED' } },
    ]);
    const res = await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?q=${encodeURIComponent('Stockvis Unit')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toHaveLength(3);
    expect(res.json().totals).toEqual([
      {
        unit: 'EA',
        quantity: '10053.000',
        categories: { UNRESTRICTED: '10050.000', QUALITY: '0.000', BLOCKED: '3.000', IN_TRANSIT: '0.000' },
      },
      { unit: 'M', quantity: '10.500', categories: { UNRESTRICTED: '10.500', QUALITY: '0.000', BLOCKED: '0.000', IN_TRANSIT: '0.000' } },
    ]);
  });

  it('finds stock by material number prefix, description prefix and GTIN, in the user plants only', async () => {
    const plain = mats.plain[0] as string;
    const byPrefix = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?q=${plain.slice(0, 8).toLowerCase()}` })
    ).json();
    expect(byPrefix.rows.map((r: { material: string }) => r.material)).toContain(plain);
    expect(byPrefix.rows.every((r: { plant: string }) => r.plant === '1000')).toBe(true);
    const description = (
      await api.t.database.db.selectFrom('material').select('description').where('material_id', '=', plain).executeTakeFirstOrThrow()
    ).description;
    const byText = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?q=${encodeURIComponent(description.toUpperCase())}` })
    ).json();
    expect(byText.rows).toHaveLength(3);
    expect(byText.totals).toMatchObject([{ unit: 'EA', categories: { UNRESTRICTED: '12.500', BLOCKED: '4.000', QUALITY: '0.000' } }]);
    const byGtin = (await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?q=${gtinOfPlain}` })).json();
    expect(byGtin.rows.map((r: { material: string }) => r.material)).toEqual([plain, plain, plain]);
    const newark = (await api.whnwk.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?q=${gtinOfPlain}` })).json();
    expect(newark.rows).toEqual([expect.objectContaining({ plant: '2000', sloc: '0002', quantity: '7.000', serialized: false })]);
  });

  it('filters by warehouse and bin, and marks serialized materials', async () => {
    const res = (await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?warehouse=W10&bin=${bins[0]}` })).json();
    expect(res.rows).toHaveLength(2);
    expect(res.rows.find((r: { material: string }) => r.material === mats.serialized[0])).toMatchObject({
      serialized: true,
      quantity: '2.000',
    });
    expect(res.inTransit).toEqual([]);
    const none = (await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?warehouse=W20` })).json();
    expect(none.rows).toEqual([]);
  });

  it('refuses bad filter values with 400 and a sentence', async () => {
    const res = await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/stock?warehouse=TOOLONG' });
    expect(res.statusCode).toBe(400);
    const control = await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/stock?q=%01x' });
    expect(control.statusCode).toBe(400);
  });
});

describe('stock CSV export', () => {
  it('streams every matching row as CSV with a header, in the user plants only', async () => {
    const res = await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/invmgmt/stock/export.csv?q=${mats.plain[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Material,Description,Plant,Storage location,Warehouse,Bin,Batch,Category,Quantity,Unit');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.startsWith(`${mats.plain[0]},`) && l.includes(',1000,'))).toBe(true);
    expect(lines.some((l) => l.endsWith(',BLOCKED,4.000,EA') || l.includes(',BLOCKED,4.000,'))).toBe(true);
  });

  it('exports more rows than one batch, in order, each once', async () => {
    // 1,200 positions: more than one fetch of the cursor or one keyset batch
    const free = (await freeBins(api.t.database.db, 'W10', 66)).slice(6);
    const materials = mats.plain.slice(1, 21);
    const items = materials.flatMap((material) =>
      free.map((bin) => ({ movementType: '561', material, quantity: '1', to: { plant: '1000', sloc: '0001', bin } })),
    );
    await post(api.admin, items);
    const res = await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/stock/export.csv?warehouse=W10' });
    const rows = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const expected = (await api.whfra.inject({ method: 'GET', url: '/supplier/api/warehouse/stock?warehouse=W10&limit=1' })).json();
    expect(rows.length).toBeGreaterThanOrEqual(1200);
    expect(new Set(rows).size).toBe(rows.length);
    const keys = rows.map((r) => r.split(',').slice(0, 1)[0]);
    expect([...keys].sort()).toEqual(keys);
    expect(rows[0]?.startsWith(`${expected.rows[0].material},`)).toBe(true);
  });

  it('defuses values a spreadsheet would run as a formula, also after a separator inside a field', async () => {
    const material = mats.plain[0] as string;
    const db = api.t.database.db;
    const { description } = await db
      .selectFrom('material')
      .select('description')
      .where('material_id', '=', material)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('material')
      .set({ description: 'Cable;=HYPERLINK("http://evil.example")' })
      .where('material_id', '=', material)
      .execute();
    try {
      const res = await api.whfra.inject({ method: 'GET', url: `/supplier/warehouse/invmgmt/stock/export.csv?q=${material}` });
      const row = res.body.split('\r\n')[1] as string;
      expect(row.startsWith(`${material},"Cable;'=HYPERLINK(""http://evil.example"")",1000,`)).toBe(true);
      // split as German Excel does (";", quotes not honoured there): no cell starts with a formula character
      expect(res.body.split(/[;\r\n,]/).filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    } finally {
      await db.updateTable('material').set({ description }).where('material_id', '=', material).execute();
    }
  });

  it('opens in German Excel as German: semicolons, decimal comma, German headers, formulas still defused', async () => {
    const material = mats.plain[0] as string;
    const db = api.t.database.db;
    const { description } = await db
      .selectFrom('material')
      .select('description')
      .where('material_id', '=', material)
      .executeTakeFirstOrThrow();
    await db.updateTable('material').set({ description: 'Kabel; 2,5 m;=1+1' }).where('material_id', '=', material).execute();
    try {
      const res = await api.whfra.inject({
        method: 'GET',
        url: `/supplier/warehouse/invmgmt/stock/export.csv?q=${material}`,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('\ufeff')).toBe(true);
      const lines = res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Material;Materialkurztext;Werk;Lagerort;Lagernummer;Lagerplatz;Charge;Bestandsart;Menge;Einheit');
      expect(lines).toHaveLength(4);
      // a field holding the separator is quoted (Excel honours quotes with its own separator); the formula is defused
      expect(lines.slice(1).every((l) => l.startsWith(`${material};"Kabel; 2,5 m;'=1+1";1000;`))).toBe(true);
      expect(lines.some((l) => l.endsWith(';BLOCKED;4,000;EA'))).toBe(true);
      // split as German Excel does: ten cells a row, quantities with a decimal comma
      const cells = (line: string) => line.replace(/"[^"]*"/g, 'x').split(';');
      expect(lines.map((l) => cells(l).length)).toEqual([10, 10, 10, 10]);
      expect(lines.slice(1).map((l) => cells(l)[8])).toEqual(expect.arrayContaining(['10,000', '2,500', '4,000']));
      expect(res.body.split(/[;\r\n,]/).filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    } finally {
      await db.updateTable('material').set({ description }).where('material_id', '=', material).execute();
    }
  });

  it('is refused without the stock overview grant', async () => {
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/stock/export.csv' })).statusCode).toBe(403);
  });
});

describe('init data', () => {
  it('lists the user plants with storage locations, warehouses, storage types and bin types', async () => {
    const res = (await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/storagebin/initdata.json' })).json();
    expect(res.plants.map((p: { plantId: string }) => p.plantId)).toEqual(['1000']);
    const [plant] = res.plants;
    expect(plant.storageLocations.map((s: { slocId: string }) => s.slocId)).toEqual(['0001', '0002', '0003']);
    expect(plant.warehouses[0].warehouseId).toBe('W10');
    expect(plant.warehouses[0].storageTypes.map((s: { storageType: string }) => s.storageType)).toContain('001');
    expect(plant.warehouses[0].binTypes.map((s: { binType: string }) => s.binType)).toContain('P1');
    const stock = (await api.whnwk.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/stock/initdata.json' })).json();
    expect(stock.plants.map((p: { plantId: string }) => p.plantId)).toEqual(['2000']);
    expect(stock.categories).toEqual(['UNRESTRICTED', 'QUALITY', 'BLOCKED']);
  });
});

describe('storage-bin search', () => {
  const search = (client: SignedInClient, qs: string) =>
    client.inject({ method: 'GET', url: `/supplier/warehouse/invmgmt/storagebin/search?plant=1000&warehouse=W10&${qs}` });

  it('tells occupied from empty bins and sums what they hold', async () => {
    const occupied = (await search(api.whfra, 'occupancy=occupied&prefix=svt&limit=100')).json();
    const first = occupied.items.find((b: { binId: string }) => b.binId === bins[0]);
    expect(first.content).toEqual({ positions: 2, materials: 2, quantity: '12.000', firstMaterial: expect.any(String) });
    expect(occupied.items.every((b: { content: { positions: number } }) => b.content.positions > 0)).toBe(true);
    const empty = (await search(api.whfra, 'occupancy=empty&prefix=svt&limit=100')).json();
    expect(empty.items.length).toBeGreaterThan(0);
    expect(
      empty.items.every(
        (b: { content: { positions: number; quantity: string } }) => b.content.positions === 0 && b.content.quantity === '0.000',
      ),
    ).toBe(true);
    expect(empty.items.map((b: { binId: string }) => b.binId)).not.toContain(bins[0]);
  });

  it('combines storage type, bin type, blocked and prefix with keyset paging', async () => {
    const page1 = (await search(api.whfra, 'storageType=001&binType=P1&prefix=r0&limit=5')).json();
    expect(page1.items).toHaveLength(5);
    expect(
      page1.items.every(
        (b: { storageType: string; binType: string; binId: string }) =>
          b.storageType === '001' && b.binType === 'P1' && b.binId.startsWith('R0'),
      ),
    ).toBe(true);
    const page2 = (await search(api.whfra, `storageType=001&binType=P1&prefix=r0&limit=5&after=${page1.nextCursor}`)).json();
    expect(page2.items[0].binId > page1.items[4].binId).toBe(true);
    const blocked = (await search(api.whfra, 'blocked=true&limit=100')).json();
    expect(blocked.items.every((b: { blocked: boolean }) => b.blocked)).toBe(true);
  });

  it('keeps to the user plants and refuses bad input', async () => {
    expect((await search(api.whnwk, '')).statusCode).toBe(404);
    expect((await search(api.whfra, 'occupancy=full')).statusCode).toBe(400);
    expect((await api.whfra.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/storagebin/search?warehouse=W10' })).statusCode).toBe(
      400,
    );
    expect(
      (await api.supplier.inject({ method: 'GET', url: '/supplier/warehouse/invmgmt/storagebin/search?plant=1000&warehouse=W10' }))
        .statusCode,
    ).toBe(403);
  });

  it('shows a bin with its contents through the bins API', async () => {
    const res = await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/plants/1000/warehouses/W10/bins/${bins[0]}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contents).toHaveLength(2);
    expect(body.contents).toContainEqual(
      expect.objectContaining({
        materialId: mats.serialized[0],
        serialized: true,
        quantity: '2.000',
        slocId: '0001',
        category: 'UNRESTRICTED',
      }),
    );
    expect(body.contentsTruncated).toBe(false);
  });
});

describe('drill-downs from a stock row', () => {
  it('finds the material documents that moved stock in or out of a bin', async () => {
    const plain = mats.plain[0] as string;
    const res = (await api.whfra.inject({ method: 'GET', url: `${DOCS}?material=${plain}&plant=1000&sloc=0001&bin=${bins[1]}` })).json();
    expect(res.items).toHaveLength(1);
    expect(res.items[0]).toMatchObject({ material: plain, quantity: '2.500', to: { bin: bins[1] } });
  });

  it('lists the serials at a position', async () => {
    const res = (
      await api.whfra.inject({
        method: 'GET',
        url: `/supplier/api/warehouse/serialized-equipments?material=${mats.serialized[0]}&plant=1000&sloc=0001&bin=${bins[0]}&category=UNRESTRICTED`,
      })
    ).json();
    expect(res.items.map((e: { serialNumber: string }) => e.serialNumber)).toEqual(['SV-0001', 'SV-0002']);
    const elsewhere = (
      await api.whfra.inject({
        method: 'GET',
        url: `/supplier/api/warehouse/serialized-equipments?material=${mats.serialized[0]}&bin=${bins[1]}`,
      })
    ).json();
    expect(elsewhere.items).toEqual([]);
  });
});

describe('bin to bin through a confirmed transfer order', () => {
  const B2B = '/supplier/api/warehouse/plants/1000/warehouses/W10/bin-to-bin';
  const move = (client: SignedInClient, payload: object, headers: Record<string, string> = {}) =>
    client.inject({ method: 'POST', url: B2B, payload, headers });

  it('moves a quantity: one transfer order, confirmed, one 999 document', async () => {
    const plain = mats.plain[0] as string;
    const res = await move(
      api.whfra,
      { sourceBin: bins[0], material: plain, quantity: '3', destinationBin: bins[2] },
      { 'idempotency-key': 'b2b-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, matDoc } = res.json();
    const order = (await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/orders/${orderId}` })).json();
    expect(order).toMatchObject({ type: 'BIN_TO_BIN', status: 'CONFIRMED' });
    const doc = (await api.whfra.inject({ method: 'GET', url: `${DOCS}/${matDoc}` })).json();
    expect(doc.items[0]).toMatchObject({
      movementType: '999',
      material: plain,
      quantity: '3.000',
      from: { bin: bins[0] },
      to: { bin: bins[2] },
    });
    const again = await move(
      api.whfra,
      { sourceBin: bins[0], material: plain, quantity: '3', destinationBin: bins[2] },
      { 'idempotency-key': 'b2b-1' },
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stock = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/stock?material=${plain}&warehouse=W10&bin=${bins[2]}` })
    ).json();
    expect(stock.rows[0].quantity).toBe('3.000');
  });

  it('moves a serial, and refuses a serial that is not in the source bin', async () => {
    const serialized = mats.serialized[0] as string;
    const res = await move(api.whfra, {
      sourceBin: bins[0],
      material: serialized,
      quantity: '1',
      serials: ['SV-0002'],
      destinationBin: bins[3],
    });
    expect(res.statusCode, res.body).toBe(201);
    const equipment = (
      await api.whfra.inject({ method: 'GET', url: `/supplier/api/warehouse/serialized-equipments?serialNo=SV-0002` })
    ).json();
    expect(equipment.items[0]).toMatchObject({ bin: bins[3], lastMatDoc: res.json().matDoc });
    const stray = await move(api.whfra, {
      sourceBin: bins[0],
      material: serialized,
      quantity: '1',
      serials: ['SV-0002'],
      destinationBin: bins[4],
    });
    expect(stray.statusCode).toBe(409);
    expect(stray.json().message).toBe(`Line 1: serial SV-0002 of material ${serialized} is not in bin ${bins[0]}.`);
  });

  it('refuses a blocked destination bin, too much quantity and a plant outside the scope', async () => {
    const blocked = await api.t.database.db
      .selectFrom('storage_bin')
      .select('bin_id')
      .where('warehouse_id', '=', 'W10')
      .where('blocked', '=', true)
      .executeTakeFirstOrThrow();
    const plain = mats.plain[0] as string;
    const res = await move(api.whfra, { sourceBin: bins[1], material: plain, quantity: '1', destinationBin: blocked.bin_id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/blocked/);
    const tooMuch = await move(api.whfra, { sourceBin: bins[1], material: plain, quantity: '99', destinationBin: bins[2] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Line 1: bin SVT-02 holds 2\.5 of material SVT-PLAIN/);
    const other = await api.whnwk.inject({
      method: 'POST',
      url: B2B,
      payload: { sourceBin: bins[1], material: plain, quantity: '1', destinationBin: bins[2] },
    });
    expect(other.statusCode).toBe(403);
    expect((await move(api.whfra, { sourceBin: bins[1], material: plain, quantity: '-1', destinationBin: bins[2] })).statusCode).toBe(400);
  });
});

describe('ledger check over HTTP', () => {
  it('recomputes the ledger for administrators and is refused to everyone else', async () => {
    const res = await api.admin.inject({ method: 'GET', url: '/supplier/api/admin/ledger-check' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, differences: [] });
    expect(res.json().counts.documents).toBeGreaterThan(0);
    expect((await api.whfra.inject({ method: 'GET', url: '/supplier/api/admin/ledger-check' })).statusCode).toBe(403);
    expect((await api.supplier.inject({ method: 'GET', url: '/supplier/api/admin/ledger-check' })).statusCode).toBe(403);
  });
});
