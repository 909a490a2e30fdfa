import type { z } from 'zod';
import { type MessageId, t } from '../../../shared/i18n';
import { DomainError } from '../errors';
import type { LabelLayout } from './layout';
import { layoutsToPdf } from './pdf';
import { binLabelData, binLabelLayout } from './templates/bin-label';
import { deliveryLabelData, deliveryLabelLayout } from './templates/delivery-label';
import { rmaSheetData, rmaSheetLayout } from './templates/rma-sheet';
import { ssccLabelData, ssccLabelLayout } from './templates/sscc-label';
import { transferPostingLabelData, transferPostingLabelLayout } from './templates/transfer-posting-label';
import { layoutToZpl, type PrinterDpi } from './zpl';

/** One entry per label kind: the data it needs (zod) and its layout. */
const templates = {
  delivery: { data: deliveryLabelData, layout: deliveryLabelLayout },
  sscc: { data: ssccLabelData, layout: ssccLabelLayout },
  'transfer-posting': { data: transferPostingLabelData, layout: transferPostingLabelLayout },
  bin: { data: binLabelData, layout: binLabelLayout },
  rma: { data: rmaSheetData, layout: rmaSheetLayout },
} as const;

export type LabelKind = keyof typeof templates;

/** The title of a label PDF, by kind (catalogue keys: the text is the reader's). */
const LABEL_TITLES = {
  delivery: 'label.title.delivery',
  sscc: 'label.title.sscc',
  'transfer-posting': 'label.title.transferPosting',
  bin: 'label.title.bin',
  rma: 'label.title.rma',
} as const satisfies Record<LabelKind, MessageId>;
export const LABEL_KINDS = Object.keys(templates) as LabelKind[];
export type LabelFormat = 'zpl' | 'pdf';
/** The data a label kind needs (what a caller passes; defaults filled by the template). */
export type LabelData<K extends LabelKind> = z.input<(typeof templates)[K]['data']>;

export interface RenderOptions {
  /** printer resolution for ZPL (default 203 dpi); the PDF is resolution-independent */
  dpi?: PrinterDpi;
  /** a reprint from the document history: "COPY" in the label's top right corner */
  copy?: boolean;
}

/**
 * The layout of a label from its data. Data that does not fit the template (a missing or bad field)
 * is refused before anything is drawn: LABEL_FIELD_MISSING / LABEL_FIELD_INVALID naming the field.
 */
export function labelLayout<K extends LabelKind>(kind: K, data: LabelData<K>): LabelLayout {
  const t = templates[kind];
  if (!t) throw new DomainError('LABEL_KIND_UNKNOWN', { kind: String(kind) });
  const parsed = t.data.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'data';
    if (issue?.code === 'invalid_type' && issue.input === undefined) throw new DomainError('LABEL_FIELD_MISSING', { kind, field });
    throw new DomainError('LABEL_FIELD_INVALID', { kind, field });
  }
  // biome-ignore lint/suspicious/noExplicitAny: the kind picks the matching parser and layout
  return (t.layout as (d: any) => LabelLayout)(parsed.data);
}

/**
 * Renders one label of `kind` from `data`:
 * - `renderLabel('sscc', data, 'zpl')` -> ZPL text for a Zebra printer (send it with `sendToPrinter`);
 * - `renderLabel('sscc', data, 'pdf')` -> a one-page PDF (`application/pdf`).
 * Kinds: `delivery`, `sscc` (HU label, GS1-128 of AI 00), `transfer-posting`, `bin`.
 */
export function renderLabel<K extends LabelKind>(kind: K, data: LabelData<K>, format: 'zpl', options?: RenderOptions): Promise<string>;
export function renderLabel<K extends LabelKind>(kind: K, data: LabelData<K>, format: 'pdf', options?: RenderOptions): Promise<Buffer>;
export function renderLabel<K extends LabelKind>(
  kind: K,
  data: LabelData<K>,
  format: LabelFormat,
  options?: RenderOptions,
): Promise<string | Buffer>;
export function renderLabel<K extends LabelKind>(
  kind: K,
  data: LabelData<K>,
  format: LabelFormat,
  options: RenderOptions = {},
): Promise<string | Buffer> {
  return renderLabels(kind, [data], format, options);
}

/** Many labels of one kind at once: ZPL formats one after the other, or one PDF with a page per label. */
export function renderLabels<K extends LabelKind>(
  kind: K,
  data: readonly LabelData<K>[],
  format: 'zpl',
  options?: RenderOptions,
): Promise<string>;
export function renderLabels<K extends LabelKind>(
  kind: K,
  data: readonly LabelData<K>[],
  format: 'pdf',
  options?: RenderOptions,
): Promise<Buffer>;
export function renderLabels<K extends LabelKind>(
  kind: K,
  data: readonly LabelData<K>[],
  format: LabelFormat,
  options?: RenderOptions,
): Promise<string | Buffer>;
export async function renderLabels<K extends LabelKind>(
  kind: K,
  data: readonly LabelData<K>[],
  format: LabelFormat,
  options: RenderOptions = {},
): Promise<string | Buffer> {
  const layouts = data.map((d) => (options.copy ? copyMarked(labelLayout(kind, d)) : labelLayout(kind, d)));
  if (format === 'zpl') return layouts.map((l) => layoutToZpl(l, options.dpi)).join('');
  return layoutsToPdf(layouts, { title: t(LABEL_TITLES[kind]) });
}

/** A reprint's layout: the same label with "COPY" (the reader's word) in its top right corner. */
function copyMarked(layout: LabelLayout): LabelLayout {
  const text = t('doc.copy');
  const size = 2.5;
  const width = text.length * size * 0.6 + 1;
  return {
    ...layout,
    elements: [...layout.elements, { type: 'text', x: layout.widthMm - width - 1.5, y: 0.8, size, text, bold: true, width }],
  };
}

export const LABEL_CONTENT_TYPE: Record<LabelFormat, string> = { zpl: 'application/vnd.zebra-zpl; charset=utf-8', pdf: 'application/pdf' };
