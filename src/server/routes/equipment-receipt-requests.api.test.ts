import { describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';

/**
 * Equipment receipt requests: serialized equipment announced to arrive outside a PO or notice; searched;
 * recognised by the receiving scan (validate-receiving-material). Refusals write nothing.
 */
const api = appForFile(['whfra', 'whnwk', 'supplier'] as const);
const W = '/supplier/api/warehouse';
const REQUESTS = `${W}/equipment-receipt-requests`;
let key = 0;
const create = (payload: object, client = api.whfra, idempotencyKey = `err-api-${++key}`) =>
  client.inject({ method: 'POST', url: REQUESTS, payload, headers: { 'idempotency-key': idempotencyKey } });
const requestCount = async () =>
  (await api.t.database.db.selectFrom('equipment_receipt_request').select('request_number').execute()).length;

async function serializedMaterial() {
  const row = await api.t.database.db
    .selectFrom('material as m')
    .innerJoin('material_plant as mp', 'mp.material_id', 'm.material_id')
    .select('m.material_id')
    .where('m.serialized', '=', true)
    .where('mp.plant_id', '=', '1000')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipment as e')
          .select('e.equipment_number')
          .whereRef('e.material_id', '=', 'm.material_id')
          .where('e.status', '=', 'IN_STOCK'),
      ),
    )
    .orderBy('m.material_id')
    .executeTakeFirstOrThrow();
  return row.material_id;
}

describe('equipment receipt requests', () => {
  it('announces returning equipment, finds it, and the receiving scan recognises the serial', async () => {
    const material = await serializedMaterial();
    const tag = `ERR${Date.now().toString(36).toUpperCase()}`;
    const serials = [`${tag}-1`, `${tag}-2`];
    const body = { plant: '1000', material, serials, sender: 'Acme Trading GmbH', reason: 'Customer return: screen flickers' };
    const created = await create(body, api.whfra, `err-${tag}`);
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      plant: '1000',
      material,
      sender: body.sender,
      reason: body.reason,
      status: 'OPEN',
      createdBy: 'whfra',
    });
    expect(request.requestNumber).toMatch(/^21\d{8}$/);
    expect(request.serials).toEqual(serials.map((serialNumber) => ({ serialNumber, open: true })));
    const replay = await create(body, api.whfra, `err-${tag}`);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().requestNumber).toBe(request.requestNumber);

    // search: by serial, sender (a part of it), material, status, date; the other plant's user sees nothing
    const bySerial = await getAs(api.whfra, `${REQUESTS}?serialNo=${serials[1]}`);
    expect(bySerial.statusCode).toBe(200);
    expect(bySerial.json().items).toEqual([
      expect.objectContaining({ requestNumber: request.requestNumber, serialCount: 2, openSerials: 2, sender: body.sender }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const found = await getAs(
      api.whfra,
      `${REQUESTS}?sender=acme%20trad&material=${material}&status=OPEN&dateFrom=${today}&dateTo=${today}`,
    );
    expect(found.json().items.map((r: { requestNumber: string }) => r.requestNumber)).toContain(request.requestNumber);
    expect((await getAs(api.whfra, `${REQUESTS}?serialNo=${serials[0]}&status=RECEIVED`)).json().items).toEqual([]);
    expect((await getAs(api.whnwk, `${REQUESTS}?serialNo=${serials[0]}`)).json().items).toEqual([]);
    expect((await getAs(api.whfra, `${REQUESTS}/${request.requestNumber}`)).json()).toEqual(request);
    expect((await getAs(api.whnwk, `${REQUESTS}/${request.requestNumber}`)).statusCode).toBe(404);
    expect((await getAs(api.supplier, REQUESTS)).statusCode).toBe(403);
    expect((await create(body, api.supplier)).statusCode).toBe(403);

    // the receiving scan on a truck of plant 1000 recognises the announced serial
    const arrival = await api.whfra.inject({
      method: 'POST',
      url: `${W}/dock-arrivals`,
      payload: { plant: '1000', door: 'D02', carrier: 'Parcel', plate: 'F-ER 1' },
      headers: { 'idempotency-key': `err-arrival-${tag}` },
    });
    expect(arrival.statusCode, arrival.body).toBe(201);
    const check = await getAs(api.whfra, `${W}/validate-receiving-material?arrivalId=${arrival.json().arrivalId}&scan=${serials[0]}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      expected: true,
      kind: 'SERIAL',
      material,
      requestNumber: request.requestNumber,
      message: `Serial ${serials[0]} of material ${material} is announced by request ${request.requestNumber} from Acme Trading GmbH: Customer return: screen flickers.`,
    });
  });

  it('refuses what cannot be announced and writes nothing', async () => {
    const db = api.t.database.db;
    const material = await serializedMaterial();
    const inStock = await db
      .selectFrom('equipment')
      .select('serial_number')
      .where('material_id', '=', material)
      .where('status', '=', 'IN_STOCK')
      .executeTakeFirstOrThrow();
    const plain = await db.selectFrom('material').select('material_id').where('serialized', '=', false).executeTakeFirstOrThrow();
    const tag = `ERX${Date.now().toString(36).toUpperCase()}`;
    const good = { plant: '1000', material, serials: [`${tag}-1`], sender: 'Repair shop', reason: 'Back from repair' };
    expect((await create(good)).statusCode).toBe(201);
    const before = await requestCount();
    const refusals: [object, number, string][] = [
      [{ ...good, serials: [`${tag}-2`, `${tag.toLowerCase()}-2`] }, 422, 'RECEIPT_REQUEST_SERIAL_REPEATED'],
      [{ ...good, serials: [`${tag}-3`, `${tag}-1`] }, 409, 'RECEIPT_REQUEST_SERIAL_ANNOUNCED'],
      [{ ...good, serials: [inStock.serial_number] }, 409, 'RECEIPT_REQUEST_SERIAL_IN_STOCK'],
      [{ ...good, material: plain.material_id, serials: [`${tag}-4`] }, 422, 'RECEIPT_REQUEST_NOT_SERIALIZED'],
      [{ ...good, material: 'NO-SUCH-MATERIAL', serials: [`${tag}-5`] }, 404, 'MATERIAL_NOT_FOUND'],
      [{ ...good, plant: '2000', serials: [`${tag}-6`] }, 404, 'PLANT_NOT_FOUND'],
    ];
    for (const [payload, status, code] of refusals) {
      const res = await create(payload);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const hostile: [object, string][] = [
      [{ ...good, sender: 'Repair\u0000shop' }, 'sender'],
      [{ ...good, reason: 'broken \ud800' }, 'reason'],
      [{ ...good, serials: [] }, 'serials'],
      [{ ...good, serials: Array.from({ length: 501 }, (_, i) => `${tag}-${i}`) }, 'serials'],
      [{ ...good, sender: 'S'.repeat(81) }, 'sender'],
      [{ ...good, reason: '' }, 'reason'],
      [{ ...good, plant: 1e308 }, 'plant'],
      [{ ...good, serials: ['a b'] }, 'serials'],
      [{ ...good, extra: true }, 'extra'],
    ];
    for (const [payload, field] of hostile) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().details?.field).toContain(field);
      expect(res.json().message).not.toMatch(/\b(body|querystring|params)\./);
    }
    expect(await requestCount()).toBe(before);
    await expectBadInput(api.whfra, `${REQUESTS}?dateFrom=0000-01-01`, 'dateFrom');
    await expectBadInput(api.whfra, `${REQUESTS}?page=1e400`, 'page');
    await expectBadInput(api.whfra, `${REQUESTS}?status=GONE`, 'status');
    await expectBadInput(api.whfra, `${REQUESTS}/12`, 'requestNumber');
  });
});
