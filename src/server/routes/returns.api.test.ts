import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { fakePrinter } from '../testing/fake-printer';
import { freeBins } from '../testing/ledger';
import { type ShippingFixture, shippingFixture, shipSerials } from '../testing/returns-fixture';

/**
 * Customer returns over HTTP: a return order from the screen and from the ERP (API token), its sheet,
 * the handheld's scan lookups and the receipt (651, replayed for the same Idempotency-Key); scope
 * (another plant's user and a supplier see nothing) and bad input (a 4xx naming the field, nothing written).
 */
const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, {
  ledgerCheck: true,
  config: { printer: { networks: [], ports: [9100], allowLoopback: true } },
});
const W = '/supplier/api/warehouse';
const RMA = `${W}/return-orders`;
let fx: ShippingFixture;
let bins: string[];
let n = 0;
const tag = Date.now().toString(36).toUpperCase();
const post = (client: { inject: typeof api.whfra.inject }, url: string, payload: object, key = `rma-api-${tag}-${++n}`) =>
  client.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });
const orderCount = async () => (await api.t.database.db.selectFrom('return_order').select('rma_number').execute()).length;

beforeAll(async () => {
  fx = await shippingFixture(api.t.database.db);
  bins = await freeBins(api.t.database.db, 'W10', 4);
});

describe('return orders over HTTP', () => {
  it('creates from a delivery, prints the sheet, finds by scan, refuses a serial never shipped, receives once; scoped', async () => {
    const units = [`RA${tag}1`, `RA${tag}2`];
    const { delivery } = await shipSerials(fx, { bin: bins[0] as string, serials: units });
    const offered = await getAs(api.whfra, `${W}/deliveries/${delivery}/returnable-serials`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().serials.map((s: { serialNumber: string }) => s.serialNumber)).toEqual(units);
    expect((await getAs(api.whnwk, `${W}/deliveries/${delivery}/returnable-serials`)).statusCode).toBe(404);

    const reasons = await getAs(api.whfra, `${W}/return-reasons`);
    expect(reasons.json().reasons).toContainEqual({
      reasonCode: '0002',
      category: 'QUALITY',
      description: 'Reported defective: inspect and repair',
    });

    const created = await post(api.whfra, RMA, { delivery, reason: '0002', serials: units, note: 'Screen flickers' });
    expect(created.statusCode, created.body).toBe(201);
    const rma = created.json();
    expect(rma).toMatchObject({ delivery, status: 'OPEN', category: 'QUALITY', note: 'Screen flickers', createdBy: 'whfra' });
    expect(rma.rmaNumber).toMatch(/^22\d{8}$/);

    // scope: another plant's user and a supplier see nothing and create nothing
    expect((await getAs(api.whnwk, `${RMA}/${rma.rmaNumber}`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${RMA}?serialNo=${units[0]}`)).json().items).toEqual([]);
    expect((await getAs(api.supplier, RMA)).statusCode).toBe(403);
    expect((await post(api.supplier, RMA, { delivery, reason: '0002', serials: units })).statusCode).toBe(403);
    expect((await post(api.whnwk, RMA, { delivery, reason: '0001', serials: units })).statusCode).toBe(404);
    expect((await getAs(api.whfra, `${RMA}?serialNo=${units[1]}&status=OPEN`)).json().items).toEqual([
      expect.objectContaining({ rmaNumber: rma.rmaNumber, serialCount: 2, openSerials: 2 }),
    ]);

    const pdf = await getAs(api.whfra, `${RMA}/${rma.rmaNumber}/sheet`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zpl = await getAs(api.whfra, `${RMA}/${rma.rmaNumber}/sheet?format=zpl`);
    expect(zpl.body).toContain('^XA');
    expect(zpl.body).toContain(rma.rmaNumber);
    expect(zpl.body).toContain(units[0]);

    // the sheet on a label printer of the plant: ZPL over TCP, the job recorded
    const printer = await fakePrinter();
    try {
      const saved = await api.admin.inject({
        method: 'PUT',
        url: `${W}/printers/RMA-ZT1`,
        payload: { name: 'Returns desk', plant: '1000', host: '127.0.0.1', port: printer.port },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const printed = await api.whfra.inject({
        method: 'POST',
        url: `${W}/printers/RMA-ZT1/print`,
        payload: { kind: 'rma', reference: rma.rmaNumber },
      });
      expect(printed.statusCode, printed.body).toBe(200);
      expect(printed.json()).toMatchObject({ status: 'PRINTED', labelKind: 'rma', reference: rma.rmaNumber });
      const [sent] = await printer.received();
      expect(sent).toContain(rma.rmaNumber);
      const foreign = await api.whnwk.inject({
        method: 'POST',
        url: `${W}/printers/RMA-ZT1/print`,
        payload: { kind: 'rma', reference: rma.rmaNumber },
      });
      expect(foreign.statusCode).toBe(404);
    } finally {
      await printer.close();
    }

    expect((await getAs(api.whfra, `${RMA}/scan?code=${units[1]}`)).json().rmaNumber).toBe(rma.rmaNumber);
    expect((await getAs(api.whfra, `${RMA}/scan?code=${rma.rmaNumber}`)).json().rmaNumber).toBe(rma.rmaNumber);
    expect((await getAs(api.whfra, `${RMA}/scan?code=NOPE-${tag}`)).json().code).toBe('RETURN_SCAN_UNKNOWN');
    const never = await getAs(api.whfra, `${RMA}/${rma.rmaNumber}/serials/NEVER-${tag}`);
    expect(never.statusCode).toBe(422);
    expect(never.json().code).toBe('RETURN_SERIAL_NEVER_SHIPPED');
    expect((await getAs(api.whfra, `${RMA}/${rma.rmaNumber}/serials/${units[0]}`)).json()).toMatchObject({
      itemNo: 10,
      serialNumber: units[0],
    });

    const key = `rma-receive-${tag}`;
    const received = await post(api.whfra, `${RMA}/${rma.rmaNumber}/receipts`, { serials: units }, key);
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({ status: 'RECEIVED', category: 'QUALITY' });
    expect(received.json().lots).toHaveLength(2);
    const replay = await post(api.whfra, `${RMA}/${rma.rmaNumber}/receipts`, { serials: units }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().matDoc).toBe(received.json().matDoc);
    const again = await post(api.whfra, `${RMA}/${rma.rmaNumber}/receipts`, { serials: units });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_SERIAL_RECEIVED');
    // the operator of another plant cannot receive it
    const other = await post(api.whnwk, `${RMA}/${rma.rmaNumber}/receipts`, { serials: units });
    expect(other.statusCode).toBe(404);
  });

  it('the ERP creates a return order with its own id through the integration API; the token reaches only its plants', async () => {
    const units = [`RB${tag}1`];
    const { delivery } = await shipSerials(fx, { bin: bins[1] as string, serials: units });
    const erp = await api.t.tokenClient(['ORDERS'], ['1000']);
    const body = { externalId: `ERP-RMA-${tag}`, delivery, reason: '0001', serials: units };
    const made = await post(erp, '/supplier/api/integration/v1/return-orders', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ externalId: body.externalId, createdVia: 'API', status: 'OPEN' });
    const same = await post(erp, '/supplier/api/integration/v1/return-orders', body);
    expect(same.json().rmaNumber).toBe(made.json().rmaNumber);
    const elsewhere = await api.t.tokenClient(['ORDERS'], ['2000']);
    const refused = await post(elsewhere, '/supplier/api/integration/v1/return-orders', { ...body, externalId: `ERP-X-${tag}` });
    expect(refused.statusCode).toBe(404);
    const unscoped = await api.t.tokenClient(['STOCK'], ['1000']);
    expect((await post(unscoped, '/supplier/api/integration/v1/return-orders', body)).statusCode).toBe(403);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await orderCount();
    await expectBadInput(api.whfra, `${RMA}?status=LOST`, 'status');
    for (const [payload, field] of [
      [{ delivery: '12', reason: '0001', serials: ['A'] }, 'delivery'],
      [{ delivery: '8000000001', reason: 'x', serials: ['A'] }, 'reason'],
      [{ delivery: '8000000001', reason: '0001', serials: [] }, 'serials'],
      [{ delivery: '8000000001', reason: '0001', serials: ['A'], extra: 1 }, ''],
    ] as const) {
      const res = await post(api.whfra, RMA, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(res.json().details?.field, JSON.stringify(payload)).toContain(field);
    }
    expect((await getAs(api.whfra, `${RMA}/123/sheet`)).statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});
