import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../../shared/gs1';
import { inLanguage } from '../../i18n/request-language';
import { pdfText } from '../../testing/pdf-text';
import { DomainError } from '../errors';
import { barcodeModules } from './barcode';
import { labelLayout, renderLabel, renderLabels, type SsccLabelData } from './index';
import { escapeField } from './zpl';

const sscc: SsccLabelData = {
  sscc: '340123450000000017',
  handlingUnit: '1000000001',
  shipFrom: { name: 'Portal WH Frankfurt', lines: ['Hafenstrasse 1', '60311 Frankfurt'] },
  shipTo: { name: 'Customer GmbH', lines: ['Ringstrasse 2', '10115 Berlin'] },
  deliveryNumber: '8000000001',
  packaging: 'PALLET',
  weightKg: '12.5',
  contents: [{ material: 'SHIP-MAT-1', description: 'Router', quantity: '3', unit: 'PC' }],
};

const refused = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('not refused');
};

describe('SSCC label', () => {
  it('prints the SSCC as GS1-128 with AI (00) in ZPL', async () => {
    const zpl = await renderLabel('sscc', sscc, 'zpl');
    expect(hasValidCheckDigit(sscc.sscc)).toBe(true);
    expect(zpl.startsWith('^XA\n^CI28\n^PW812\n^LL1218')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^BCN,240,Y,N,N,D^FH_^FD(00)340123450000000017^FS');
    expect(zpl).toContain('^FD340123450000000017^FS');
    expect(zpl).toContain('^FDCustomer GmbH^FS');
    expect(zpl).toContain('^FDSHIP-MAT-1  3 PC  Router^FS');
  });

  it('scales to the printer resolution', async () => {
    const zpl = await renderLabel('sscc', sscc, 'zpl', { dpi: 300 });
    expect(zpl).toContain('^PW1200\n^LL1800');
  });

  it('renders the same text to PDF', async () => {
    const pdf = await renderLabel('sscc', sscc, 'pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        '340123450000000017',
        'Customer GmbH',
        'Delivery 8000000001',
        'Packaging PALLET   Gross 12.5 kg',
        '(00)340123450000000017',
      ]),
    );
    // every text field of the layout is in both outputs
    const zpl = await renderLabel('sscc', sscc, 'zpl');
    for (const t of text) expect(zpl).toContain(`^FD${escapeField(t)}^FS`);
  });

  it('refuses a missing or bad field by name, before drawing anything', async () => {
    const { shipTo: _, ...noShipTo } = sscc;
    expect(await refused(renderLabel('sscc', noShipTo as SsccLabelData, 'zpl'))).toMatchObject({
      code: 'LABEL_FIELD_MISSING',
      message: 'The sscc label needs shipTo: it is missing.',
    });
    expect(await refused(renderLabel('sscc', { ...sscc, sscc: '340123450000000018' }, 'pdf'))).toMatchObject({
      code: 'LABEL_FIELD_INVALID',
    });
    expect((await refused(renderLabel('sscc', { ...sscc, shipTo: { name: 'A\u0007B', lines: [] } }, 'zpl'))).message).toContain(
      'shipTo.name',
    );
  });
});

describe('the other labels', () => {
  it('delivery label: Code 128 of the delivery, address, date, package count', async () => {
    const data = {
      deliveryNumber: '8000000001',
      shipFrom: { name: 'Portal WH' },
      shipTo: { name: 'Customer GmbH', lines: ['Ringstrasse 2'] },
      deliveryDate: '2026-11-23',
      route: 'R1',
      carrier: 'DHL',
      package: { number: 1, of: 2 },
    };
    const zpl = await renderLabel('delivery', data, 'zpl');
    expect(zpl).toContain('^BCN,224,Y,N,N^FH_^FD8000000001^FS');
    expect(pdfText(await renderLabel('delivery', data, 'pdf'))).toEqual(
      expect.arrayContaining(['Package 1 of 2', '11/23/2026', '8000000001']),
    );
  });

  it('transfer-posting label', async () => {
    const data = {
      materialDocument: '4900000012',
      item: 1,
      movementType: '311',
      material: 'SHIP-MAT-1',
      quantity: '5',
      unit: 'PC',
      from: '1000/0001',
      to: '1000/0002',
      postingDate: '2026-11-23',
    };
    expect(await renderLabel('transfer-posting', data, 'zpl')).toContain('^FD4900000012/1^FS');
    expect(pdfText(await renderLabel('transfer-posting', data, 'pdf'))).toEqual(
      expect.arrayContaining(['SHIP-MAT-1', '5 PC', 'From 1000/0001']),
    );
  });

  it('bin label with a Data Matrix', async () => {
    const data = { plant: '1000', warehouse: 'FRA', bin: 'A-01-01' };
    const zpl = await renderLabel('bin', data, 'zpl');
    expect(zpl).toContain('^BXN,8,200^FH_^FD1000/FRA/A-01-01^FS');
    expect(pdfText(await renderLabel('bin', data, 'pdf'))).toContain('A-01-01');
  });

  it('many labels: one ZPL format each, one PDF page each', async () => {
    const zpl = await renderLabels(
      'bin',
      [
        { plant: '1000', warehouse: 'FRA', bin: 'A' },
        { plant: '1000', warehouse: 'FRA', bin: 'B' },
      ],
      'zpl',
    );
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    const pdf = await renderLabels(
      'bin',
      [
        { plant: '1000', warehouse: 'FRA', bin: 'A' },
        { plant: '1000', warehouse: 'FRA', bin: 'B' },
      ],
      'pdf',
    );
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});

describe('ZPL field data', () => {
  it('escapes command characters and encodes UTF-8 so data never becomes a command', async () => {
    expect(escapeField('a^b~c_d\\e')).toBe('a_5Eb_7Ec_5Fd_5Ce');
    expect(escapeField('Müller')).toBe('M_C3_BCller');
    const zpl = await renderLabel('bin', { plant: '1000', warehouse: 'FRA', bin: 'X^XZ~JA' }, 'zpl');
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JA');
  });

  it('cuts text that does not fit, the same way in both outputs', async () => {
    const long = { ...sscc, shipTo: { name: 'A very long customer name that never fits the right half', lines: [] } };
    const layout = labelLayout('sscc', long);
    expect(layout.elements.some((e) => e.type === 'text' && e.text === long.shipTo.name)).toBe(true);
    const zpl = await renderLabel('sscc', long, 'zpl');
    const cut = pdfText(await renderLabel('sscc', long, 'pdf')).find((t) => t.startsWith('A very long'));
    expect(cut?.endsWith('.')).toBe(true);
    expect(zpl).toContain(`^FD${cut}^FS`);
  });
});

describe('barcodes', () => {
  it('refuses data a symbology cannot encode', async () => {
    expect(await refused(() => barcodeModules('gs1-128', '(00)12'))).toMatchObject({ code: 'LABEL_BARCODE_INVALID' });
  });
  it('encodes the SSCC as bars and spaces (start C, FNC1, 10 digit pairs, check, stop)', () => {
    const m = barcodeModules('gs1-128', '(00)340123450000000017');
    expect(m.kind).toBe('linear');
    if (m.kind === 'linear') expect(m.widths.reduce((a, b) => a + b, 0)).toBe(11 * 13 + 13);
  });
});

describe('ZPL and PDF refuse the same barcode data', () => {
  it('a GS1-128 element string that is not GS1', async () => {
    const { layoutToZpl } = await import('./zpl');
    const { layoutsToPdf } = await import('./pdf');
    const layout = {
      widthMm: 50,
      heightMm: 20,
      elements: [{ type: 'barcode' as const, x: 1, y: 1, symbology: 'gs1-128' as const, data: '(00)12', height: 10, module: 0.3 }],
    };
    expect(await refused(() => layoutToZpl(layout))).toMatchObject({ code: 'LABEL_BARCODE_INVALID' });
    expect(await refused(layoutsToPdf([layout]))).toMatchObject({ code: 'LABEL_BARCODE_INVALID' });
    const code128 = {
      ...layout,
      elements: [{ type: 'barcode' as const, x: 1, y: 1, symbology: 'code128' as const, data: 'Ä', height: 10, module: 0.3 }],
    };
    expect(await refused(() => layoutToZpl(code128))).toMatchObject({ code: 'LABEL_BARCODE_INVALID' });
  });
});

describe("labels in the reader's language", () => {
  const german = <T>(work: () => Promise<T>) => inLanguage('de', 'de-DE', work);

  it('an SSCC label in German: headings, quantities and weights as a German reader writes them', async () => {
    const data = {
      ...sscc,
      weightKg: '1234.5',
      contents: [{ material: 'SHIP-MAT-1', description: 'Router', quantity: '1500', unit: 'PC' }],
    };
    const text = pdfText(await german(() => renderLabel('sscc', data, 'pdf')));
    expect(text).toEqual(
      expect.arrayContaining([
        'VON',
        'AN',
        'INHALT',
        'Lieferung 8000000001',
        'Packmittel PALLET   Brutto 1.234,5 kg',
        'SHIP-MAT-1  1.500 ST  Router',
        '(00)340123450000000017',
      ]),
    );
    // the printer gets the same words, umlauts as UTF-8 (^CI28)
    const zpl = await german(() =>
      renderLabel('delivery', { deliveryNumber: '1', shipFrom: { name: 'A' }, shipTo: { name: 'B' }, deliveryDate: '2026-11-23' }, 'zpl'),
    );
    expect(zpl).toContain(`^FD${escapeField('EMPFÄNGER')}^FS`);
    expect(zpl).toContain('^FD23.11.2026^FS');
  });

  it('delivery and transfer-posting labels in German, dates in the German form', async () => {
    const delivery = {
      deliveryNumber: '8000000001',
      shipFrom: { name: 'Portal WH' },
      shipTo: { name: 'Customer GmbH', lines: ['Ringstrasse 2'] },
      deliveryDate: '2026-11-23',
      carrier: 'DHL',
      package: { number: 1, of: 2 },
      weightKg: '12.5',
    };
    expect(pdfText(await german(() => renderLabel('delivery', delivery, 'pdf')))).toEqual(
      expect.arrayContaining(['LIEFERUNG', 'DATUM', '23.11.2026', 'Packstück 1 von 2', 'Spediteur DHL', '12,5 kg']),
    );
    const transfer = {
      materialDocument: '4900000012',
      item: 1,
      movementType: '311',
      material: 'SHIP-MAT-1',
      quantity: '5.25',
      unit: 'KG',
      batch: 'B1',
      from: '1000/0001',
      to: '1000/0002',
      postingDate: '2026-11-23',
    };
    expect(pdfText(await german(() => renderLabel('transfer-posting', transfer, 'pdf')))).toEqual(
      expect.arrayContaining(['UMBUCHUNG 311  23.11.2026', '5,25 KG', 'Charge B1', 'Von 1000/0001', 'Nach 1000/0002']),
    );
    expect(pdfText(await german(() => renderLabel('bin', { plant: '1000', warehouse: 'FRA', bin: 'A-01-01' }, 'pdf')))).toContain(
      'Werk 1000  Lagernummer FRA',
    );
  });

  it('the same data in English outside any language (a job, the default)', async () => {
    expect(pdfText(await renderLabel('bin', { plant: '1000', warehouse: 'FRA', bin: 'A-01-01' }, 'pdf'))).toContain(
      'Plant 1000  Warehouse FRA',
    );
  });
});
