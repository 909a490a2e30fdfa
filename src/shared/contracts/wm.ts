import { z } from 'zod';
import {
  batchSchema,
  binIdSchema,
  matDocSchema,
  materialIdSchema,
  plantIdSchema,
  quantitySchema,
  type StockCategoryCode,
  serialNumberSchema,
  slocIdSchema,
  stockCategorySchema,
} from './stock';

/**
 * Contracts of the warehouse-management API: transfer orders (put-away, picking, bin to bin)
 * under /supplier/api/warehouse/orders and the suggested-bin lookup, shared by server and web.
 */

export const TRANSFER_ORDER_TYPES = ['PUTAWAY', 'PICK', 'BIN_TO_BIN'] as const;
export const TRANSFER_ORDER_STATUSES = ['OPEN', 'CONFIRMED', 'CANCELLED'] as const;
export type TransferOrderTypeCode = (typeof TRANSFER_ORDER_TYPES)[number];
export type TransferOrderStatusCode = (typeof TRANSFER_ORDER_STATUSES)[number];

export const orderIdSchema = z.string().regex(/^\d{10}$/, 'A transfer order number has 10 digits.');
export const orderLineSchema = z.coerce
  .number({ error: 'A transfer order line is a number.' })
  .int('A transfer order line is a whole number.')
  .min(1, 'A transfer order line is at least 1.')
  .max(9999, 'A transfer order line is at most 9999.');
const warehouseIdSchema = z.string().regex(/^[A-Za-z0-9]{1,3}$/, 'A warehouse has 1 to 3 letters or digits.');
const isoDate = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });

export const MAX_TRANSFER_ORDER_LINES = 500;

export const transferOrderLineInputSchema = z.strictObject({
  material: materialIdSchema,
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  quantity: quantitySchema,
  serials: z.array(serialNumberSchema).max(5000, 'At most 5000 serials per line.').optional(),
  sourceBin: binIdSchema,
  /** Omitted: the suggested bin (fixed bin, a bin holding the material with room, the next empty bin). */
  destinationBin: binIdSchema.optional(),
});
export type TransferOrderLineInput = z.output<typeof transferOrderLineInputSchema>;

export const createTransferOrderSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  type: z.enum(['PUTAWAY', 'BIN_TO_BIN'], { error: 'A transfer order created here is PUTAWAY or BIN_TO_BIN.' }),
  lines: z
    .array(transferOrderLineInputSchema)
    .min(1, 'A transfer order needs at least one line.')
    .max(MAX_TRANSFER_ORDER_LINES, `A transfer order has at most ${MAX_TRANSFER_ORDER_LINES} lines.`),
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
  serials: z.array(serialNumberSchema).max(5000, 'At most 5000 serials per line.').optional(),
  destinationBin: binIdSchema,
});
export type ConfirmTransferOrderLineInput = z.output<typeof confirmTransferOrderLineSchema>;
export type ConfirmTransferOrderLineRequest = z.input<typeof confirmTransferOrderLineSchema>;

const pageSchema = z.coerce.number().int().min(1).max(100000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(100).default(20);

export const transferOrderSearchSchema = z.strictObject({
  warehouse: warehouseIdSchema.optional(),
  status: z.enum(TRANSFER_ORDER_STATUSES, { error: 'Status must be OPEN, CONFIRMED or CANCELLED.' }).optional(),
  type: z.enum(TRANSFER_ORDER_TYPES, { error: 'Type must be PUTAWAY, PICK or BIN_TO_BIN.' }).optional(),
  material: materialIdSchema.optional(),
  bin: binIdSchema.optional(),
  referenceMatDoc: matDocSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
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
export type SuggestionReason = 'FIXED' | 'EXISTING' | 'EMPTY';

export interface SuggestedBin {
  warehouseId: string;
  binId: string;
  storageType: string;
  binType: string;
  reason: SuggestionReason;
  /** Room left in the bin before this quantity, or null when the bin has no capacity limit. */
  room: string | null;
}

export interface TransferOrderLineView {
  lineNo: number;
  material: string;
  materialDescription: string;
  baseUnit: string;
  serialized: boolean;
  batch: string;
  category: StockCategoryCode;
  quantity: string;
  serials: string[];
  sourceBin: string;
  destinationBin: string;
  status: TransferOrderStatusCode;
  confirmedBin: string | null;
  confirmedQuantity: string | null;
  confirmedSerials: string[] | null;
  destinationDiffers: boolean;
  quantityShort: boolean;
  confirmedMatDoc: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
}

export interface TransferOrderSummary {
  orderId: string;
  warehouseId: string;
  plant: string;
  sloc: string;
  type: TransferOrderTypeCode;
  status: TransferOrderStatusCode;
  referenceMatDoc: string | null;
  reference: { type: string; number: string } | null;
  createdBy: string;
  createdAt: string;
  lineCount: number;
  openLines: number;
}

export interface TransferOrderView extends TransferOrderSummary {
  closedBy: string | null;
  closedAt: string | null;
  lines: TransferOrderLineView[];
}

/** Answer of a confirmation (and of its replay under the same Idempotency-Key). */
export interface ConfirmedTransferOrderLine {
  orderId: string;
  lineNo: number;
  matDoc: string;
  orderStatus: TransferOrderStatusCode;
  destinationDiffers: boolean;
  quantityShort: boolean;
}
