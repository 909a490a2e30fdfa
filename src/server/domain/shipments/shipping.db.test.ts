import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../../shared/gs1';
import { newSalesOrder, pickAll, stockUpIn1000, unstockedMaterials } from '../../testing/delivery-fixture';
import { closedPort, fakePrinter } from '../../testing/fake-printer';
import { ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { notifiedUsers } from '../../testing/notified';
import { createDelivery } from '../deliveries/create-delivery';
import { createPickOrders } from '../deliveries/create-pick-orders';
import { postGoodsIssue, reverseGoodsIssue } from '../deliveries/post-goods-issue';
import { nestHandlingUnit } from '../handling-units/nest-handling-unit';
import { packHandlingUnit } from '../handling-units/pack-handling-unit';
import { unpackHandlingUnit } from '../handling-units/unpack-handling-unit';
import { listPrintJobs, printLabel, savePrinter } from '../labels/printers';
import { resolveScan } from '../master-data/resolve-scan';
import { changeShipmentStatus } from './change-shipment-status';
import { bulkPod, confirmPod, previewBulkPod } from './confirm-pod';
import { createShipment } from './create-shipment';

const fx = ledgerFixture({ bins: 16 });
const serials = serialCounter();
let binNo = 0;

/** A picked sales-order delivery of plant 1000: `plain` units of a plain material (item 10), `serialized` serials (item 20). */
async function pickedDelivery(plain: number, serialized = 0) {
  const [mat] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
  const items = [{ material: mat, quantity: String(plain) }];
  await stockUpIn1000(fx, mat, fx.bins[binNo++] as string, String(plain));
  let ser: string | undefined;
  let sn: string[] = [];
  if (serialized > 0) {
    [ser] = (await unstockedMaterials(fx.db, '1000', true)) as [string];
    sn = serials(serialized);
    await stockUpIn1000(fx, ser, fx.bins[binNo++] as string, String(serialized), sn);
    items.push({ material: ser, quantity: String(serialized) });
  }
  const so = await newSalesOrder(fx.db, { plant: '1000', items });
  const created = await fx.run((trx) =>
    createDelivery(
      trx,
      fx.whfra,
      { type: 'SO', number: so },
      { lines: items.map((i, n) => ({ itemNo: (n + 1) * 10, quantity: i.quantity })) },
    ),
  );
  const delivery = created.deliveries[0]?.deliveryNumber as string;
  await fx.run((trx) => createPickOrders(trx, fx.whfra, delivery));
  await pickAll(fx, delivery, () => sn);
  return { delivery, mat, ser, sn };
}

/** A delivery of plant 1000 not picked yet (OPEN). */
async function openDelivery() {
  const [mat] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
  await stockUpIn1000(fx, mat, fx.bins[binNo++] as string, '1');
  const so = await newSalesOrder(fx.db, { plant: '1000', items: [{ material: mat, quantity: '1' }] });
  const created = await fx.run((trx) =>
    createDelivery(trx, fx.whfra, { type: 'SO', number: so }, { lines: [{ itemNo: 10, quantity: '1' }] }),
  );
  return { delivery: created.deliveries[0]?.deliveryNumber as string, mat };
}

const pack = (
  deliveryNumber: string,
  lines: { material: string; quantity: string; serials?: string[] }[],
  handlingUnits: string[] = [],
  packagingMaterial = 'CARTON',
) => fx.run((trx) => packHandlingUnit(trx, fx.whfra, { deliveryNumber, packagingMaterial, grossWeight: '4.5', lines, handlingUnits }));
const huCount = async () => Number((await sql<{ n: string }>`select count(*) as n from handling_unit`.execute(fx.db)).rows[0]?.n);

describe('handling units', () => {
  it('packs a picked delivery into two cartons on a pallet, each with an SSCC the scanner resolves', async () => {
    const { delivery, mat, ser, sn } = await pickedDelivery(4, 2);
    const c1 = await pack(delivery, [{ material: mat, quantity: '3' }]);
    expect(c1.items).toMatchObject([{ itemNo: 10, material: mat, quantity: '3.000' }]);
    expect(c1.deliveryStatus).toBe('PICKED');
    const c2 = await pack(delivery, [
      { material: mat.toLowerCase(), quantity: '1' },
      { material: ser as string, quantity: '2', serials: sn },
    ]);
    expect(c2.deliveryStatus).toBe('PACKED');
    expect(c2.items.find((i) => i.itemNo === 20)?.serials).toEqual([...sn].sort());
    const pallet = await pack(delivery, [], [c1.sscc, c2.huNumber], 'PALLET');
    expect(pallet.children.map((c) => c.huNumber).sort()).toEqual([c1.huNumber, c2.huNumber].sort());
    for (const hu of [c1, c2, pallet]) {
      expect(hu.sscc).toMatch(/^\d{18}$/);
      expect(hasValidCheckDigit(hu.sscc)).toBe(true);
    }
    const scanned = await resolveScan(fx.db, fx.viewer, { code: `(00)${c2.sscc}` });
    expect(scanned.matches).toEqual([
      expect.objectContaining({ kind: 'handlingUnit', huNumber: c2.huNumber, parentHu: pallet.huNumber, matchedBy: 'sscc' }),
    ]);
    const raw = await resolveScan(fx.db, fx.viewer, { code: `00${pallet.sscc}` });
    expect(raw.matches[0]).toMatchObject({ kind: 'handlingUnit', huNumber: pallet.huNumber });
    // another plant's user does not see it
    await expect(resolveScan(fx.db, { ...fx.viewer, plants: ['2000'] }, { code: `(00)${c2.sscc}` })).rejects.toMatchObject({
      code: 'SCAN_NO_MATCH',
    });

    // the pallet cannot go into a carton on it: inside itself
    expect((await rejected(fx.run((trx) => nestHandlingUnit(trx, fx.whfra, c1.huNumber, pallet.huNumber)))).code).toBe('HU_INSIDE_ITSELF');
    expect((await rejected(fx.run((trx) => nestHandlingUnit(trx, fx.whfra, pallet.huNumber, pallet.huNumber)))).code).toBe(
      'HU_INSIDE_ITSELF',
    );
    expect((await rejected(fx.run((trx) => nestHandlingUnit(trx, fx.whfra, pallet.huNumber, c1.huNumber)))).code).toBe('HU_ALREADY_NESTED');

    // unpack: the carton leaves the pallet, then is dissolved (its units are to pack again)
    expect((await fx.run((trx) => unpackHandlingUnit(trx, fx.whfra, c1.huNumber, 'fromParent'))).deliveryStatus).toBe('PACKED');
    expect((await fx.run((trx) => unpackHandlingUnit(trx, fx.whfra, c1.sscc, 'dissolve'))).deliveryStatus).toBe('PICKED');
    const left = await fx.db
      .selectFrom('delivery_item')
      .select(['item_no', 'packed_qty'])
      .where('delivery_number', '=', delivery)
      .orderBy('item_no')
      .execute();
    expect(left.map((l) => l.packed_qty)).toEqual(['1.000', '2.000']);
  });

  it('refuses more than the delivery holds, a serial not on it, another delivery’s HU and an empty HU, writing nothing', async () => {
    const { delivery, mat, ser, sn } = await pickedDelivery(2, 1);
    const other0 = await openDelivery();
    const before = await huCount();
    const over = await rejected(pack(delivery, [{ material: mat, quantity: '3' }]));
    expect(over.code).toBe('HU_PACK_TOO_MUCH');
    expect(over.message).toBe(`Delivery ${delivery} holds 2 of material ${mat} still to pack, not 3.`);
    const [stranger] = serials(1);
    expect((await rejected(pack(delivery, [{ material: ser as string, quantity: '1', serials: [stranger as string] }]))).code).toBe(
      'HU_SERIAL_NOT_ON_DELIVERY',
    );
    expect((await rejected(pack(delivery, [{ material: ser as string, quantity: '1' }]))).code).toBe('HU_SERIALS_COUNT');
    expect((await rejected(pack(delivery, []))).code).toBe('HU_EMPTY');
    expect((await rejected(pack(other0.delivery, [{ material: other0.mat, quantity: '1' }]))).code).toBe('HU_DELIVERY_NOT_PACKABLE');
    expect((await rejected(pack(delivery, [{ material: 'NOPE', quantity: '1' }]))).code).toBe('HU_MATERIAL_NOT_ON_DELIVERY');
    expect(await huCount()).toBe(before);
    const first = await pack(delivery, [{ material: ser as string, quantity: '1', serials: sn }]);
    expect(
      (
        await rejected(
          pack(delivery, [
            { material: mat, quantity: '1' },
            { material: ser as string, quantity: '1', serials: sn },
          ]),
        )
      ).code,
    ).toBe('HU_PACK_TOO_MUCH');
    const other = await pickedDelivery(1);
    expect((await rejected(pack(other.delivery, [], [first.huNumber]))).code).toBe('HU_OTHER_DELIVERY');
    expect(await huCount()).toBe(before + 1);
  });
});

describe('shipments and proof of delivery', () => {
  it('ships packed deliveries with carrier and profile, confirms POD with a short item once', async () => {
    const a = await pickedDelivery(5);
    const b = await pickedDelivery(2);
    const unpacked = await pickedDelivery(1);
    await pack(a.delivery, [{ material: a.mat, quantity: '5' }]);
    await pack(b.delivery, [{ material: b.mat, quantity: '2' }]);
    const ship = (deliveries: string[], extra: object = {}) =>
      fx.run((trx) => createShipment(trx, fx.whfra, { carrier: 'DHL', profileId: 'DE-DHL-EX', deliveries, ...extra }));
    expect((await rejected(ship([a.delivery, unpacked.delivery]))).code).toBe('SHIPMENT_DELIVERY_UNPACKED');
    expect((await rejected(ship([a.delivery], { carrier: 'UPS' }))).code).toBe('SHIPMENT_PROFILE_MISMATCH');
    const shipment = await ship([a.delivery, b.delivery], { trackingNumber: 'JD0001' });
    expect(shipment).toMatchObject({ status: 'PLANNED', carrier: 'DHL', service: 'EXPRESS', profileId: 'DE-DHL-EX', deliveryCount: 2 });
    expect(shipment.trackingUrl).toContain('JD0001');
    expect(shipment.handlingUnits).toHaveLength(2);
    expect((await rejected(ship([b.delivery]))).code).toBe('SHIPMENT_DELIVERY_TAKEN');
    const n = shipment.shipmentNumber;
    const to = (status: 'LOADING' | 'SHIPPED') => fx.run((trx) => changeShipmentStatus(trx, fx.whfra, n, { status }));
    expect((await rejected(to('SHIPPED'))).code).toBe('SHIPMENT_STATUS');
    await to('LOADING');
    expect((await rejected(to('SHIPPED'))).code).toBe('SHIPMENT_NOT_ISSUED');
    const pod = (items: { deliveryNumber: string; itemNo: number; deliveredQuantity: string }[] = []) =>
      fx.run((trx) => confirmPod(trx, fx.whfra, n, { podDate: '2026-11-23', signer: 'R. Receiver', items }));
    expect((await rejected(pod())).code).toBe('POD_NOT_SHIPPED');
    await fx.run((trx) => postGoodsIssue(trx, fx.whfra, a.delivery));
    await fx.run((trx) => postGoodsIssue(trx, fx.whfra, b.delivery));
    // after the goods issue the HUs are fixed
    expect((await rejected(pack(a.delivery, [{ material: a.mat, quantity: '1' }]))).code).toBe('HU_DELIVERY_ISSUED');
    const aHu = shipment.handlingUnits[0]?.huNumber as string;
    expect((await rejected(fx.run((trx) => unpackHandlingUnit(trx, fx.whfra, aHu, 'dissolve')))).code).toBe('HU_DELIVERY_ISSUED');
    const shipped = await to('SHIPPED');
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.actualDeparture).toMatch(/^\d{4}-/);
    expect((await rejected(pod([{ deliveryNumber: a.delivery, itemNo: 10, deliveredQuantity: '6' }]))).code).toBe('POD_MORE_THAN_SHIPPED');
    const done = await pod([{ deliveryNumber: a.delivery, itemNo: 10, deliveredQuantity: '4' }]);
    expect(done).toMatchObject({
      status: 'DELIVERED',
      podDifference: true,
      differences: [{ deliveryNumber: a.delivery, itemNo: 10, difference: '1.000' }],
    });
    const flags = await fx.db
      .selectFrom('delivery')
      .select(['delivery_number', 'status', 'pod_difference'])
      .where('delivery_number', 'in', [a.delivery, b.delivery])
      .orderBy('delivery_number')
      .execute();
    expect(flags.map((f) => [f.status, f.pod_difference])).toEqual([
      ['DELIVERED', true],
      ['DELIVERED', false],
    ]);
    // the shortfall is told to the plant's shipping (SD/POD at plant 1000) in the POD's transaction: not to another plant's
    expect(await notifiedUsers(fx.db, 'POD_SHORTFALL', a.delivery)).toEqual(['admin', 'whfra']);
    expect((await rejected(pod())).code).toBe('POD_DONE');
    expect(await notifiedUsers(fx.db, 'POD_SHORTFALL', a.delivery)).toEqual(['admin', 'whfra']);
  });

  it('an express shipment ships only with a tracking number: refused naming the field, then shipped with it (issue 34 point 13)', async () => {
    const d = await pickedDelivery(1);
    await pack(d.delivery, [{ material: d.mat, quantity: '1' }]);
    await fx.run((trx) => postGoodsIssue(trx, fx.whfra, d.delivery));
    const s = await fx.run((trx) => createShipment(trx, fx.whfra, { carrier: 'DHL', profileId: 'DE-DHL-EX', deliveries: [d.delivery] }));
    expect(s).toMatchObject({ service: 'EXPRESS', trackingNumber: null });
    const n = s.shipmentNumber;
    await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, n, { status: 'LOADING' }));
    const refused = await rejected(fx.run((trx) => changeShipmentStatus(trx, fx.whfra, n, { status: 'SHIPPED' })));
    expect(refused.code).toBe('SHIPMENT_TRACKING_REQUIRED');
    expect(refused.message).toBe(`Tracking number: carrier DHL ships EXPRESS only with a tracking number; enter it to ship shipment ${n}.`);
    expect((await fx.db.selectFrom('shipment').select('status').where('shipment_number', '=', n).executeTakeFirstOrThrow()).status).toBe(
      'LOADING',
    );
    const shipped = await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, n, { status: 'SHIPPED', trackingNumber: 'JD0099' }));
    expect(shipped).toMatchObject({ status: 'SHIPPED', trackingNumber: 'JD0099' });
  });

  it('a packed delivery whose goods issue is reversed is PACKED again and ships again', async () => {
    const d = await pickedDelivery(1);
    await pack(d.delivery, [{ material: d.mat, quantity: '1' }]);
    await fx.run((trx) => postGoodsIssue(trx, fx.whfra, d.delivery));
    const reversed = await fx.run((trx) => reverseGoodsIssue(trx, fx.whfra, d.delivery));
    expect(reversed.status).toBe('PACKED');
    const row = await fx.db.selectFrom('delivery').select('status').where('delivery_number', '=', d.delivery).executeTakeFirstOrThrow();
    expect(row.status).toBe('PACKED');
    await fx.run((trx) => postGoodsIssue(trx, fx.whfra, d.delivery));
    const s = await fx.run((trx) => createShipment(trx, fx.whfra, { carrier: 'UPS', deliveries: [d.delivery] }));
    expect(s.deliveryCount).toBe(1);
  });

  it('bulk POD: per-shipment result, unknown and foreign numbers reported, the rest confirmed, idempotent', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const d = await pickedDelivery(1);
      await pack(d.delivery, [{ material: d.mat, quantity: '1' }]);
      await fx.run((trx) => postGoodsIssue(trx, fx.whfra, d.delivery));
      const s = await fx.run((trx) => createShipment(trx, fx.whfra, { carrier: 'UPS', deliveries: [d.delivery] }));
      await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, s.shipmentNumber, { status: 'LOADING' }));
      await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, s.shipmentNumber, { status: 'SHIPPED' }));
      numbers.push(s.shipmentNumber);
    }
    const list = [numbers[0] as string, '7999999999', ` ${numbers[1]} `, 'junk', numbers[0] as string];
    const preview = await previewBulkPod(fx.db, ['1000'], list);
    expect(preview.rows.map((r) => r.state)).toEqual(['READY', 'UNKNOWN', 'READY', 'UNKNOWN']);
    expect((await previewBulkPod(fx.db, ['2000'], list)).rows.every((r) => r.state === 'UNKNOWN')).toBe(true);
    const input = { shipmentNumbers: list, podDate: '2026-11-23', signer: 'Bulk' };
    const messageOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.message : undefined);
    const first = await bulkPod((fn) => fx.run(fn), fx.whfra, input, messageOf);
    expect(first.rows.map((r) => [r.shipmentNumber, r.result])).toEqual([
      [numbers[0], 'CONFIRMED'],
      ['7999999999', 'REFUSED'],
      [numbers[1], 'CONFIRMED'],
      ['junk', 'REFUSED'],
    ]);
    expect(first.rows[1]?.message).toBe('Shipment 7999999999 not found.');
    const again = await bulkPod((fn) => fx.run(fn), fx.whfra, input, messageOf);
    expect(again.rows.map((r) => r.result)).toEqual(['ALREADY_DELIVERED', 'REFUSED', 'ALREADY_DELIVERED', 'REFUSED']);
    const foreign = await bulkPod(
      (fn) => fx.run(fn),
      { ...fx.whfra, plants: ['2000'] },
      { ...input, shipmentNumbers: [numbers[0] as string] },
      messageOf,
    );
    expect(foreign.rows[0]?.result).toBe('REFUSED');
  });
});

/** The fake printer runs on this machine: loopback opted in, as PRINTER_ALLOW_LOOPBACK does. */
const onThisMachine = { networks: [], ports: [9100], allowLoopback: true };

describe('printers and print jobs', () => {
  it('prints an HU’s SSCC label to the registered printer and records the job; an unreachable printer is a recorded failure', async () => {
    const printer = await fakePrinter();
    try {
      const { delivery, mat } = await pickedDelivery(1);
      const hu = await pack(delivery, [{ material: mat, quantity: '1' }]);
      await savePrinter(
        fx.db,
        'SHIP-ZT1',
        {
          name: 'Dock 1',
          plant: '1000',
          host: '127.0.0.1',
          port: printer.port,
          dpi: 300,
          labelWidthMm: 101.6,
          labelHeightMm: 152.4,
        },
        onThisMachine,
      );
      const user = { ...fx.viewer, userId: fx.whfra.userId };
      const job = await printLabel(fx.db, user, 'SHIP-ZT1', { kind: 'sscc', reference: `(00)${hu.sscc}` }, onThisMachine, 2000);
      expect(job).toMatchObject({ status: 'PRINTED', labelKind: 'sscc', reference: hu.huNumber, labelCount: 1, createdBy: 'whfra' });
      const [zpl] = await printer.received();
      expect(zpl).toContain(`^FD(00)${hu.sscc}^FS`);
      expect(zpl).toContain('^PW1200');
      const labels = await printLabel(fx.db, user, 'SHIP-ZT1', { kind: 'delivery', reference: delivery }, onThisMachine, 2000);
      expect(labels.labelCount).toBe(1);

      await savePrinter(
        fx.db,
        'SHIP-OFF',
        {
          name: 'Off',
          plant: '1000',
          host: '127.0.0.1',
          port: await closedPort(),
          dpi: 203,
          labelWidthMm: 101.6,
          labelHeightMm: 152.4,
        },
        onThisMachine,
      );
      expect(
        (await rejected(printLabel(fx.db, user, 'SHIP-OFF', { kind: 'sscc', reference: hu.huNumber }, onThisMachine, 1000))).code,
      ).toBe('PRINTER_UNREACHABLE');
      const jobs = await listPrintJobs(fx.db, user, 'SHIP-OFF');
      expect(jobs.jobs[0]).toMatchObject({ status: 'FAILED', reference: hu.huNumber });
      expect(jobs.jobs[0]?.error).toBe('Printer SHIP-OFF is not reachable.');
      // the administrators hear of the failing printer (once a day per printer); the warehouse user does not; a working printer tells nobody
      expect(await notifiedUsers(fx.db, 'PRINTER_FAILING', 'SHIP-OFF')).toEqual(['admin']);
      await rejected(printLabel(fx.db, user, 'SHIP-OFF', { kind: 'sscc', reference: hu.huNumber }, onThisMachine, 1000));
      expect(await notifiedUsers(fx.db, 'PRINTER_FAILING', 'SHIP-OFF')).toEqual(['admin']);
      expect(await notifiedUsers(fx.db, 'PRINTER_FAILING', 'SHIP-ZT1')).toEqual([]);
      // another plant's printer reads as unknown
      expect(
        (
          await rejected(
            printLabel(fx.db, { ...user, plants: ['2000'] }, 'SHIP-ZT1', { kind: 'sscc', reference: hu.huNumber }, onThisMachine),
          )
        ).code,
      ).toBe('PRINTER_NOT_FOUND');
    } finally {
      await printer.close();
    }
  });
});
