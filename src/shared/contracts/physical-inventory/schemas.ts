import { z } from 'zod';
import { t } from '../../i18n';
import { message, says } from '../../i18n/validation';
import { normalizeQuantity, quantityProblem, quantityProblemMessage } from '../../quantity';
import { storageTypeSchema } from '../master-data/schemas';
import {
  batchSchema,
  binIdSchema,
  dateRangeFields,
  documentNumberSchema,
  isoDate,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  serialsSchema,
  slocIdSchema,
} from '../stock/schemas';
import { warehouseIdSchema } from '../transfer-orders/schemas';

/**
 * Contracts of physical inventory (MI01 documents, LI11 counting, MI07 posting differences), shared
 * by server and web. A count is unrestricted stock of one material (and batch) in one bin.
 */

export const PI_DOCUMENT_STATUSES = ['CREATED', 'COUNTING', 'COUNTED', 'RECOUNT', 'POSTED'] as const;
export const PI_ITEM_STATUSES = ['OPEN', 'COUNTED', 'RECOUNT', 'POSTED'] as const;
export type PiDocumentStatusCode = (typeof PI_DOCUMENT_STATUSES)[number];
export const MAX_PI_BINS = 10_000;

export const piNumberSchema = documentNumberSchema('physicalInventoryDocument');
export const piParams = z.object({ piDocumentNumber: piNumberSchema });

/** A counted quantity: zero or more, at most 3 decimals. */
export const countQuantitySchema = z
  .string(says('qty.notAString'))
  .superRefine((value, ctx) => {
    if (/^\s*-/.test(value)) {
      ctx.addIssue({ code: 'custom', message: t('val.countNegative') });
      return;
    }
    const problem = quantityProblem(value, { allowZero: true });
    if (problem) ctx.addIssue({ code: 'custom', message: quantityProblemMessage(problem) });
  })
  .transform((value) => normalizeQuantity(value));

/** Which bins a document counts: any combination, at least one. */
export const createPiDocumentSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  binFrom: binIdSchema.optional(),
  binTo: binIdSchema.optional(),
  storageType: storageTypeSchema.optional(),
  material: materialIdSchema.optional(),
  /** bins whose last count (on a posted document) is before this date, or never counted */
  notCountedSince: isoDate.optional(),
});
export type CreatePiDocumentInput = z.output<typeof createPiDocumentSchema>;
export type CreatePiDocumentRequest = z.input<typeof createPiDocumentSchema>;

export const piSearchSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  warehouse: warehouseIdSchema.optional(),
  status: z.enum(PI_DOCUMENT_STATUSES, { error: message('val.piStatus') }).optional(),
  bin: binIdSchema.optional(),
  material: materialIdSchema.optional(),
  ...dateRangeFields,
  ...pageQuery(100, 20),
});
export type PiSearch = z.output<typeof piSearchSchema>;

/** Counting a material in a bin (handheld LI11); a serialized material is counted by its serials (as many as the quantity). */
export const piCountSchema = z.strictObject({
  bin: binIdSchema,
  material: materialIdSchema,
  batch: batchSchema.optional(),
  quantity: countQuantitySchema,
  serials: serialsSchema(5000, 'count').optional(),
});
export type PiCountInput = z.output<typeof piCountSchema>;
export type PiCountRequest = z.input<typeof piCountSchema>;

/** Confirming that a bin is empty: every item of the bin counts 0. */
export const piEmptyBinSchema = z.strictObject({ bin: binIdSchema });
export type PiEmptyBinInput = z.output<typeof piEmptyBinSchema>;

export const piRecountSchema = z.strictObject({
  items: z
    .array(
      z
        .number({ error: message('val.piItemNumber') })
        .int(says('val.piItemWhole'))
        .min(1)
        .max(99999),
    )
    .min(1, says('val.recountItemRequired'))
    .max(5000, says('val.piItemsMax')),
});
export type PiRecountInput = z.output<typeof piRecountSchema>;

export const piSummary = z.object({
  piNumber: z.string(),
  plant: z.string(),
  sloc: z.string(),
  warehouseId: z.string(),
  status: z.enum(PI_DOCUMENT_STATUSES),
  selection: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  binCount: z.number(),
  itemCount: z.number(),
  countedItems: z.number(),
  postedMatDoc: z.string().nullable(),
});
export type PiSummary = z.infer<typeof piSummary>;

export const piCountView = z.object({
  version: z.number(),
  quantity: z.string(),
  bookAtCount: z.string(),
  ledgerMatDoc: z.string().nullable(),
  serials: z.array(z.string()),
  emptyBin: z.boolean(),
  countedBy: z.string(),
  countedAt: z.string(),
});

export const piItemView = z.object({
  itemNo: z.number(),
  bin: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  baseUnit: z.string(),
  batch: z.string(),
  /** book quantity when the document was created (display) */
  bookQuantity: z.string(),
  status: z.enum(PI_ITEM_STATUSES),
  countedQuantity: z.string().nullable(),
  bookAtCount: z.string().nullable(),
  /** book at count minus counted: positive is a loss (702), negative a gain (701) */
  difference: z.string().nullable(),
  postedMatDoc: z.string().nullable(),
  counts: z.array(piCountView),
});
export type PiItemView = z.infer<typeof piItemView>;

export const piBinView = z.object({
  seq: z.number(),
  bin: z.string(),
  blocked: z.boolean(),
  counted: z.boolean(),
  emptyConfirmed: z.boolean(),
});
export type PiBinView = z.infer<typeof piBinView>;

export const piDocumentView = piSummary.extend({
  postedBy: z.string().nullable(),
  postedAt: z.string().nullable(),
  bins: z.array(piBinView),
  items: z.array(piItemView),
});
export type PiDocumentView = z.infer<typeof piDocumentView>;

export const createdPiDocument = z.object({ piNumber: z.string(), binCount: z.number(), itemCount: z.number() });
export type CreatedPiDocument = z.infer<typeof createdPiDocument>;

/** Answer of a count or an empty-bin confirmation: the items it counted; version > 1 is a recount. */
export const piCountResult = z.object({
  piNumber: z.string(),
  status: z.enum(PI_DOCUMENT_STATUSES),
  bin: z.string(),
  counted: z.array(z.object({ itemNo: z.number(), material: z.string(), version: z.number(), quantity: z.string() })),
  /** the next bin of the document not counted yet, in counting order */
  nextBin: z.string().nullable(),
});
export type PiCountResult = z.infer<typeof piCountResult>;

export const piRecountResult = z.object({ piNumber: z.string(), status: z.enum(PI_DOCUMENT_STATUSES), items: z.array(z.number()) });

export const postedPiDifferences = z.object({
  piNumber: z.string(),
  /** null when every count matched the book */
  matDoc: z.string().nullable(),
  gains: z.number(),
  losses: z.number(),
});
export type PostedPiDifferences = z.infer<typeof postedPiDifferences>;

/** A bin of a document (the serial count on the handheld). */
export const piBinParams = piParams.extend({ bin: binIdSchema });

/** The serialized materials of a bin: the serials in its stock now (book) and those of the current count. */
export const piBinSerials = z.object({
  piNumber: z.string(),
  bin: z.string(),
  status: z.enum(PI_DOCUMENT_STATUSES),
  materials: z.array(
    z.object({
      material: z.string(),
      description: z.string(),
      batch: z.string(),
      book: z.array(z.string()),
      counted: z.array(z.string()).nullable(),
    }),
  ),
});
export type PiBinSerials = z.infer<typeof piBinSerials>;

/** The serial count of a bin: every serial scanned in it (any serialized material). */
export const piSerialCountSchema = z.strictObject({
  bin: binIdSchema,
  serials: serialsSchema(5000, 'count'),
});
export type PiSerialCountInput = z.output<typeof piSerialCountSchema>;

export const piSerialCountResult = piCountResult.extend({
  /** scanned and in the book */
  found: z.array(z.string()),
  /** in the book, not scanned (702 when posted) */
  missing: z.array(z.string()),
  /** scanned, not in the book (701 when posted) */
  unexpected: z.array(z.string()),
});
export type PiSerialCountResult = z.infer<typeof piSerialCountResult>;

/** Many count results of one document at once (non-serialized materials; serials are counted by serial). */
export const MAX_PI_BATCH_COUNTS = 10_000;
export const piBatchCountSchema = z.strictObject({
  counts: z
    .array(piCountSchema.omit({ serials: true }))
    .min(1, says('val.sendCountRequired'))
    .max(MAX_PI_BATCH_COUNTS, says('val.countsMax', { max: MAX_PI_BATCH_COUNTS })),
});
export type PiBatchCountInput = z.output<typeof piBatchCountSchema>;

export const piBatchCountResult = z.object({
  piNumber: z.string(),
  status: z.enum(PI_DOCUMENT_STATUSES),
  /** counts recorded (a counted item gets a new version) */
  counted: z.number(),
  /** items added: materials the document did not list for their bin */
  added: z.number(),
});
export type PiBatchCountResult = z.infer<typeof piBatchCountResult>;
