import { z } from 'zod';
import { t, translator } from '../../../../shared/i18n';
import { LABEL_SIZES, type LabelElement, type LabelLayout } from '../layout';
import { address, labelText } from './fields';
import { addressBlock } from './sscc-label';

/** The most serials a sheet lists one per line; more are counted on the last line. */
const LISTED = 12;

/**
 * A customer return's sheet (RMA): goes in the box the customer sends back. Return to (the plant),
 * from (the customer), the return order as Code 128 (the handheld scans it at receipt), reason, the
 * delivery that shipped the units and one line per serial.
 */
export const rmaSheetData = z.object({
  rmaNumber: z.string().regex(/^\d{10}$/),
  returnTo: address,
  customer: address,
  delivery: z.string().regex(/^\d{10}$/),
  reason: labelText(60),
  createdDate: z.iso.date(),
  serials: z.array(z.object({ material: labelText(18), serial: labelText(30) })).min(1),
});
export type RmaSheetData = z.input<typeof rmaSheetData>;

export function rmaSheetLayout(d: z.output<typeof rmaSheetData>): LabelLayout {
  const e: LabelElement[] = [
    { type: 'text', x: 4, y: 4, size: 3, text: t('label.returnTo'), bold: true },
    ...addressBlock(d.returnTo, 4, 8, 92),
    { type: 'line', x: 2, y: 24, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 27, size: 3, text: t('label.from'), bold: true },
    ...addressBlock(d.customer, 4, 31, 92),
    { type: 'line', x: 2, y: 47, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 50, size: 3, text: t('label.returnOrder'), bold: true },
    { type: 'text', x: 4, y: 54, size: 7, text: d.rmaNumber, bold: true },
    { type: 'text', x: 60, y: 50, size: 3, text: t('label.date'), bold: true },
    { type: 'text', x: 60, y: 54, size: 4, text: translator().day(d.createdDate) },
    { type: 'barcode', x: 10, y: 63, symbology: 'code128', data: d.rmaNumber, height: 18, module: 0.5, humanReadable: false },
    { type: 'text', x: 4, y: 84, size: 3, text: t('label.returnReason', { reason: d.reason }), width: 92 },
    { type: 'text', x: 4, y: 89, size: 3, text: t('label.shippedWith', { delivery: d.delivery }), width: 92 },
    { type: 'line', x: 2, y: 94, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 97, size: 3, text: t('label.serials', { count: d.serials.length }), bold: true },
  ];
  const listed = d.serials.length > LISTED ? d.serials.slice(0, LISTED - 1) : d.serials;
  listed.forEach((s, i) => {
    e.push({
      type: 'text',
      x: 4 + (i % 2) * 48,
      y: 102 + Math.floor(i / 2) * 4.5,
      size: 3,
      text: `${s.serial} · ${s.material}`,
      width: 46,
    });
  });
  if (listed.length < d.serials.length) {
    const i = listed.length;
    e.push({
      type: 'text',
      x: 4 + (i % 2) * 48,
      y: 102 + Math.floor(i / 2) * 4.5,
      size: 3,
      text: t('label.moreSerials', { count: d.serials.length - listed.length }),
      width: 46,
    });
  }
  return { ...LABEL_SIZES.large, elements: e };
}
