import { z } from 'zod';
import { type FieldLabelId, label, message, says } from '../../i18n/validation';
import { plantChoice } from '../master-data/schemas';
import { orderItemNoSchema, poNumberSchema, stoNumberSchema, vendorIdSchema } from '../orders/schemas';
import {
  batchSchema,
  binIdSchema,
  dateRangeFields,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  postedMaterialDocument,
  postingDateFields,
  quantitySchema,
  serialsSchema,
  slocIdSchema,
} from '../stock/schemas';

/**
 * Goods receipt: receipts for purchase orders and stock transport orders (post), serial
 * validation and serial lists for serial entry, and the goods-receipt screen's JSON.
 */

const receiptItemSchema = z.strictObject({
  itemNo: orderItemNoSchema,
  quantity: quantitySchema,
  /** receiving storage location; default: the order item's */
  sloc: slocIdSchema.optional(),
  batch: batchSchema.optional(),
  serials: serialsSchema(5000, 'item').optional(),
});
export type ReceiptItemInput = z.output<typeof receiptItemSchema>;

const text = (name: FieldLabelId, max: number) =>
  z
    .string()
    .trim()
    .max(max, says('val.atMostChars', { name: label(name), max }))
    .optional();

/** A goods receipt for an order: the order, posting and document date, the delivery's paper, header text and items. */
const receiptSchema = <O extends z.ZodRawShape, P extends z.ZodRawShape>(order: O, paper: P) =>
  z.strictObject({
    ...order,
    ...postingDateFields,
    ...paper,
    headerText: text('field.headerText', 120),
    items: z.array(receiptItemSchema).min(1, says('val.receiveItemRequired')).max(500, says('val.receiptItemsMax')),
  });

export const poGoodsReceiptSchema = receiptSchema({ purchaseOrderNo: poNumberSchema }, { deliveryNote: text('field.deliveryNote', 40) });
export type PoGoodsReceiptInput = z.output<typeof poGoodsReceiptSchema>;
export type PoGoodsReceiptRequest = z.input<typeof poGoodsReceiptSchema>;

export const stoGoodsReceiptSchema = receiptSchema({ stoNumber: stoNumberSchema }, { billOfLading: text('field.billOfLading', 40) });
export type StoGoodsReceiptInput = z.output<typeof stoGoodsReceiptSchema>;
export type StoGoodsReceiptRequest = z.input<typeof stoGoodsReceiptSchema>;

/** Answer of a goods receipt: the material document and, for a warehouse-managed storage location, the put-away transfer order. */
export const goodsReceiptPosted = postedMaterialDocument.extend({
  /** the goods-receipt area bin the stock landed in (warehouse-managed storage locations) */
  grBin: z.string().nullable(),
  transferOrder: z.string().nullable(),
  /** why no put-away transfer order could be created (e.g. no bin has room); the receipt is posted */
  putawayWarning: z.string().nullable(),
});
export type GoodsReceiptPosted = z.infer<typeof goodsReceiptPosted>;

export const SERIAL_PURPOSES = ['RECEIPT', 'TRANSIT', 'STOCK'] as const;

export const serialValidationSchema = z.strictObject({
  material: materialIdSchema,
  /** validated here rather than by the schema: an unknown format is the answer, not a 400 */
  serialNo: z.string().max(200),
  plant: plantIdSchema,
  /** RECEIPT: new from outside (not in stock); TRANSIT: in transit to the plant (for sto); STOCK: in stock at the position */
  purpose: z.enum(SERIAL_PURPOSES, { error: message('val.serialPurpose') }),
  sto: stoNumberSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
});
export type SerialValidation = z.output<typeof serialValidationSchema>;

export const serialValidationResult = z.object({ serialNumber: z.string(), material: z.string(), valid: z.literal(true) });
export type SerialValidationResult = z.infer<typeof serialValidationResult>;

export const materialSerialsQuerySchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  /** IN_STOCK (default) at the position, or IN_TRANSIT to the plant (optionally for one sto) */
  status: z.enum(['IN_STOCK', 'IN_TRANSIT']).default('IN_STOCK'),
  sto: stoNumberSchema.optional(),
});
export type MaterialSerialsQuery = z.output<typeof materialSerialsQuerySchema>;

export const materialSerials = z.object({
  material: z.string(),
  serials: z.array(z.string()),
  /** the list stops at this many */
  limit: z.number(),
});
export type MaterialSerials = z.infer<typeof materialSerials>;

/** Screen JSON of /supplier/warehouse/goodsreceipt/initdata.json. */
export const goodsReceiptInitData = z.object({
  /** the user may post receipts (MIGO); a supplier sees its purchase orders read-only */
  canPost: z.boolean(),
  isSupplier: z.boolean(),
  plants: z.array(
    plantChoice.extend({
      slocs: z.array(z.object({ slocId: z.string(), name: z.string(), warehouseManaged: z.boolean() })),
      /** today at the plant (its time zone): a receipt's default posting date and the latest one offered */
      today: z.string(),
    }),
  ),
  vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })),
  /** today in UTC, for an order of a plant not listed */
  today: z.string(),
});
export type GoodsReceiptInitData = z.infer<typeof goodsReceiptInitData>;

export const goodsReceiptListSchema = z.strictObject({
  type: z.enum(['PO', 'STO']).default('PO'),
  /** a scanned or typed order number */
  number: z.string().trim().max(40).optional(),
  vendor: vendorIdSchema.optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  ...dateRangeFields,
  ...pageQuery(100, 10),
});
export type GoodsReceiptListQuery = z.output<typeof goodsReceiptListSchema>;

export const goodsReceiptListRow = z.object({
  type: z.enum(['PO', 'STO']),
  number: z.string(),
  /** vendor name (PO) or supplying plant (STO) */
  partner: z.string(),
  plant: z.string(),
  documentDate: z.string(),
  openItems: z.number(),
  itemCount: z.number(),
});
export type GoodsReceiptListRow = z.infer<typeof goodsReceiptListRow>;
