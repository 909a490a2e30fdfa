import { z } from 'zod';
import { t } from '../../../../shared/i18n';
import { LABEL_SIZES, type LabelLayout } from '../layout';
import { labelText, optionalText } from './fields';

/** Bin label: the bin in large type, a Code 128 of the bin and a Data Matrix of plant/warehouse/bin. */
export const binLabelData = z.object({
  plant: labelText(4),
  warehouse: labelText(3),
  bin: labelText(18),
  storageType: optionalText(20),
});
export type BinLabelData = z.input<typeof binLabelData>;

export function binLabelLayout(d: z.output<typeof binLabelData>): LabelLayout {
  return {
    ...LABEL_SIZES.small,
    elements: [
      {
        type: 'text',
        x: 3,
        y: 3,
        size: 3,
        text: `${t('label.binPlace', { plant: d.plant, warehouse: d.warehouse })}${d.storageType ? `  ${d.storageType}` : ''}`,
      },
      { type: 'text', x: 3, y: 9, size: 9, text: d.bin, bold: true, width: 70 },
      { type: 'barcode', x: 3, y: 22, symbology: 'code128', data: d.bin, height: 18, module: 0.375, humanReadable: false },
      { type: 'barcode', x: 76, y: 20, symbology: 'datamatrix', data: `${d.plant}/${d.warehouse}/${d.bin}`, height: 22, module: 1 },
    ],
  };
}
