import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import {
  equipmentPlaceFields,
  headerTextSchema,
  MAX_DOCUMENT_ITEMS,
  materialIdSchema,
  plantIdSchema,
  postingDateFields,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';
import { MASTER_KINDS, ORDER_KINDS } from './rows';

export const INTEGRATION_API = '/supplier/api/integration/v1';
export const IMPORT_API = '/supplier/api/admin/import';
/** Largest JSON array of one batch; larger loads go as NDJSON (application/x-ndjson). */
export const MAX_BATCH_ROWS = 10_000;
/** Rows the CSV import screen sends per request. */
export const IMPORT_CHUNK_ROWS = 500;
/** Largest request body of a batch (a JSON array of 10,000 materials is about 3 MB). */
export const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

export const masterKindSchema = z.enum(MASTER_KINDS, says('val.kindOneOf', { values: MASTER_KINDS.join(', ') }));
export const orderKindSchema = z.enum(ORDER_KINDS, says('val.kindOneOf', { values: ORDER_KINDS.join(', ') }));
export const IMPORT_KINDS = [...MASTER_KINDS, 'opening-stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS, says('val.kindOneOf', { values: IMPORT_KINDS.join(', ') }));

export const dryRunQuery = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: message('val.dryRun') })
    .transform((v) => v === 'true')
    .optional(),
});

/** A JSON array of rows (each checked by its kind's schema, errors per row); NDJSON sends no JSON body. */
export const batchBody = z
  .array(z.unknown())
  .nullish()
  .meta({ description: `Up to ${MAX_BATCH_ROWS} rows as a JSON array, or any number as NDJSON (Content-Type: application/x-ndjson).` });

export const batchResult = z.object({ kind: z.string(), rows: z.number(), written: z.number(), dryRun: z.boolean() });
export type BatchResultView = z.infer<typeof batchResult>;

export const rowErrorView = z.object({ row: z.number(), field: z.string(), code: z.string(), message: z.string() });
export type RowErrorView = z.infer<typeof rowErrorView>;

export const openingStockBody = z.strictObject({
  ...postingDateFields,
  headerText: headerTextSchema.optional(),
  lines: z
    .array(z.unknown())
    .min(1, says('val.sendLineRequired'))
    .max(MAX_DOCUMENT_ITEMS, says('val.batchLinesMax', { max: MAX_DOCUMENT_ITEMS })),
});

const cursor = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, says('val.pageCursor'));
const limit = z.coerce.number().int().min(1).max(1000).default(500);

export const stockQuery = z.strictObject({
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  category: stockCategorySchema.optional(),
  after: cursor.optional(),
  limit,
});
export const stockRow = z.object({
  material: z.string(),
  plant: z.string(),
  sloc: z.string(),
  category: z.string(),
  quantity: z.string(),
  baseUnit: z.string(),
});
export type StockRowView = z.infer<typeof stockRow>;

export const serialQuery = z.strictObject({
  material: materialIdSchema,
  serial: z.string().max(30).optional(),
  after: cursor.optional(),
  limit,
});
export const serialRow = z.object({
  material: z.string(),
  serial: z.string(),
  equipment: z.string(),
  status: z.string(),
  ...equipmentPlaceFields,
  batch: z.string(),
  category: z.string().nullable(),
  lastMatDoc: z.string(),
});
export type SerialRowView = z.infer<typeof serialRow>;

export const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), nextCursor: z.string().nullable() });

export const importBody = z.strictObject({
  rows: z
    .array(z.unknown())
    .min(1, says('val.sendRowRequired'))
    .max(IMPORT_CHUNK_ROWS * 2, says('val.importRowsMax', { max: IMPORT_CHUNK_ROWS * 2 })),
});
export const importCheck = z.object({ kind: z.string(), rows: z.number(), errors: z.array(rowErrorView) });
export const importResult = z.object({ kind: z.string(), rows: z.number(), written: z.number() });
