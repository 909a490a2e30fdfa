import { z } from 'zod';
import { t, translator } from '../../../../shared/i18n';
import { unitSymbol } from '../../../../shared/i18n/units';
import { LABEL_SIZES, type LabelLayout } from '../layout';
import { labelText, optionalText, quantityText } from './fields';

/** Transfer-posting label: material document, material, quantity, from and to, a Code 128 of the document. */
export const transferPostingLabelData = z.object({
  materialDocument: z.string().regex(/^\d{1,10}$/),
  item: z.number().int().min(1).max(9999).optional(),
  movementType: z.string().regex(/^\d{3}$/),
  material: labelText(18),
  description: optionalText(40),
  quantity: quantityText,
  unit: labelText(3),
  batch: optionalText(10),
  from: labelText(40),
  to: labelText(40),
  postingDate: z.iso.date(),
});
export type TransferPostingLabelData = z.input<typeof transferPostingLabelData>;

export function transferPostingLabelLayout(d: z.output<typeof transferPostingLabelData>): LabelLayout {
  const doc = d.item ? `${d.materialDocument}/${d.item}` : d.materialDocument;
  return {
    ...LABEL_SIZES.small,
    elements: [
      {
        type: 'text',
        x: 3,
        y: 3,
        size: 3,
        text: t('label.transfer', { movementType: d.movementType, date: translator().day(d.postingDate) }),
        bold: true,
      },
      { type: 'text', x: 3, y: 8, size: 5, text: d.material, bold: true, width: 60 },
      { type: 'text', x: 64, y: 8, size: 5, text: `${translator().quantity(d.quantity)} ${unitSymbol(d.unit)}`, bold: true, width: 35 },
      {
        type: 'text',
        x: 3,
        y: 15,
        size: 3,
        text: [d.description, d.batch ? t('label.batch', { batch: d.batch }) : ''].filter(Boolean).join('  '),
      },
      { type: 'text', x: 3, y: 20, size: 3, text: t('label.fromPlace', { place: d.from }), width: 47 },
      { type: 'text', x: 52, y: 20, size: 3, text: t('label.toPlace', { place: d.to }), width: 47 },
      { type: 'barcode', x: 3, y: 26, symbology: 'code128', data: doc, height: 15, module: 0.375, humanReadable: true },
    ],
  };
}
