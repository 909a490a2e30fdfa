import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appForFile, errorAnswer, expectBadInput, getAs } from '../testing/api-test';
import type { SignedInClient } from '../testing/test-app';

const API = '/supplier/api/warehouse';

const api = appForFile(['admin', 'whfra', 'whnwk', 'supplier']);

describe('partners and finance master data', () => {
  it('shows customers to internal users and hides them from api.supplier users', async () => {
    const res = await getAs(api.whfra, `${API}/customers/C200001`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['city', 'country', 'countryName', 'customerNumber', 'name']);
    expect((await getAs(api.supplier, `${API}/customers/C200001`)).json()).toEqual(
      errorAnswer('CUSTOMER_NOT_FOUND', 'Customer C200001 was not found.'),
    );
    expect((await getAs(api.whfra, `${API}/customers/C999999`)).statusCode).toBe(404);
    await expectBadInput(api.whfra, `${API}/customers/C2000011111`, 'customerNumber');
  });

  it('shows vendors to internal users; a api.supplier sees only its own', async () => {
    expect((await getAs(api.whfra, `${API}/vendors/V100002`)).json()).toMatchObject({ vendorId: 'V100002', name: 'Northwind Displays' });
    expect((await getAs(api.supplier, `${API}/vendors/V100001`)).json()).toMatchObject({
      vendorId: 'V100001',
      name: 'Keytronic Components',
      country: 'DE',
      countryName: 'Germany',
      email: 'orders@keytronic.example',
    });
    expect((await getAs(api.supplier, `${API}/vendors/V100002`)).json()).toEqual(
      errorAnswer('VENDOR_NOT_FOUND', 'Vendor V100002 was not found.'),
    );
    expect((await getAs(api.admin, `${API}/vendors/V999999`)).statusCode).toBe(404);
    await expectBadInput(api.whfra, `${API}/vendors/V-1`, 'vendorId');
  });

  it('shows company codes and cost centres', async () => {
    expect((await getAs(api.whfra, `${API}/company-codes/US01`)).json()).toEqual({
      companyCode: 'US01',
      name: 'Acme Financial Data Inc.',
      country: 'US',
      countryName: 'United States',
      currency: 'USD',
    });
    expect((await getAs(api.whfra, `${API}/company-codes/XX01`)).json()).toEqual(
      errorAnswer('COMPANY_CODE_NOT_FOUND', 'Company code XX01 was not found.'),
    );
    expect((await getAs(api.whfra, `${API}/cost-centers/101000`)).json()).toEqual({
      costCenter: '101000',
      description: 'IT Operations',
      companyCode: 'DE01',
      companyName: 'Acme Financial Data GmbH',
    });
    expect((await getAs(api.whfra, `${API}/cost-centers/999999`)).json().message).toBe('Cost centre 999999 was not found.');
    await expectBadInput(api.whfra, `${API}/company-codes/DE011`, 'companyCode');
    await expectBadInput(api.whfra, `${API}/cost-centers/10.1000`, 'costCenter');
  });
});

describe('logistics and movement reasons', () => {
  it('shows shipping profiles and carriers', async () => {
    expect((await getAs(api.whfra, `${API}/shipping-profiles/DE-DHL-EX`)).json()).toEqual({
      profileId: 'DE-DHL-EX',
      name: 'Frankfurt DHL Express',
      carrierCode: 'DHL',
      carrierName: 'DHL Express',
      service: 'EXPRESS',
      shippingPoint: '1000',
    });
    expect((await getAs(api.whfra, `${API}/shipping-profiles/NOPE`)).statusCode).toBe(404);
    expect((await getAs(api.whfra, `${API}/carriers/UPS`)).json()).toEqual({
      carrierCode: 'UPS',
      name: 'United Parcel Service',
      trackingUrlTemplate: 'https://www.ups.com/track?tracknum={tracking}',
      shippingPoints: ['1000', '2000'],
    });
    expect((await getAs(api.whfra, `${API}/carriers/NOPE`)).json()).toEqual(
      errorAnswer('CARRIER_NOT_FOUND', 'Carrier NOPE was not found.'),
    );
    await expectBadInput(api.whfra, `${API}/carriers/${'C'.repeat(11)}`, 'carrierCode');
  });

  it('lists the services of a carrier at a shipping point', async () => {
    expect((await getAs(api.whfra, `${API}/carriers/UPS/shipping-points/2000/services`)).json()).toEqual({
      carrierCode: 'UPS',
      shippingPoint: '2000',
      services: [{ service: 'GROUND', profileId: 'US-UPS-GND', name: 'Newark UPS Ground' }],
    });
    expect((await getAs(api.whfra, `${API}/carriers/FEDEX/shipping-points/1000/services`)).json().services).toEqual([]);
    expect((await getAs(api.whfra, `${API}/carriers/NOPE/shipping-points/1000/services`)).statusCode).toBe(404);
    expect((await getAs(api.whfra, `${API}/carriers/UPS/shipping-points/9999/services`)).json()).toEqual(
      errorAnswer('SHIPPING_POINT_NOT_FOUND', 'Shipping point 9999 was not found.'),
    );
    await expectBadInput(api.whfra, `${API}/carriers/UPS/shipping-points/20000/services`, 'shippingPoint');
  });

  it('lists the reasons of a movement type', async () => {
    const res = await getAs(api.whfra, `${API}/movement-reasons/702`);
    expect(res.json()).toEqual({
      movementType: '702',
      description: 'Physical inventory difference: loss',
      reasons: [
        { reasonCode: '0001', description: 'Counting error' },
        { reasonCode: '0002', description: 'Theft or loss' },
        { reasonCode: '0003', description: 'Damaged' },
      ],
    });
    expect((await getAs(api.whfra, `${API}/movement-reasons/101`)).json().reasons).toEqual([]);
    expect((await getAs(api.whfra, `${API}/movement-reasons/100`)).json()).toEqual(
      errorAnswer('MOVEMENT_TYPE_NOT_FOUND', 'Movement type 100 was not found.'),
    );
    expect(await expectBadInput(api.whfra, `${API}/movement-reasons/10A`, 'movementType')).toContain('three digits');
  });
});

describe('scan resolution', () => {
  const scan = (client: SignedInClient, code: string, query = '') => getAs(client, `${API}/scan/${encodeURIComponent(code)}${query}`);

  it('resolves a bin in the caller warehouses only, case-insensitively', async () => {
    const fra = await scan(api.whfra, 'r01-01-1');
    expect(fra.statusCode).toBe(200);
    expect(fra.json()).toMatchObject({
      code: 'r01-01-1',
      gs1: null,
      matches: [{ kind: 'bin', plantId: '1000', warehouseId: 'W10', binId: 'R01-01-1', storageType: '001', binType: 'P1' }],
    });
    expect(fra.json().matches).toHaveLength(1);
    const all = (await scan(api.admin, 'R01-01-1')).json();
    expect(all.matches.map((m: { warehouseId: string }) => m.warehouseId)).toEqual(['W10', 'W20']);
    expect((await scan(api.admin, 'R01-01-1', '?warehouse=W20')).json().matches).toHaveLength(1);
    expect((await scan(api.admin, 'R01-01-1', '?plant=2000')).json().matches[0].warehouseId).toBe('W20');
    expect((await scan(api.whfra, 'R01-01-1', '?plant=2000')).json()).toEqual(errorAnswer('PLANT_NOT_FOUND', 'Plant 2000 was not found.'));
    expect((await scan(api.supplier, 'R01-01-1')).statusCode).toBe(404);
  });

  it('resolves a material by number, by GTIN-14 or GTIN-13, and by a GS1 element string', async () => {
    const row = await api.t.database.db
      .selectFrom('material_gtin')
      .innerJoin('material', 'material.material_id', 'material_gtin.material_id')
      .select(['material.material_id', 'material_gtin.gtin'])
      .where('material.serialized', '=', true)
      .orderBy('material.material_id')
      .executeTakeFirstOrThrow();
    const byNumber = (await scan(api.whfra, row.material_id.toLowerCase())).json();
    expect(byNumber.matches).toEqual([
      expect.objectContaining({ kind: 'material', materialId: row.material_id, matchedBy: 'materialNumber', gtin: null }),
    ]);

    const byGtin = (await scan(api.whfra, row.gtin)).json();
    expect(byGtin.matches).toEqual([
      expect.objectContaining({ kind: 'material', materialId: row.material_id, matchedBy: 'gtin', gtin: row.gtin }),
    ]);
    expect(row.gtin.startsWith('0')).toBe(true);
    expect((await scan(api.whfra, row.gtin.slice(1))).json().matches[0].materialId).toBe(row.material_id);

    const gs1 = (await scan(api.whfra, `(01)${row.gtin}(21)SN-0042(10)LOT1`)).json();
    expect(gs1.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN-0042', batch: 'LOT1', count: null });
    expect(gs1.matches).toEqual([expect.objectContaining({ materialId: row.material_id, matchedBy: 'gtin', serialized: true })]);

    const raw = (await scan(api.whfra, `]C101${row.gtin}21SN9\u001d3712`)).json();
    expect(raw.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN9', count: '12' });
    expect(raw.matches[0].materialId).toBe(row.material_id);

    const unmarked = (await scan(api.whfra, `01${row.gtin}21SN77`)).json();
    expect(unmarked.gs1).toMatchObject({ gtin: row.gtin, serial: 'SN77' });

    // logistic AIs of the full GS1 table, and an AI nobody knows does not lose the scan
    const label = (await scan(api.whfra, `(01)${row.gtin}(7003)2512311430(421)27610115`)).json();
    expect(label.gs1.elements.map((e: { ai: string }) => e.ai)).toEqual(['01', '7003', '421']);
    expect(label.matches[0].materialId).toBe(row.material_id);
    const unknownAi = await scan(api.whfra, `(01)${row.gtin}(21)SN5(88)X`);
    expect(unknownAi.statusCode).toBe(200);
    expect(unknownAi.json().gs1).toMatchObject({ gtin: row.gtin, serial: 'SN5' });
    expect(unknownAi.json().matches[0].materialId).toBe(row.material_id);
    const plainWithAim = (await scan(api.whfra, `]C1${row.material_id}`)).json();
    expect(plainWithAim.matches).toEqual([expect.objectContaining({ materialId: row.material_id, matchedBy: 'materialNumber' })]);
  });

  it('resolves a serial number or an equipment number in the caller plants to its material, bin and category', async () => {
    const unit = await api.t.database.db
      .selectFrom('equipment')
      .innerJoin('material', 'material.material_id', 'equipment.material_id')
      .select([
        'equipment.equipment_number',
        'equipment.serial_number',
        'equipment.material_id',
        'material.description',
        'equipment.sloc_id',
        'equipment.warehouse_id',
        'equipment.bin_id',
        'equipment.category',
      ])
      .where('equipment.plant_id', '=', '1000')
      .where('equipment.status', '=', 'IN_STOCK')
      .where('equipment.bin_id', 'is not', null)
      .orderBy('equipment.equipment_number')
      .executeTakeFirstOrThrow();
    const expected = {
      kind: 'serial',
      equipmentNumber: unit.equipment_number,
      serialNumber: unit.serial_number,
      materialId: unit.material_id,
      description: unit.description,
      plant: '1000',
      sloc: unit.sloc_id,
      warehouse: unit.warehouse_id,
      bin: unit.bin_id,
      category: unit.category,
      status: 'IN_STOCK',
    };
    const bySerial = await scan(api.whfra, unit.serial_number.toLowerCase());
    expect(bySerial.statusCode).toBe(200);
    expect(bySerial.json().matches).toContainEqual({ ...expected, matchedBy: 'serialNumber' });
    expect((await scan(api.whfra, unit.serial_number, '?plant=1000')).json().matches).toContainEqual({
      ...expected,
      matchedBy: 'serialNumber',
    });
    const byEquipment = (await scan(api.whfra, unit.equipment_number)).json();
    expect(byEquipment.matches).toContainEqual({ ...expected, matchedBy: 'equipmentNumber' });
    // outside the caller's plants a serial reads like unknown
    expect((await scan(api.whnwk, unit.serial_number)).statusCode).toBe(404);
    expect((await scan(api.supplier, unit.serial_number)).statusCode).toBe(404);
  });

  it('answers 404 for nothing found and 400 for a malformed GS1 code or bad characters', async () => {
    const none = await scan(api.whfra, 'NOTHING-HERE');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(
      errorAnswer('SCAN_NO_MATCH', 'No storage bin, material or serial number matches the scanned code NOTHING-HERE.'),
    );
    const badCheck = await scan(api.whfra, '(01)04006381333932');
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json()).toEqual(
      errorAnswer('INVALID_GS1', 'The scanned GS1 code is not valid. The check digit of AI (01) 04006381333932 is wrong.'),
    );
    // a well-formed GTIN nobody has
    expect((await scan(api.whfra, '(01)04006381333931')).statusCode).toBe(404);
    expect(await expectBadInput(api.whfra, `${API}/scan/${'9'.repeat(101)}`, 'code')).toContain('at most 100 characters');
    // beyond the router's parameter limit (200 characters as sent): 414, still a clear client error
    const huge = await getAs(api.whfra, `${API}/scan/${'9'.repeat(300)}`);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().message).toBeTruthy();
    expect(await expectBadInput(api.whfra, `${API}/scan/A%0AB`, 'code')).toContain('printable');
    expect((await scan(api.whfra, '   ')).statusCode).toBe(400);
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
        const res = await getAs(api.admin, template(v));
        expect([400, 404], `${template(v)} -> ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(res.json().message).toBeTruthy();
      }
    }
    // the database is still fine
    const n = await sql<{ n: number }>`select count(*)::int as n from plant`.execute(api.t.database.db);
    expect(n.rows[0]?.n).toBe(3);
  });
});
