import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import {
  batchSchema,
  binIdSchema,
  dateRangeFields,
  documentNumberSchema,
  matDocSchema,
  materialFields,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  quantitySchema,
  serialsSchema,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';

/**
 * Contracts of the warehouse-management API: transfer orders (put-away, picking, bin to bin)
 * under /supplier/api/warehouse/orders and the suggested-bin lookup, shared by server and web.
 */

export const TRANSFER_ORDER_TYPES = ['PUTAWAY', 'PICK', 'BIN_TO_BIN'] as const;
export const TRANSFER_ORDER_STATUSES = ['OPEN', 'CONFIRMED', 'CANCELLED'] as const;
export type TransferOrderTypeCode = (typeof TRANSFER_ORDER_TYPES)[number];
export type TransferOrderStatusCode = (typeof TRANSFER_ORDER_STATUSES)[number];

export const orderIdSchema = documentNumberSchema('transferOrder');
export const orderLineSchema = z.coerce
  .number({ error: message('val.toLineNumber') })
  .int(says('val.toLineWhole'))
  .min(1, says('val.toLineMin'))
  .max(9999, says('val.toLineMax'));
export const warehouseIdSchema = z.string().regex(/^[A-Za-z0-9]{1,3}$/, says('val.warehouseCharsOr'));

export const MAX_TRANSFER_ORDER_LINES = 500;

export const transferOrderLineInputSchema = z.strictObject({
  material: materialIdSchema,
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  quantity: quantitySchema,
  serials: serialsSchema(5000, 'line').optional(),
  sourceBin: binIdSchema,
  /** Omitted: the suggested bin (fixed bin, a bin holding the material with room, the next empty bin). */
  destinationBin: binIdSchema.optional(),
});
export type TransferOrderLineInput = z.output<typeof transferOrderLineInputSchema>;

export const createTransferOrderSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  type: z.enum(['PUTAWAY', 'BIN_TO_BIN'], { error: message('val.toCreateType') }),
  lines: z
    .array(transferOrderLineInputSchema)
    .min(1, says('val.toLineRequired'))
    .max(MAX_TRANSFER_ORDER_LINES, says('val.toLinesMax', { max: MAX_TRANSFER_ORDER_LINES })),
});
export type CreateTransferOrderInput = z.output<typeof createTransferOrderSchema>;
export type CreateTransferOrderRequest = z.input<typeof createTransferOrderSchema>;

/**
 * Confirming a line: what the operator scanned. Source bin and material, when given, must be the
 * line's; a quantity below the line's is recorded as short, another destination as different.
 */
export const confirmTransferOrderLineSchema = z.strictObject({
  sourceBin: binIdSchema.optional(),
  material: materialIdSchema.optional(),
  quantity: quantitySchema,
  serials: serialsSchema(5000, 'line').optional(),
  destinationBin: binIdSchema,
});
export type ConfirmTransferOrderLineInput = z.output<typeof confirmTransferOrderLineSchema>;
export type ConfirmTransferOrderLineRequest = z.input<typeof confirmTransferOrderLineSchema>;

export const transferOrderSearchSchema = z.strictObject({
  warehouse: warehouseIdSchema.optional(),
  status: z.enum(TRANSFER_ORDER_STATUSES, { error: message('val.toStatus') }).optional(),
  type: z.enum(TRANSFER_ORDER_TYPES, { error: message('val.toType') }).optional(),
  material: materialIdSchema.optional(),
  bin: binIdSchema.optional(),
  referenceMatDoc: matDocSchema.optional(),
  ...dateRangeFields,
  ...pageQuery(100, 20),
});
export type TransferOrderSearch = z.output<typeof transferOrderSearchSchema>;

export const suggestedBinQuerySchema = z.strictObject({
  material: materialIdSchema,
  quantity: quantitySchema,
  /** Bins to leave out (e.g. the source bin), comma separated. */
  exclude: z.string().max(400).optional(),
});
export type SuggestedBinQuery = z.output<typeof suggestedBinQuerySchema>;

export const suggestedBinParams = z.strictObject({ plantId: plantIdSchema, warehouseId: warehouseIdSchema });

/** Why a bin was proposed: the material's fixed bin, a bin already holding it with room, or an empty bin of the right type. */
export const suggestionReason = z.enum(['FIXED', 'EXISTING', 'EMPTY']);
export type SuggestionReason = z.infer<typeof suggestionReason>;

export const suggestedBin = z.object({
  warehouseId: z.string(),
  binId: z.string(),
  storageType: z.string(),
  binType: z.string(),
  reason: suggestionReason,
  /** Room left in the bin before this quantity, or null when the bin has no capacity limit. */
  room: z.string().nullable(),
});
export type SuggestedBin = z.infer<typeof suggestedBin>;

const statusSchema = z.enum(TRANSFER_ORDER_STATUSES);

export const transferOrderLineView = z.object({
  lineNo: z.number(),
  ...materialFields,
  serialized: z.boolean(),
  batch: z.string(),
  category: stockCategorySchema,
  quantity: z.string(),
  serials: z.array(z.string()),
  sourceBin: z.string(),
  destinationBin: z.string(),
  status: statusSchema,
  confirmedBin: z.string().nullable(),
  confirmedQuantity: z.string().nullable(),
  confirmedSerials: z.array(z.string()).nullable(),
  destinationDiffers: z.boolean(),
  quantityShort: z.boolean(),
  confirmedMatDoc: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type TransferOrderLineView = z.infer<typeof transferOrderLineView>;

export const transferOrderSummary = z.object({
  orderId: z.string(),
  warehouseId: z.string(),
  plant: z.string(),
  sloc: z.string(),
  type: z.enum(TRANSFER_ORDER_TYPES),
  status: statusSchema,
  referenceMatDoc: z.string().nullable(),
  reference: z.object({ type: z.string(), number: z.string() }).nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  lineCount: z.number(),
  openLines: z.number(),
});
export type TransferOrderSummary = z.infer<typeof transferOrderSummary>;

/** An order's header: the summary and who closed it when. */
const transferOrderHeader = transferOrderSummary.extend({ closedBy: z.string().nullable(), closedAt: z.string().nullable() });

export const transferOrderView = transferOrderHeader.extend({ lines: z.array(transferOrderLineView) });
export type TransferOrderView = z.infer<typeof transferOrderView>;

/** One line with its order's header (the handheld's line screen). */
export const transferOrderLineWithOrder = z.object({
  order: transferOrderHeader,
  line: transferOrderLineView,
});

/** Answer of creating a transfer order (moves nothing yet). */
export const createdTransferOrder = z.object({
  orderId: z.string(),
  lines: z.array(
    z.object({ lineNo: z.number(), material: z.string(), quantity: z.string(), sourceBin: z.string(), destinationBin: z.string() }),
  ),
});

/** Answer of cancelling the open lines of a transfer order. */
export const cancelledTransferOrder = z.object({ orderId: z.string(), status: statusSchema, cancelledLines: z.number() });

/** A short confirmation keeps the rest open: the new OPEN line of the same order (same source and destination). */
export const remainderLine = z.object({ lineNo: z.number(), quantity: z.string() });

/** Answer of a confirmation (and of its replay under the same Idempotency-Key). */
export const confirmedTransferOrderLine = z.object({
  orderId: z.string(),
  lineNo: z.number(),
  matDoc: z.string(),
  orderStatus: statusSchema,
  destinationDiffers: z.boolean(),
  quantityShort: z.boolean(),
  remainder: remainderLine.nullable(),
});
export type ConfirmedTransferOrderLine = z.infer<typeof confirmedTransferOrderLine>;
