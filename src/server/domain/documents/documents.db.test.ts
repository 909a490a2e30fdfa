import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../i18n/request-language';
import { newSalesOrder, pickAll, stockUpIn1000, unstockedMaterials } from '../../testing/delivery-fixture';
import { fakePrinter } from '../../testing/fake-printer';
import { ledgerFixture, rejected, serialCounter } from '../../testing/ledger-fixture';
import { pdfText } from '../../testing/pdf-text';
import { createDelivery } from '../deliveries/create-delivery';
import { createPickOrders } from '../deliveries/create-pick-orders';
import { postGoodsIssue } from '../deliveries/post-goods-issue';
import { packHandlingUnit } from '../handling-units/pack-handling-unit';
import { printLabel, savePrinter } from '../labels/printers';
import { changeShipmentStatus } from '../shipments/change-shipment-status';
import { createShipment } from '../shipments/create-shipment';
import { deliveryNoteData } from './delivery-note-data';
import { renderDeliveryNote } from './delivery-note-pdf';
import { deliveryNote, documentHistory, outputCopy, recordLabelDownload, reprintOutput } from './outputs';

const fx = ledgerFixture({ bins: 8 });
const serials = serialCounter();
const onThisMachine = { networks: [], ports: [9100], allowLoopback: true };

/** A picked, packed (two cartons on a pallet) and goods-issued delivery of plant 1000 with 3 plain units and 2 serials, shipped. */
async function shippedDelivery() {
  const [mat] = (await unstockedMaterials(fx.db, '1000', false)) as [string];
  const [ser] = (await unstockedMaterials(fx.db, '1000', true)) as [string];
  const sn = serials(2);
  await stockUpIn1000(fx, mat, fx.bins[0] as string, '3');
  await stockUpIn1000(fx, ser, fx.bins[1] as string, '2', sn);
  const items = [
    { material: mat, quantity: '3' },
    { material: ser, quantity: '2' },
  ];
  const so = await newSalesOrder(fx.db, { plant: '1000', items });
  const created = await fx.run((trx) =>
    createDelivery(
      trx,
      fx.whfra,
      { type: 'SO', number: so },
      {
        lines: [
          { itemNo: 10, quantity: '3' },
          { itemNo: 20, quantity: '2' },
        ],
      },
    ),
  );
  const delivery = created.deliveries[0]?.deliveryNumber as string;
  await fx.run((trx) => createPickOrders(trx, fx.whfra, delivery));
  await pickAll(fx, delivery, () => sn);
  const pack = (lines: { material: string; quantity: string; serials?: string[] }[], grossWeight: string, packagingMaterial = 'CARTON') =>
    fx.run((trx) =>
      packHandlingUnit(trx, fx.whfra, { deliveryNumber: delivery, packagingMaterial, grossWeight, lines, handlingUnits: [] }),
    );
  const c1 = await pack([{ material: mat, quantity: '3' }], '4.5');
  const c2 = await pack([{ material: ser, quantity: '2', serials: sn }], '1.25');
  const pallet = await fx.run((trx) =>
    packHandlingUnit(trx, fx.whfra, {
      deliveryNumber: delivery,
      packagingMaterial: 'PALLET',
      grossWeight: '25.75',
      lines: [],
      handlingUnits: [c1.huNumber, c2.huNumber],
    }),
  );
  await fx.run((trx) => postGoodsIssue(trx, fx.whfra, delivery));
  const s = await fx.run((trx) =>
    createShipment(trx, fx.whfra, { carrier: 'DHL', profileId: 'DE-DHL-EX', deliveries: [delivery], trackingNumber: 'JD0001' }),
  );
  await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, s.shipmentNumber, { status: 'LOADING' }));
  await fx.run((trx) => changeShipmentStatus(trx, fx.whfra, s.shipmentNumber, { status: 'SHIPPED' }));
  return { delivery, mat, ser, sn, cartons: [c1, c2], pallet, shipment: s.shipmentNumber };
}

const caller = () => ({ ...fx.viewer, userId: fx.whfra.userId, username: 'whfra', ip: '127.0.0.1' });
const joined = (pdf: Buffer) => pdfText(pdf).join('\n');

describe('delivery note and packing list', () => {
  it('prints items, serials, HUs with SSCC and weights, in English and German; the shipment’s note has its carrier', async () => {
    const d = await shippedDelivery();
    const en = await inLanguage('en', 'en-US', () => deliveryNote(fx.db, caller(), 'DELIVERY', d.delivery));
    expect(en.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = joined(en.pdf);
    expect(text).toContain('Delivery note and packing list');
    expect(text).toContain(`Delivery ${d.delivery}`);
    expect(text).toContain(d.mat);
    expect(text).toContain(d.ser as string);
    for (const s of d.sn) expect(text).toContain(s);
    for (const c of d.cartons) {
      expect(text).toContain(c.sscc);
      expect(text).toContain(c.huNumber);
    }
    expect(text).toContain('4.5 kg');
    expect(text).toContain('1.25 kg');
    expect(text).toContain('1 package, gross weight 25.75 kg');
    expect(text).toContain(`Shipment ${d.shipment}`);
    expect(text).toContain('Tracking number JD0001');
    expect(text).toMatch(/Printed .* by whfra/);
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('COPY');

    const de = await inLanguage('de', 'de-DE', () => deliveryNote(fx.db, caller(), 'DELIVERY', d.delivery));
    const deText = joined(de.pdf);
    expect(deText).toContain('Lieferschein und Packliste');
    expect(deText).toContain('Packliste');
    expect(deText).toContain('4,5 kg');
    expect(deText).toContain('1 Packstück, Bruttogewicht 25,75 kg');
    expect(deText).toContain('Seite 1 von 1');

    const shipmentNote = await inLanguage('en', 'en-US', () => deliveryNote(fx.db, caller(), 'SHIPMENT', d.shipment));
    const sText = joined(shipmentNote.pdf);
    expect(sText).toContain(`Delivery ${d.delivery}`);
    expect(sText).toContain('Carrier DHL');
    expect(sText).toContain(d.cartons[1]?.sscc);
  });

  it('wraps long texts inside their column and continues long tables on the next page', async () => {
    const d = await shippedDelivery();
    const data = await deliveryNoteData(fx.db, ['1000'], d.delivery);
    const part = data.deliveries[0];
    if (!part) throw new Error('no part');
    const long = 'Terminal with a very long description that cannot possibly fit in one line of the description column '.repeat(3);
    part.items = Array.from({ length: 40 }, (_, i) => ({
      ...(part.items[0] as (typeof part.items)[number]),
      itemNo: (i + 1) * 10,
      description: long,
    }));
    part.reason = 'Returned for repair under warranty';
    const pdf = await inLanguage('en', 'en-US', () => renderDeliveryNote(data, { printedBy: 'whfra', copy: true }));
    const lines = pdfText(pdf);
    // wrapped: no line holds the whole description, and every line fits the page
    expect(lines.some((l) => l.includes(long.trim()))).toBe(false);
    expect(lines.filter((l) => l.startsWith('Terminal with a very long')).length).toBeGreaterThanOrEqual(40);
    expect(lines.some((l) => /^Page 1 of [2-9]$/.test(l))).toBe(true);
    expect(lines.filter((l) => l === 'COPY').length).toBeGreaterThanOrEqual(2);
    expect(lines).toContain('Reason: Returned for repair under warranty');
  });

  it('refuses another plant’s delivery and shipment', async () => {
    const d = await shippedDelivery();
    const other = { ...caller(), plants: ['2000'] };
    expect((await rejected(deliveryNote(fx.db, other, 'DELIVERY', d.delivery))).code).toBe('DELIVERY_NOT_FOUND');
    expect((await rejected(deliveryNote(fx.db, other, 'SHIPMENT', d.shipment))).code).toBe('SHIPMENT_NOT_FOUND');
    expect((await rejected(documentHistory(fx.db, other, 'DELIVERY', d.delivery))).code).toBe('DELIVERY_NOT_FOUND');
  });
});

describe('document history and reprints', () => {
  it('lists what was given out, copies a note and a label marked COPY, reprints a label on a printer; each reprint audited', async () => {
    const printer = await fakePrinter();
    try {
      const d = await shippedDelivery();
      const carton = d.cartons[0] as { huNumber: string; sscc: string };
      await deliveryNote(fx.db, caller(), 'SHIPMENT', d.shipment);
      await recordLabelDownload(fx.db, caller(), 'HU', carton.huNumber, 'sscc', 'pdf');
      await recordLabelDownload(fx.db, caller(), 'HU', carton.huNumber, 'sscc', 'svg');
      await savePrinter(
        fx.db,
        'DOC-ZT1',
        { name: 'Dock 1', plant: '1000', host: '127.0.0.1', port: printer.port, dpi: 203, labelWidthMm: 101.6, labelHeightMm: 152.4 },
        onThisMachine,
      );
      await printLabel(fx.db, caller(), 'DOC-ZT1', { kind: 'delivery', reference: d.delivery }, onThisMachine, 2000);

      const history = await documentHistory(fx.db, caller(), 'DELIVERY', d.delivery);
      expect(history.outputs.map((o) => [o.documentType, o.kind, o.channel, o.printerId, o.createdBy])).toEqual([
        ['DELIVERY', 'delivery', 'PRINTER', 'DOC-ZT1', 'whfra'],
        ['HU', 'sscc', 'DOWNLOAD', null, 'whfra'],
        ['SHIPMENT', 'delivery-note', 'DOWNLOAD', null, 'whfra'],
      ]);
      const [printed, label, note] = history.outputs as [
        (typeof history.outputs)[number],
        (typeof history.outputs)[number],
        (typeof history.outputs)[number],
      ];
      expect((await documentHistory(fx.db, caller(), 'SHIPMENT', d.shipment)).outputs).toHaveLength(3);
      expect((await documentHistory(fx.db, caller(), 'HU', carton.sscc)).outputs.map((o) => o.outputId)).toEqual([label.outputId]);

      const noteCopy = await inLanguage('de', 'de-DE', () => outputCopy(fx.db, caller(), note.outputId));
      expect(pdfText(noteCopy.pdf)).toContain('DUPLIKAT');
      const labelCopy = await inLanguage('en', 'en-US', () => outputCopy(fx.db, caller(), label.outputId));
      const labelText = pdfText(labelCopy.pdf);
      expect(labelText).toContain('COPY');
      expect(labelText).toContain(carton.sscc);

      const reprinted = await reprintOutput(fx.db, caller(), printed.outputId, 'DOC-ZT1', onThisMachine);
      expect(reprinted).toMatchObject({ channel: 'PRINTER', printerId: 'DOC-ZT1', copyOf: printed.outputId, kind: 'delivery' });
      const zpl = await printer.received();
      expect(zpl).toHaveLength(2);
      expect(zpl[0]).not.toContain('^FDCOPY^FS');
      expect(zpl[1]).toContain('^FDCOPY^FS');
      expect((await rejected(reprintOutput(fx.db, caller(), note.outputId, 'DOC-ZT1', onThisMachine))).code).toBe('OUTPUT_NOT_A_LABEL');

      const after = await documentHistory(fx.db, caller(), 'DELIVERY', d.delivery);
      expect(
        after.outputs
          .filter((o) => o.copyOf !== null)
          .map((o) => o.copyOf)
          .sort(),
      ).toEqual([note.outputId, label.outputId, printed.outputId].sort());
      const audit = await fx.db
        .selectFrom('audit_log')
        .select(['action', 'object_type', 'object_id'])
        .where('action', '=', 'document.reprint')
        .where('object_id', 'in', [d.delivery, d.shipment, carton.huNumber])
        .execute();
      expect(audit).toHaveLength(3);

      // another plant's user finds none of it
      const other = { ...caller(), plants: ['2000'] };
      expect((await rejected(outputCopy(fx.db, other, note.outputId))).code).toBe('OUTPUT_NOT_FOUND');
      expect((await rejected(reprintOutput(fx.db, other, printed.outputId, 'DOC-ZT1', onThisMachine))).code).toBe('OUTPUT_NOT_FOUND');
      expect((await rejected(outputCopy(fx.db, caller(), 2147483647))).code).toBe('OUTPUT_NOT_FOUND');
    } finally {
      await printer.close();
    }
  });
});
