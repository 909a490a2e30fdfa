/**
 * The label service: one layout per label kind, rendered to ZPL (Zebra printers, TCP 9100) or to PDF
 * from the same data.
 *
 *   import { renderLabel } from '../labels';
 *   const zpl = await renderLabel('sscc', { sscc, handlingUnit, shipFrom, shipTo, contents }, 'zpl');
 *   const pdf = await renderLabel('sscc', data, 'pdf'); // Buffer, application/pdf
 *
 * Kinds and their data: `delivery` (DeliveryLabelData), `sscc` (SsccLabelData: HU label with the GS1-128
 * barcode of AI 00), `transfer-posting` (TransferPostingLabelData), `bin` (BinLabelData). A missing or
 * bad field throws DomainError LABEL_FIELD_MISSING / LABEL_FIELD_INVALID naming it; nothing is drawn.
 * SSCCs come from `nextSscc(trx)` in `domain/handling-units/sscc.ts`.
 */
export type { LabelLayout } from './layout';
export {
  LABEL_CONTENT_TYPE,
  LABEL_KINDS,
  type LabelData,
  type LabelFormat,
  type LabelKind,
  labelLayout,
  renderLabel,
  renderLabels,
} from './render-label';
export type { BinLabelData } from './templates/bin-label';
export type { DeliveryLabelData } from './templates/delivery-label';
export type { RmaSheetData } from './templates/rma-sheet';
export type { SsccLabelData } from './templates/sscc-label';
export type { TransferPostingLabelData } from './templates/transfer-posting-label';
export { escapeField, layoutToZpl, type PrinterDpi } from './zpl';
