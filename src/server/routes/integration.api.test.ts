import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';
import { grantIntegration } from '../testing/integration';
import { createTestApp } from '../testing/test-app';

const API = '/supplier/api/integration/v1';
const api = appForFile(['whfra'] as const);

/** The admin with INTEGRATION grants (an API token's scopes), signed in after the grant. */
async function erp() {
  await grantIntegration(api.t.database.db, 'admin');
  return api.t.signIn('admin');
}

const material = (id: string, extra: Record<string, unknown> = {}) => ({
  material: id,
  description: `Imported ${id}`,
  materialType: 'HAWA',
  materialGroup: 'CABL',
  baseUnit: 'EA',
  ...extra,
});

describe('integration API: master data', () => {
  it('upserts a batch of materials idempotently, with GTINs and plant data', async () => {
    const client = await erp();
    const rows = [
      material('ERP-M-1', { gtins: ['4006381333931'], plants: [{ plant: '1000', defaultSloc: '0001' }] }),
      material('ERP-M-2', { serialized: true }),
    ];
    const first = await client.inject({ method: 'POST', url: `${API}/master-data/materials`, payload: rows });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ kind: 'materials', rows: 2, written: 2, dryRun: false });
    const again = await client.inject({ method: 'POST', url: `${API}/master-data/materials`, payload: rows });
    expect(again.json().written).toBe(0);
    const changed = await client.inject({
      method: 'POST',
      url: `${API}/master-data/materials`,
      payload: [material('ERP-M-2', { description: 'New text' })],
    });
    expect(changed.json().written).toBe(1);
    const db = api.t.database.db;
    const m = await db.selectFrom('material').selectAll().where('material_id', '=', 'ERP-M-2').executeTakeFirstOrThrow();
    expect(m.description).toBe('New text');
    expect(m.serialized).toBe(false);
    const gtins = await db.selectFrom('material_gtin').select('gtin').where('material_id', '=', 'ERP-M-1').execute();
    expect(gtins).toEqual([{ gtin: '4006381333931' }]);
    const plants = await db.selectFrom('material_plant').selectAll().where('material_id', '=', 'ERP-M-1').execute();
    expect(plants).toEqual([{ material_id: 'ERP-M-1', plant_id: '1000', default_sloc: '0001' }]);
  });

  it('refuses a batch with bad rows as a whole, naming row and field of each error', async () => {
    const client = await erp();
    const rows = [
      material('ERP-BAD-1'),
      material('ERP-BAD-2', { materialGroup: 'NOPE' }),
      material('ERP-BAD-1'),
      material('ERP-BAD-3', { baseUnit: 'XX' }),
      material('ERP-BAD-4', { plants: [{ plant: '9999' }] }),
      { ...material('ERP-BAD-5'), colour: 'red' },
    ];
    const res = await client.inject({ method: 'POST', url: `${API}/master-data/materials`, payload: rows });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('BATCH_REFUSED');
    const at = (body.details as { row: number; field: string; message: string }[]).map((d) => `${d.row}:${d.field}`);
    expect(at).toEqual(expect.arrayContaining(['1:materialGroup', '2:material', '3:baseUnit', '4:plants.0.plant', '5:']));
    expect(body.details.find((d: { row: number }) => d.row === 1).message).toBe('Material group NOPE does not exist.');
    const written = await api.t.database.db
      .selectFrom('material')
      .select('material_id')
      .where('material_id', 'like', 'ERP-BAD-%')
      .execute();
    expect(written).toEqual([]);
    // an ERP asking in German reads the whole sentence in German, what the row refers to included; codes stay
    const german = await client.inject({
      method: 'POST',
      url: `${API}/master-data/materials`,
      payload: rows,
      headers: { 'accept-language': 'de-DE' },
    });
    const details = german.json().details as { row: number; field: string; code: string; message: string }[];
    expect(details.find((d) => d.row === 1)?.message).toBe('Warengruppe NOPE existiert nicht.');
    expect(details.find((d) => d.row === 4)?.message).toBe('Werk 9999 existiert nicht.');
    expect(details.find((d) => d.row === 2)?.message).toBe('Material ERP-BAD-1 kommt in diesem Stapel zweimal vor (Zeilen 0 und 2).');
    expect(details.map((d) => d.code)).toEqual(body.details.map((d: { code: string }) => d.code));
  });

  it('validates without writing in a dry run', async () => {
    const client = await erp();
    const res = await client.inject({
      method: 'POST',
      url: `${API}/master-data/vendors?dryRun=true`,
      payload: [{ vendor: 'ERPV1', name: 'Dry', country: 'DE', city: 'Bonn' }],
    });
    expect(res.json()).toEqual({ kind: 'vendors', rows: 1, written: 1, dryRun: true });
    expect(await api.t.database.db.selectFrom('vendor').select('vendor_id').where('vendor_id', '=', 'ERPV1').execute()).toEqual([]);
  });

  it('loads plants, warehouses, storage locations, storage types, bin types and bins in order', async () => {
    const client = await erp();
    const load = async (kind: string, payload: unknown[]) => {
      const res = await client.inject({ method: 'POST', url: `${API}/master-data/${kind}`, payload });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    };
    await load('company-codes', [{ companyCode: 'ERP1', name: 'ERP Co', country: 'DE', currency: 'EUR' }]);
    await load('plants', [{ plant: 'E100', name: 'ERP plant', companyCode: 'ERP1', country: 'DE', city: 'Köln' }]);
    await load('warehouses', [{ warehouse: 'E10', name: 'ERP warehouse', plant: 'E100' }]);
    await load('storage-locations', [{ plant: 'E100', sloc: '0001', name: 'Main', warehouse: 'E10' }]);
    await load('storage-types', [{ warehouse: 'E10', storageType: '001', name: 'Rack', role: 'RACK' }]);
    await load('bin-types', [{ warehouse: 'E10', binType: 'P1', description: 'Pallet' }]);
    await load('bins', [
      { warehouse: 'E10', bin: 'E-01', storageType: '001', binType: 'P1', capacity: 100 },
      { warehouse: 'E10', bin: 'E-02', storageType: '001', binType: 'P1', blocked: true },
    ]);
    const bins = await api.t.database.db
      .selectFrom('storage_bin')
      .selectAll()
      .where('warehouse_id', '=', 'E10')
      .orderBy('bin_id')
      .execute();
    expect(bins.map((b) => [b.bin_id, b.capacity, b.blocked])).toEqual([
      ['E-01', '100.000', false],
      ['E-02', null, true],
    ]);
    const bad = await client.inject({
      method: 'POST',
      url: `${API}/master-data/bins`,
      payload: [{ warehouse: 'E10', bin: 'E-03', storageType: '002', binType: 'P1', capacity: -1 }],
    });
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(['capacity']);
  });

  it("takes a plant's time zone by its IANA name and refuses one no calendar knows", async () => {
    const client = await erp();
    await client.inject({
      method: 'POST',
      url: `${API}/master-data/company-codes`,
      payload: [{ companyCode: 'ERP2', name: 'ERP Two', country: 'SG', currency: 'SGD' }],
    });
    const plant = (timezone: string) => ({
      plant: 'E200',
      name: 'ERP east',
      companyCode: 'ERP2',
      country: 'SG',
      city: 'Singapore',
      timezone,
    });
    const bad = await client.inject({ method: 'POST', url: `${API}/master-data/plants`, payload: [plant('Asia/Atlantis')] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { row: 0, field: 'timezone', code: 'INVALID_INPUT', message: 'Time zone is an IANA time zone name, e.g. Europe/Berlin (or UTC).' },
    ]);
    expect(await api.t.database.db.selectFrom('plant').select('plant_id').where('plant_id', '=', 'E200').execute()).toEqual([]);
    const good = await client.inject({ method: 'POST', url: `${API}/master-data/plants`, payload: [plant('Asia/Singapore')] });
    expect(good.statusCode, good.body).toBe(200);
    const row = await api.t.database.db.selectFrom('plant').select('timezone').where('plant_id', '=', 'E200').executeTakeFirst();
    expect(row?.timezone).toBe('Asia/Singapore');
  });

  it("takes a plant's open posting months (0 to 24, default 1) and refuses anything else by row and field", async () => {
    const client = await erp();
    const plant = (extra: Record<string, unknown>) => ({
      plant: 'E300',
      name: 'ERP west',
      companyCode: 'DE01',
      country: 'DE',
      city: 'Köln',
      ...extra,
    });
    const months = async () =>
      (await api.t.database.db.selectFrom('plant').select('posting_open_months').where('plant_id', '=', 'E300').executeTakeFirst())
        ?.posting_open_months;
    for (const value of [-1, 25, 1.5, 'three', '1e2']) {
      const bad = await client.inject({ method: 'POST', url: `${API}/master-data/plants`, payload: [plant({ postingOpenMonths: value })] });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details).toEqual([
        { row: 0, field: 'postingOpenMonths', code: 'INVALID_INPUT', message: 'Open posting months is a whole number from 0 to 24.' },
      ]);
    }
    expect(await months()).toBeUndefined();
    expect((await client.inject({ method: 'POST', url: `${API}/master-data/plants`, payload: [plant({})] })).statusCode).toBe(200);
    expect(await months()).toBe(1);
    expect(
      (await client.inject({ method: 'POST', url: `${API}/master-data/plants`, payload: [plant({ postingOpenMonths: '3' })] })).statusCode,
    ).toBe(200);
    expect(await months()).toBe(3);
  });

  it('takes NDJSON in chunks and reports bad lines by row', async () => {
    const client = await erp();
    const lines = Array.from({ length: 2500 }, (_, i) =>
      JSON.stringify({ customer: `EC${i}`, name: `Customer ${i}`, country: 'US', city: 'Newark' }),
    );
    const ok = await client.inject({
      method: 'POST',
      url: `${API}/master-data/customers`,
      headers: { 'content-type': 'application/x-ndjson' },
      payload: `${lines.join('\n')}\n`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ rows: 2500, written: 2500 });
    const bad = await client.inject({
      method: 'POST',
      url: `${API}/master-data/customers`,
      headers: { 'content-type': 'application/x-ndjson' },
      payload: `${JSON.stringify({ customer: 'EC-NEW', name: 'N', country: 'US', city: 'X' })}\n{not json\n${JSON.stringify({ customer: 'EC-2', name: 'N\u0000', country: 'US', city: 'X' })}\n`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { row: number; code: string }) => `${d.row}:${d.code}`)).toEqual([
      '1:ROW_NOT_JSON',
      '2:INVALID_INPUT',
    ]);
    expect(
      await api.t.database.db.selectFrom('customer').select('customer_number').where('customer_number', '=', 'EC-NEW').execute(),
    ).toEqual([]);
  });

  it('refuses a batch over the limit, an empty batch and a caller without the scope', async () => {
    const client = await erp();
    const big = Array.from({ length: 10_001 }, (_, i) => ({ carrier: `C${i}`, name: 'x' }));
    const tooLarge = await client.inject({ method: 'POST', url: `${API}/master-data/carriers`, payload: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('BATCH_TOO_LARGE');
    const empty = await client.inject({ method: 'POST', url: `${API}/master-data/carriers`, payload: [] });
    expect(empty.statusCode).toBe(400);
    const forbidden = await api.whfra.inject({
      method: 'POST',
      url: `${API}/master-data/carriers`,
      payload: [{ carrier: 'C1', name: 'x' }],
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('grants by scope: MASTER alone does not read stock', async () => {
    const t = await createTestApp();
    try {
      await grantIntegration(t.database.db, 'whfra', ['MASTER']);
      const client = await t.signIn('whfra');
      expect((await client.inject({ method: 'GET', url: `${API}/stock` })).statusCode).toBe(403);
      expect(
        (await client.inject({ method: 'POST', url: `${API}/master-data/carriers`, payload: [{ carrier: 'C1', name: 'x' }] })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
