import { describe, expect, it } from 'vitest';
import { shippingOrder } from '../seed/shipping';
import { appForFile, expectBadInput, getAs } from '../testing/api-test';
import { closedPort, fakePrinter } from '../testing/fake-printer';
import { pdfText } from '../testing/pdf-text';

// the fake printer listens on this machine: loopback opted in (PRINTER_ALLOW_LOOPBACK), the other rules as in production
const api = appForFile(['whfra', 'whnwk', 'supplier', 'admin'] as const, {
  config: { printer: { networks: [], ports: [9100], allowLoopback: true } },
});
const API = '/supplier/api/warehouse';

async function deliveryOf(order: number): Promise<string> {
  const res = await getAs(api.whfra, `${API}/deliveries?orderNumber=${shippingOrder(order)}`);
  return res.json().items[0].deliveryNumber as string;
}

describe('shipping API', () => {
  it('packs over HTTP with replay, refuses more than the delivery holds, serves the label as PDF, ZPL and SVG', async () => {
    const delivery = await deliveryOf(1);
    const url = `${API}/handling-units`;
    const body = {
      deliveryNumber: delivery,
      packagingMaterial: 'carton',
      grossWeight: '2',
      lines: [{ material: 'SHIP-CABLE-01', quantity: '2' }],
    };
    const headers = { 'idempotency-key': `pack-${delivery}` };
    const packed = await api.whfra.inject({ method: 'POST', url, payload: body, headers });
    expect(packed.statusCode).toBe(201);
    const hu = packed.json();
    expect(hu).toMatchObject({
      deliveryNumber: delivery,
      packagingMaterial: 'CARTON',
      grossWeight: '2.000',
      items: [{ itemNo: 10, quantity: '2.000' }],
    });
    const replay = await api.whfra.inject({ method: 'POST', url, payload: body, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().huNumber).toBe(hu.huNumber);

    const over = await api.whfra.inject({
      method: 'POST',
      url,
      payload: { ...body, lines: [{ material: 'SHIP-CABLE-01', quantity: '5' }] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'HU_PACK_TOO_MUCH',
      message: `Delivery ${delivery} holds 4 of material SHIP-CABLE-01 still to pack, not 5.`,
    });
    const self = await api.whfra.inject({ method: 'POST', url: `${url}/${hu.huNumber}/nest`, payload: { handlingUnit: hu.sscc } });
    expect(self.json().code).toBe('HU_INSIDE_ITSELF');

    const pdf = await getAs(api.whfra, `${url}/${hu.sscc}/label?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toEqual(expect.arrayContaining([hu.sscc, `(00)${hu.sscc}`, `HU ${hu.huNumber}`]));
    const zpl = await getAs(api.whfra, `${url}/${hu.huNumber}/label?format=zpl`);
    expect(zpl.body).toContain(`^BCN,240,Y,N,N,D^FH_^FD(00)${hu.sscc}^FS`);
    const svg = await getAs(api.whfra, `${url}/${hu.huNumber}/label?format=svg`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(hu.sscc);
    // another plant's user and a supplier see nothing
    expect((await getAs(api.whnwk, `${url}/${hu.huNumber}`)).statusCode).toBe(404);
    expect((await getAs(api.supplier, `${url}/${hu.huNumber}`)).statusCode).toBe(403);
    await expectBadInput(api.whfra, `${url}/12345/label`, 'handlingUnitNumber');
    const search = await getAs(api.whfra, `${url}?deliveryNumber=${delivery}`);
    expect(search.json().items.map((h: { huNumber: string }) => h.huNumber)).toContain(hu.huNumber);
  });

  it('refuses to ship an unpacked delivery; POD twice is refused; bulk POD reports unknown rows', async () => {
    const unpacked = await deliveryOf(1);
    const refused = await api.whfra.inject({
      method: 'POST',
      url: `${API}/shipments`,
      payload: { carrier: 'DHL', deliveries: [unpacked] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHIPMENT_DELIVERY_UNPACKED');
    const shipped = await getAs(api.whfra, '/supplier/warehouse/shipment/list.json?carrier=UPS&status=SHIPPED');
    const [first, second] = shipped.json().items as { shipmentNumber: string }[];
    const podUrl = `${API}/shipments/${first?.shipmentNumber}/set-proof-of-delivery`;
    const pod = { podDate: '2026-11-23', signer: 'R. Receiver' };
    expect((await api.whfra.inject({ method: 'POST', url: podUrl, payload: pod })).statusCode).toBe(201);
    const twice = await api.whfra.inject({ method: 'POST', url: podUrl, payload: pod });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('POD_DONE');
    const badPhoto = await api.whfra.inject({
      method: 'POST',
      url: `${API}/shipments/${second?.shipmentNumber}/set-proof-of-delivery`,
      payload: { ...pod, photo: 'aGVsbG8=' },
    });
    expect(badPhoto.json().code).toBe('POD_PHOTO_INVALID');
    const bulk = await api.whfra.inject({
      method: 'POST',
      url: `${API}/shipments/bulk-pod`,
      payload: { ...pod, shipmentNumbers: [first?.shipmentNumber, '7999999999', second?.shipmentNumber] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().rows.map((r: { result: string }) => r.result)).toEqual(['ALREADY_DELIVERED', 'REFUSED', 'CONFIRMED']);
    const foreign = await api.whnwk.inject({
      method: 'POST',
      url: `${API}/shipments/bulk-pod/preview`,
      payload: { shipmentNumbers: [second?.shipmentNumber] },
    });
    expect(foreign.json().rows[0].state).toBe('UNKNOWN');
  });

  it('refuses a printer at a metadata, loopback-named, public address or another port, naming the field, writing nothing', async () => {
    const save = (id: string, host: string, port?: number) =>
      api.admin.inject({
        method: 'PUT',
        url: `${API}/printers/${id}`,
        payload: { name: id, plant: '1000', host, ...(port ? { port } : {}) },
      });
    for (const [host, port, field] of [
      ['169.254.169.254', 80, 'host'],
      ['metadata.google.internal', 9100, 'host'],
      ['8.8.8.8', 9100, 'host'],
      ['0.0.0.0', 9100, 'host'],
      ['10.20.1.5', 5432, 'port'],
    ] as const) {
      const res = await save('API-SSRF', host, port);
      expect(res.statusCode, `${host}:${port}`).toBe(400);
      expect(res.json().message.startsWith(`${field}:`), res.body).toBe(true);
    }
    expect(await api.t.database.db.selectFrom('printer').select('printer_id').where('printer_id', '=', 'API-SSRF').execute()).toEqual([]);
    expect((await save('API-LAN', '10.20.1.5')).statusCode).toBe(200);
  });

  it('prints to a registered printer; an unreachable one is a 502 naming it and a recorded failed job', async () => {
    const printer = await fakePrinter();
    try {
      const save = (id: string, port: number) =>
        api.admin.inject({ method: 'PUT', url: `${API}/printers/${id}`, payload: { name: id, plant: '1000', host: '127.0.0.1', port } });
      expect((await save('API-ZT1', printer.port)).statusCode).toBe(200);
      expect(
        (await api.whfra.inject({ method: 'PUT', url: `${API}/printers/X`, payload: { name: 'x', plant: '1000', host: 'h' } })).statusCode,
      ).toBe(403);
      const delivery = await deliveryOf(2);
      const printed = await api.whfra.inject({
        method: 'POST',
        url: `${API}/printers/API-ZT1/print`,
        payload: { kind: 'delivery', reference: delivery },
      });
      expect(printed.statusCode).toBe(200);
      expect(printed.json()).toMatchObject({ status: 'PRINTED', labelKind: 'delivery', reference: delivery, createdBy: 'whfra' });
      const [zpl] = await printer.received();
      expect(zpl).toContain(`^FH_^FD${delivery}^FS`);
      await save('API-OFF', await closedPort());
      const off = await api.whfra.inject({
        method: 'POST',
        url: `${API}/printers/API-OFF/print`,
        payload: { kind: 'delivery', reference: delivery },
      });
      expect(off.statusCode).toBe(502);
      expect(off.json().message).toBe('Printer API-OFF is not reachable.');
      const jobs = await getAs(api.whfra, `${API}/printers/API-OFF/jobs`);
      expect(jobs.json().jobs[0]).toMatchObject({ status: 'FAILED' });
    } finally {
      await printer.close();
    }
  });

  it('administers carriers and shipping profiles', async () => {
    const carrier = await api.admin.inject({
      method: 'PUT',
      url: `${API}/carriers/SHIPX`,
      payload: { name: 'Ship X', trackingUrlTemplate: 'https://x.example/t/{tracking}' },
    });
    expect(carrier.json()).toEqual({ carrierCode: 'SHIPX', name: 'Ship X', trackingUrlTemplate: 'https://x.example/t/{tracking}' });
    const bad = await api.admin.inject({
      method: 'PUT',
      url: `${API}/carriers/SHIPX`,
      payload: { name: 'Ship X', trackingUrlTemplate: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    const profile = await api.admin.inject({
      method: 'PUT',
      url: `${API}/shipping-profiles/DE-SHIPX`,
      payload: { name: 'X', carrier: 'SHIPX', service: 'express', shippingPoint: '1000' },
    });
    expect(profile.json()).toMatchObject({ profileId: 'DE-SHIPX', service: 'EXPRESS' });
    const unknown = await api.admin.inject({
      method: 'PUT',
      url: `${API}/shipping-profiles/DE-NONE`,
      payload: { name: 'X', carrier: 'NONE', service: 'x', shippingPoint: '1000' },
    });
    expect(unknown.json().code).toBe('SHIPMENT_CARRIER_UNKNOWN');
    const init = await getAs(api.whfra, '/supplier/warehouse/shipment/initdata.json');
    expect(init.json().profiles.map((p: { value: string }) => p.value)).toContain('DE-SHIPX');
  });
});

describe('labels of other areas', () => {
  it('transfer-posting labels of a material document and a bin label, in the viewer’s plants only', async () => {
    const docs = await getAs(api.whfra, `${API}/material-documents?plant=1000&movementType=561&pageSize=1`);
    const matDoc = docs.json().items[0].matDoc as string;
    const zpl = await getAs(api.whfra, `${API}/material-documents/${matDoc}/labels?format=zpl`);
    expect(zpl.statusCode, zpl.body).toBe(200);
    expect(zpl.body).toContain(`^FD${matDoc}/1^FS`);
    expect(zpl.body).toContain('TRANSFER 561');
    const pdf = await getAs(api.whfra, `${API}/material-documents/${matDoc}/labels`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(`${matDoc}/1`);
    const bin = await getAs(api.whfra, `${API}/plants/1000/warehouses/W10/bins/SHP-01-01/label?format=zpl`);
    expect(bin.body).toContain('^FH_^FD1000/W10/SHP-01-01^FS');
    expect((await getAs(api.whnwk, `${API}/plants/1000/warehouses/W10/bins/SHP-01-01/label`)).statusCode).toBe(404);
    expect((await getAs(api.whnwk, `${API}/material-documents/${matDoc}/labels`)).statusCode).toBe(404);
  });
});
