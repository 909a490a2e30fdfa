import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { newSalesOrder, stockUp, unstockedMaterials } from '../testing/delivery-fixture';
import { actorOf, expectLedgerClean, freeBins, post, setSerialLocked } from '../testing/ledger';

const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const);
const API = '/supplier/api/warehouse';

/**
 * validate-equipment: the picking and packing screens ask it on every serial
 * scan. A serialized material of plant 1000 with serials in two rack bins: U unrestricted in bin A,
 * B blocked and Q in quality inspection beside it, L locked, F unrestricted in bin B.
 */
async function setUp() {
  const db = api.t.database.db;
  const admin = await actorOf(db, 'admin');
  const [material] = (await unstockedMaterials(db, '1000', true)) as [string];
  const [binA, binB] = (await freeBins(db, 'W10', 2)) as [string, string];
  const tag = `VE${Date.now().toString(36).toUpperCase()}`;
  const s = { u: `${tag}U`, b: `${tag}B`, q: `${tag}Q`, l: `${tag}L`, f: `${tag}F` };
  await stockUp(db, admin, { plant: '1000', material, bin: binA, quantity: '4', serials: [s.u, s.b, s.q, s.l] });
  await stockUp(db, admin, { plant: '1000', material, bin: binB, quantity: '1', serials: [s.f] });
  const from = { plant: '1000', sloc: '0001', bin: binA };
  await post(db, admin, { items: [{ movementType: '344', material, quantity: '2', from, serials: [s.b, s.q] }] });
  await post(db, admin, { items: [{ movementType: '349', material, quantity: '1', from, serials: [s.q] }] });
  await setSerialLocked(db, { serial: s.l, material }, true);
  const so = await newSalesOrder(db, { plant: '1000', items: [{ material, quantity: '2' }] });
  const deliveries: string[] = [];
  for (const n of [1, 2]) {
    const created = await api.whfra.inject({
      method: 'POST',
      url: `${API}/sales-orders/${so}/create-delivery`,
      payload: { lines: [{ itemNo: 10, quantity: '1' }] },
      headers: { 'idempotency-key': `ve-${so}-${n}` },
    });
    expect(created.statusCode).toBe(201);
    deliveries.push(created.json().deliveries[0].deliveryNumber);
  }
  return { material, binA, binB, s, first: deliveries[0] as string, second: deliveries[1] as string };
}

const check = (delivery: string, query: Record<string, string>) =>
  getAs(api.whfra, `${API}/deliveries/${delivery}/validate-equipment?${new URLSearchParams(query)}`);

describe('validate-equipment', () => {
  it('answers at once, in words, whether a serial may be picked or packed', async () => {
    const { material, binA, binB, s, first, second } = await setUp();
    const ok = await check(first, { serialNo: s.f, material, bin: binB });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      deliveryNumber: first,
      serialNumber: s.f,
      material,
      itemNo: 10,
      bin: binB,
      valid: true,
      message: `Serial ${s.f} of material ${material} is in bin ${binB}, unrestricted: pick it for delivery ${first}.`,
    });
    // without the material (the delivery's materials) and without the bin
    expect((await check(first, { serialNo: s.u })).json()).toMatchObject({ valid: true, material, bin: binA });

    const refused = async (query: Record<string, string>, status: number, code: string, text: string) => {
      const res = await check(first, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(text);
    };
    await refused({ serialNo: s.b, material, bin: binA }, 409, 'SERIAL_BLOCKED', `Serial ${s.b} is in blocked stock`);
    await refused({ serialNo: s.q, material, bin: binA }, 409, 'SERIAL_IN_QUALITY', `Serial ${s.q} is in quality inspection stock`);
    await refused({ serialNo: s.l, material, bin: binA }, 409, 'SERIAL_LOCKED', `Serial ${s.l} of material ${material} is locked`);
    await refused({ serialNo: s.f, material, bin: binA }, 409, 'SERIAL_NOT_AT', `is not at bin ${binA}: it is in bin ${binB}`);
    await refused({ serialNo: 'NOSUCHSERIAL9', material }, 404, 'EQUIPMENT_SERIAL_UNKNOWN', 'Serial NOSUCHSERIAL9 is not known.');
    const other = await sql<{ serial_number: string; material_id: string }>`select serial_number, material_id from equipment
      where material_id <> ${material} and status = 'IN_STOCK' order by equipment_number limit 1`.execute(api.t.database.db);
    const foreign = other.rows[0] as { serial_number: string; material_id: string };
    await refused(
      { serialNo: foreign.serial_number },
      409,
      'DELIVERY_SERIAL_OTHER_MATERIAL',
      `is of material ${foreign.material_id}, which is not on delivery ${first}`,
    );
    await refused({ serialNo: s.u, material: foreign.material_id }, 409, 'HU_MATERIAL_NOT_ON_DELIVERY', `not on delivery ${first}`);
    // packing: only what was picked for the delivery
    await refused({ serialNo: s.u, step: 'PACK' }, 409, 'HU_SERIAL_NOT_ON_DELIVERY', `was not picked for delivery ${first}`);

    // the first delivery picks U: U is then on it, not available to the second; packing takes it once
    const planned = await api.whfra.inject({ method: 'POST', url: `${API}/deliveries/${first}/pick-orders`, payload: {} });
    expect(planned.statusCode).toBe(201);
    const line = (await getAs(api.whfra, `${API}/deliveries/pick-list?scan=${first}`)).json().lines[0];
    const picked = await api.whfra.inject({
      method: 'POST',
      url: `${API}/deliveries/${first}/picks/${line.orderId}/${line.lineNo}`,
      payload: { sourceBin: line.sourceBin, material, quantity: '1', serials: [line.sourceBin === binA ? s.u : s.f] },
      headers: { 'idempotency-key': `ve-pick-${first}` },
    });
    expect(picked.statusCode).toBe(201);
    const taken = line.sourceBin === binA ? s.u : s.f;
    const onOther = await check(second, { serialNo: taken, material });
    expect(onOther.statusCode).toBe(409);
    expect(onOther.json()).toMatchObject({
      code: 'DELIVERY_SERIAL_ON_OTHER',
      message: `Serial ${taken} is already picked for delivery ${first}.`,
    });
    const packable = await check(first, { serialNo: taken, step: 'PACK' });
    expect(packable.json()).toMatchObject({
      valid: true,
      itemNo: 10,
      message: `Serial ${taken} was picked for item 10 of delivery ${first}: pack it.`,
    });
    const packed = await api.whfra.inject({
      method: 'POST',
      url: `${API}/handling-units`,
      payload: {
        deliveryNumber: first,
        packagingMaterial: 'CARTON',
        lines: [{ material, quantity: '1', serials: [taken] }],
        handlingUnits: [],
      },
      headers: { 'idempotency-key': `ve-pack-${first}` },
    });
    expect(packed.statusCode).toBe(201);
    const again = await check(first, { serialNo: taken, step: 'PACK' });
    expect(again.json()).toMatchObject({
      code: 'HU_SERIAL_PACKED',
      message: `Serial ${taken} is already packed in handling unit ${packed.json().huNumber}.`,
    });
    await expectLedgerClean(api.t.database.db);
  });

  it('refuses hostile input naming the field, other plants and users without the grant; is in the OpenAPI document', async () => {
    const { material, s, first } = await setUp();
    const url = (query: string) => `${API}/deliveries/${first}/validate-equipment?${query}`;
    await expectBadInput(api.whfra, url(`serialNo=${'X'.repeat(5000)}`), 'serialNo');
    await expectBadInput(api.whfra, url('serialNo=A%20B%3C'), 'serialNo');
    await expectBadInput(api.whfra, url(`serialNo=${s.u}&material=${'M'.repeat(300)}`), 'material');
    await expectBadInput(api.whfra, url(`serialNo=${s.u}&step=SHIP`), 'step');
    await expectBadInput(api.whfra, url('material=X'), 'serialNo');
    await expectBadInput(api.whfra, url(`serialNo=${s.u}&sneaky=1`), 'sneaky');
    await expectBadInput(api.whfra, `${API}/deliveries/12/validate-equipment?serialNo=${s.u}`, 'delivery');
    const nul = await getAs(api.whfra, url('serialNo=A%00B'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details?.field).toContain('serialNo');
    expect(nul.json().message).toContain('Serial number');
    expect((await getAs(api.whfra, `${API}/deliveries/8999999998/validate-equipment?serialNo=${s.u}`)).json().code).toBe(
      'DELIVERY_NOT_FOUND',
    );
    // another plant's user: as unknown; a supplier (no SD/VL02N grant): refused
    expect((await getAs(api.whnwk, url(`serialNo=${s.u}&material=${material}`))).statusCode).toBe(404);
    expect((await getAs(api.supplier, url(`serialNo=${s.u}&material=${material}`))).statusCode).toBe(403);
    const doc = (await api.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
    const operation = doc.paths['/supplier/api/warehouse/deliveries/{deliveryNumber}/validate-equipment'].get;
    expect(operation.responses['200'].content['application/json'].schema.properties).toHaveProperty('message');
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['serialNo', 'step']));
  });
});
