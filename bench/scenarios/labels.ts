import { ssccOf } from '../../src/server/domain/handling-units/sscc';
import { renderLabels, type SsccLabelData } from '../../src/server/domain/labels';
import type { Scenario } from './index';

/**
 * Labels: 1,000 SSCC labels (GS1-128 of AI 00, addresses, contents) rendered in the
 * bench process from the same layouts the server prints: to ZPL (target < 1 s) and to one PDF of
 * 1,000 pages (target < 5 s). No database: the figure is the label service's own cost.
 */
const COUNT = 1000;

export function ssccLabels(count: number): SsccLabelData[] {
  return Array.from({ length: count }, (_, i) => ({
    sscc: ssccOf('3', '4012345', i + 1),
    handlingUnit: String(1000000001 + i),
    shipFrom: { name: '1000 Frankfurt Distribution', lines: ['Frankfurt am Main DE'] },
    shipTo: { name: `Customer ${i % 50}`, lines: [`C${String(200000 + (i % 50))}`, 'Berlin DE'] },
    deliveryNumber: String(8000000001 + Math.floor(i / 4)),
    packaging: 'CARTON',
    weightKg: '12.5',
    contents: [{ material: 'SHIP-CABLE-01', description: 'Patch cable', quantity: String(1 + (i % 9)), unit: 'EA' }],
  }));
}

export const labelsScenario: Scenario = {
  name: 'labels',
  async run() {
    const data = ssccLabels(COUNT);
    const zplStart = performance.now();
    const zpl = await renderLabels('sscc', data, 'zpl');
    const zplMs = performance.now() - zplStart;
    const pdfStart = performance.now();
    const pdf = await renderLabels('sscc', data, 'pdf');
    const pdfMs = performance.now() - pdfStart;
    return {
      zplMs: Math.round(zplMs),
      pdfMs: Math.round(pdfMs),
      zplBytes: zpl.length,
      pdfBytes: pdf.length,
      rows: [
        [`labels: ${COUNT} SSCC labels to ZPL`, `${zplMs.toFixed(0)} ms (${(zpl.length / 1024).toFixed(0)} KiB)`, '< 1 s'],
        [`labels: ${COUNT} SSCC labels to one PDF`, `${pdfMs.toFixed(0)} ms (${(pdf.length / 1024).toFixed(0)} KiB)`, '< 5 s'],
      ],
    };
  },
};
