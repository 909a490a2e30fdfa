import { z } from 'zod';
import { hasValidCheckDigit } from '../../../../shared/gs1';
import { t, translator } from '../../../../shared/i18n';
import { unitSymbol } from '../../../../shared/i18n/units';
import { LABEL_SIZES, type LabelElement, type LabelLayout } from '../layout';
import { address, labelText, optionalText, quantityText } from './fields';

/** HU / SSCC label (GS1 logistics label): from, to, content and the GS1-128 barcode of AI (00). */
export const ssccLabelData = z.object({
  sscc: z
    .string()
    .regex(/^\d{18}$/)
    .refine(hasValidCheckDigit, 'check digit'),
  handlingUnit: labelText(20),
  shipFrom: address,
  shipTo: address,
  deliveryNumber: optionalText(10),
  packaging: optionalText(40),
  /** gross weight in kilograms */
  weightKg: quantityText.optional(),
  contents: z
    .array(z.object({ material: labelText(18), description: optionalText(40), quantity: quantityText, unit: labelText(3) }))
    .max(6)
    .default([]),
});
export type SsccLabelData = z.input<typeof ssccLabelData>;

export function ssccLabelLayout(d: z.output<typeof ssccLabelData>): LabelLayout {
  const e: LabelElement[] = [
    { type: 'text', x: 4, y: 4, size: 3, text: t('label.from'), bold: true },
    ...addressBlock(d.shipFrom, 4, 8, 46),
    { type: 'line', x: 52, y: 3, height: 30, thickness: 0.4 },
    { type: 'text', x: 54, y: 4, size: 3, text: t('label.to'), bold: true },
    ...addressBlock(d.shipTo, 54, 8, 45),
    { type: 'line', x: 2, y: 34, width: 97.6, thickness: 0.4 },
    { type: 'text', x: 4, y: 37, size: 3, text: 'SSCC', bold: true },
    { type: 'text', x: 4, y: 41, size: 6, text: d.sscc, bold: true },
    { type: 'text', x: 4, y: 50, size: 3.5, text: t('label.handlingUnit', { handlingUnit: d.handlingUnit }) },
  ];
  if (d.deliveryNumber)
    e.push({ type: 'text', x: 54, y: 50, size: 3.5, text: t('label.deliveryNumber', { deliveryNumber: d.deliveryNumber }) });
  const extra = [
    d.packaging ? t('label.packaging', { packaging: d.packaging }) : '',
    d.weightKg ? t('label.grossWeight', { weight: translator().quantity(d.weightKg) }) : '',
  ]
    .filter(Boolean)
    .join('   ');
  if (extra) e.push({ type: 'text', x: 4, y: 56, size: 3.5, text: extra });
  e.push({ type: 'line', x: 2, y: 62, width: 97.6, thickness: 0.4 });
  e.push({ type: 'text', x: 4, y: 65, size: 3, text: t('label.content'), bold: true });
  d.contents.forEach((c, i) => {
    const text = `${c.material}  ${translator().quantity(c.quantity)} ${unitSymbol(c.unit)}${c.description ? `  ${c.description}` : ''}`;
    e.push({ type: 'text', x: 4, y: 70 + i * 5, size: 3.5, text });
  });
  e.push({ type: 'line', x: 2, y: 102, width: 97.6, thickness: 0.4 });
  e.push({ type: 'barcode', x: 8, y: 108, symbology: 'gs1-128', data: `(00)${d.sscc}`, height: 30, module: 0.375, humanReadable: true });
  return { ...LABEL_SIZES.large, elements: e };
}

export function addressBlock(a: { name: string; lines: string[] }, x: number, y: number, width: number): LabelElement[] {
  return [
    { type: 'text', x, y, size: 3.5, text: a.name, bold: true, width },
    ...a.lines.map((text, i): LabelElement => ({ type: 'text', x, y: y + 5 + i * 4.5, size: 3, text, width })),
  ];
}
