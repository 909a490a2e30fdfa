import { z } from 'zod';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../quantity';

/**
 * Contracts of the inventory ledger API (/supplier/api/warehouse/material-documents, stock,
 * serialized-equipments), shared by the server (validation) and the web client (types, forms).
 */

export const STOCK_CATEGORIES = ['UNRESTRICTED', 'QUALITY', 'BLOCKED'] as const;
export const stockCategorySchema = z.enum(STOCK_CATEGORIES, { error: 'Stock category must be UNRESTRICTED, QUALITY or BLOCKED.' });
export type StockCategoryCode = z.infer<typeof stockCategorySchema>;

export const REFERENCE_TYPES = ['PO', 'STO', 'SO'] as const;

/** A positive decimal string with at most 3 decimals; normalised to 3 decimals ("5" -> "5.000"). */
export const quantitySchema = z
  .string({ error: quantityProblemText['not-a-string'] })
  .superRefine((value, ctx) => {
    const problem = quantityProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: quantityProblemText[problem] });
  })
  .transform((value) => normalizeQuantity(value));

const code = (name: string, max: number, pattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} is at most ${max} characters.`)
    .regex(pattern, `${name} contains characters that are not allowed.`);

export const materialIdSchema = code('Material', 18);
export const plantIdSchema = code('Plant', 4, /^[A-Za-z0-9]+$/);
export const slocIdSchema = code('Storage location', 4, /^[A-Za-z0-9]+$/);
export const binIdSchema = code('Storage bin', 18);
export const batchSchema = z
  .string({ error: 'Batch must be text.' })
  .trim()
  .max(10, 'Batch is at most 10 characters.')
  .regex(/^[A-Za-z0-9._/-]*$/, 'Batch contains characters that are not allowed.');
export const serialNumberSchema = code('Serial number', 30);
export const movementTypeSchema = z
  .string({ error: 'Movement type must be text.' })
  .regex(/^\d{3}$/, 'Movement type is three digits, e.g. 311.');
export const matDocSchema = z.string().regex(/^\d{10}$/, 'A material document number has 10 digits.');
const isoDate = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });

export const positionInputSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  bin: binIdSchema.optional(),
  category: stockCategorySchema.optional(),
});
export const destinationInputSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  category: stockCategorySchema.optional(),
});

export const MAX_DOCUMENT_ITEMS = 5000;
export const MAX_SERIALS_PER_ITEM = 5000;

export const postingItemSchema = z.strictObject({
  movementType: movementTypeSchema,
  material: materialIdSchema,
  quantity: quantitySchema,
  batch: batchSchema.optional(),
  /** Source position: for issues, transfers and category changes. */
  from: positionInputSchema.optional(),
  /** Destination: the full position for receipts; for transfers only what changes. */
  to: destinationInputSchema.optional(),
  serials: z.array(serialNumberSchema).max(MAX_SERIALS_PER_ITEM, `At most ${MAX_SERIALS_PER_ITEM} serials per item.`).optional(),
  reason: z
    .string()
    .regex(/^\d{4}$/, 'A movement reason is four digits, e.g. 0001.')
    .optional(),
  costCenter: code('Cost centre', 10).optional(),
  customer: code('Customer', 10).optional(),
  vendor: code('Vendor', 10).optional(),
  referenceItem: z.number({ error: 'Reference item must be a number.' }).int().positive().max(999999).optional(),
});
export type PostingItemInput = z.output<typeof postingItemSchema>;

export const postMaterialDocumentSchema = z.strictObject({
  postingDate: isoDate.optional(),
  documentDate: isoDate.optional(),
  headerText: z.string().trim().max(200, 'Header text is at most 200 characters.').optional(),
  reference: z
    .strictObject({
      type: z.enum(REFERENCE_TYPES, { error: 'Reference type must be PO, STO or SO.' }),
      number: code('Reference document', 20),
    })
    .optional(),
  items: z
    .array(postingItemSchema)
    .min(1, 'A material document needs at least one item.')
    .max(MAX_DOCUMENT_ITEMS, `A material document has at most ${MAX_DOCUMENT_ITEMS} items.`),
});
export type PostMaterialDocumentInput = z.output<typeof postMaterialDocumentSchema>;
/** What a client sends (quantities as text, before normalisation). */
export type PostMaterialDocumentRequest = z.input<typeof postMaterialDocumentSchema>;

export const reverseMaterialDocumentSchema = z.strictObject({
  postingDate: isoDate.optional(),
  headerText: z.string().trim().max(200, 'Header text is at most 200 characters.').optional(),
});
export type ReverseMaterialDocumentInput = z.output<typeof reverseMaterialDocumentSchema>;

/** Answer of a posting (and of its replay under the same Idempotency-Key). */
export interface PostedMaterialDocument {
  matDoc: string;
  postingDate: string;
  documentDate: string;
  itemCount: number;
  reversalOf: string | null;
  /** Equipment numbers created by this posting (new serials), in item order. */
  createdEquipment: number;
}

const pageSchema = z.coerce.number().int().min(1).max(100000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(200).default(25);

export const materialDocumentSearchSchema = z.strictObject({
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  movementType: movementTypeSchema.optional(),
  referenceType: z.enum(REFERENCE_TYPES).optional(),
  referenceNumber: code('Reference document', 20).optional(),
  user: z.string().trim().min(1).max(100).optional(),
  /** items that took from or put into this bin (with plant and sloc: the stock overview's drill-down) */
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type MaterialDocumentSearch = z.output<typeof materialDocumentSearchSchema>;

export interface PositionView {
  plant: string;
  sloc: string;
  warehouse: string | null;
  bin: string | null;
  category: StockCategoryCode;
}

export interface MaterialDocumentLine {
  matDoc: string;
  itemNo: number;
  postingDate: string;
  movementType: string;
  material: string;
  materialDescription: string;
  quantity: string;
  baseUnit: string;
  batch: string;
  from: PositionView | null;
  to: PositionView | null;
  fromKind: string;
  toKind: string;
  receivingPlant: string | null;
  createdBy: string;
  referenceType: string | null;
  referenceNumber: string | null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Total matching rows, counted up to `totalCap`; `maxPage` follows from it. */
  total: number;
  totalCapped: boolean;
  maxPage: number;
}

export interface MaterialDocumentItemView {
  itemNo: number;
  movementType: string;
  movementTypeText: string;
  material: string;
  materialDescription: string;
  quantity: string;
  baseUnit: string;
  batch: string;
  fromKind: string;
  toKind: string;
  from: PositionView | null;
  to: PositionView | null;
  receivingPlant: string | null;
  reason: string | null;
  costCenter: string | null;
  customer: string | null;
  vendor: string | null;
  referenceItem: number | null;
  reversalOfItem: number | null;
  serials: { serialNumber: string; equipmentNumber: string }[];
}

export interface MaterialDocumentView {
  matDoc: string;
  postingDate: string;
  documentDate: string;
  createdAt: string;
  createdBy: string;
  headerText: string;
  reference: { type: string; number: string } | null;
  reversalOf: string | null;
  reversedBy: string | null;
  itemCount: number;
  items: MaterialDocumentItemView[];
}

export const stockOverviewSchema = z.strictObject({
  material: materialIdSchema.optional(),
  /** material number or description, case-insensitive prefix (the screen's search box) */
  q: z
    .string({ error: 'The search text must be text.' })
    .trim()
    .max(40, 'The search text has at most 40 characters.')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'The search text may not contain control characters.')
    .optional(),
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  warehouse: z
    .string()
    .regex(/^[A-Za-z0-9]{1,3}$/, 'A warehouse has 1 to 3 letters and digits.')
    .optional(),
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type StockOverviewQuery = z.output<typeof stockOverviewSchema>;

export interface StockRowView {
  material: string;
  materialDescription: string;
  baseUnit: string;
  serialized: boolean;
  plant: string;
  sloc: string;
  warehouse: string | null;
  bin: string | null;
  batch: string;
  category: StockCategoryCode;
  quantity: string;
}

export interface StockOverview {
  rows: StockRowView[];
  nextCursor: string | null;
  /** per category over everything that matches; null when the filters do not narrow the stock to materials, a bin or a batch */
  totals: Record<StockCategoryCode | 'IN_TRANSIT', string> | null;
  inTransit: { material: string; materialDescription: string; baseUnit: string; receivingPlant: string; batch: string; quantity: string }[];
}

export const equipmentSearchSchema = z.strictObject({
  serialNo: z.string().trim().min(1).max(30).optional(),
  material: materialIdSchema.optional(),
  /** equipment in stock at this position (the stock overview's drill-down to serials) */
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type EquipmentSearch = z.output<typeof equipmentSearchSchema>;

export interface EquipmentView {
  equipmentNumber: string;
  material: string;
  materialDescription: string;
  serialNumber: string;
  status: string;
  plant: string;
  sloc: string | null;
  warehouse: string | null;
  bin: string | null;
  batch: string;
  category: StockCategoryCode | null;
  locked: boolean;
  lastMatDoc: string;
}

export interface EquipmentHistoryEntry {
  matDoc: string;
  itemNo: number;
  postingDate: string;
  movementType: string;
  createdBy: string;
  status: string;
  plant: string;
  sloc: string | null;
  bin: string | null;
  category: StockCategoryCode | null;
}

export interface EquipmentDetail extends EquipmentView {
  history: EquipmentHistoryEntry[];
}
