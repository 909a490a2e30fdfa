import { z } from 'zod';
import { t, translator } from '../../../../shared/i18n';
import { LABEL_SIZES, type LabelElement, type LabelLayout } from '../layout';
import { address, optionalText, quantityText } from './fields';
import { addressBlock } from './sscc-label';

/** Delivery label: ship-to, delivery number as Code 128, route, date, package count and weight. */
export const deliveryLabelData = z.object({
  deliveryNumber: z.string().regex(/^\d{1,10}$/),
  shipFrom: address,
  shipTo: address,
  deliveryDate: z.iso.date(),
  route: optionalText(40),
  carrier: optionalText(40),
  trackingNumber: optionalText(40),
  /** package n of total */
  package: z.object({ number: z.number().int().min(1).max(9999), of: z.number().int().min(1).max(9999) }).optional(),
  weightKg: quantityText.optional(),
});
export type DeliveryLabelData = z.input<typeof deliveryLabelData>;

export function deliveryLabelLayout(d: z.output<typeof deliveryLabelData>): LabelLayout {
  const e: LabelElement[] = [
    { type: 'text', x: 4, y: 4, size: 3, text: t('label.from'), bold: true },
    ...addressBlock(d.shipFrom, 4, 8, 92),
    { type: 'line', x: 2, y: 30, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 33, size: 3, text: t('label.shipTo'), bold: true },
    ...addressBlock({ name: d.shipTo.name, lines: d.shipTo.lines }, 4, 38, 92),
    { type: 'line', x: 2, y: 64, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 67, size: 3, text: t('label.delivery'), bold: true },
    { type: 'text', x: 4, y: 71, size: 7, text: d.deliveryNumber, bold: true },
    { type: 'text', x: 60, y: 67, size: 3, text: t('label.date'), bold: true },
    { type: 'text', x: 60, y: 71, size: 4, text: translator().day(d.deliveryDate) },
  ];
  const facts = [
    d.route ? t('label.route', { route: d.route }) : '',
    d.carrier ? t('label.carrier', { carrier: d.carrier }) : '',
    d.package ? t('label.package', { number: d.package.number, of: d.package.of }) : '',
    d.weightKg ? t('label.weight', { weight: translator().quantity(d.weightKg) }) : '',
  ].filter(Boolean);
  facts.forEach((text, i) => {
    e.push({ type: 'text', x: 4 + (i % 2) * 48, y: 82 + Math.floor(i / 2) * 5, size: 3.5, text, width: 46 });
  });
  if (d.trackingNumber) e.push({ type: 'text', x: 4, y: 93, size: 3.5, text: t('label.tracking', { tracking: d.trackingNumber }) });
  e.push({ type: 'line', x: 2, y: 100, width: 97.6, thickness: 0.4 });
  e.push({ type: 'barcode', x: 10, y: 106, symbology: 'code128', data: d.deliveryNumber, height: 28, module: 0.5, humanReadable: true });
  return { ...LABEL_SIZES.large, elements: e };
}
