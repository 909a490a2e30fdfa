import { z } from 'zod';
import {
  batchSchema,
  binIdSchema,
  materialIdSchema,
  type PostedMaterialDocument,
  plantIdSchema,
  quantitySchema,
  serialNumberSchema,
  slocIdSchema,
} from './stock';

/**
 * Contracts of inbound: purchase orders and stock transport orders (read), goods receipts for
 * them (post), serial validation and serial lists for serial entry. Shared by server and web.
 */

export const poNumberSchema = z.string().regex(/^\d{10}$/, 'A purchase order number has 10 digits.');
export const stoNumberSchema = z.string().regex(/^\d{10}$/, 'A stock transport order number has 10 digits.');
const vendorIdSchema = z.string().regex(/^[A-Za-z0-9]{1,10}$/, 'A vendor has 1 to 10 letters or digits.');
const isoDate = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });
const pageSchema = z.coerce.number().int().min(1).max(100000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(100).default(10);
const flag = z
  .enum(['true', 'false'], { error: 'Use true or false.' })
  .transform((v) => v === 'true')
  .optional();

export const purchaseOrderSearchSchema = z.strictObject({
  vendor: vendorIdSchema.optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** only orders with an item still to receive (default true) */
  open: flag,
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type PurchaseOrderSearch = z.output<typeof purchaseOrderSearchSchema>;

export const stoSearchSchema = z.strictObject({
  /** the receiving plant (where goods receipt happens) */
  plant: plantIdSchema.optional(),
  supplyingPlant: plantIdSchema.optional(),
  material: materialIdSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** only orders with stock in transit still to receive (default true) */
  open: flag,
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type StoSearch = z.output<typeof stoSearchSchema>;

export interface PurchaseOrderSummary {
  poNumber: string;
  vendor: string;
  vendorName: string;
  plant: string;
  documentDate: string;
  itemCount: number;
  openItems: number;
}

export interface PurchaseOrderItemView {
  itemNo: number;
  material: string;
  materialDescription: string;
  baseUnit: string;
  serialized: boolean;
  batchManaged: boolean;
  qualityInspected: boolean;
  plant: string;
  sloc: string;
  quantity: string;
  receivedQuantity: string;
  openQuantity: string;
  overTolerancePct: string;
  /** the most a receipt may still bring: open quantity plus the over-delivery tolerance */
  maxReceivable: string;
  deliveryDate: string;
  closed: boolean;
}

export interface PurchaseOrderView {
  poNumber: string;
  vendor: string;
  vendorName: string;
  plant: string;
  plantName: string;
  companyCode: string;
  documentDate: string;
  items: PurchaseOrderItemView[];
}

export interface StoSummary {
  stoNumber: string;
  supplyingPlant: string;
  receivingPlant: string;
  documentDate: string;
  itemCount: number;
  /** items with stock in transit still to receive */
  openItems: number;
}

export interface StoItemView {
  itemNo: number;
  material: string;
  materialDescription: string;
  baseUnit: string;
  serialized: boolean;
  batchManaged: boolean;
  qualityInspected: boolean;
  supplyingSloc: string;
  receivingSloc: string;
  quantity: string;
  issuedQuantity: string;
  receivedQuantity: string;
  /** issued and not yet received: what a goods receipt may take */
  inTransitQuantity: string;
  closed: boolean;
  /** serials issued for this order and still in transit to the receiving plant */
  serialsInTransit: string[];
  /** batches issued for this order, for batch-managed materials */
  batchesInTransit: string[];
}

export interface StoView {
  stoNumber: string;
  supplyingPlant: string;
  supplyingPlantName: string;
  receivingPlant: string;
  receivingPlantName: string;
  documentDate: string;
  items: StoItemView[];
}

const receiptItemSchema = z.strictObject({
  itemNo: z.number({ error: 'The item is a number.' }).int().positive().max(999999),
  quantity: quantitySchema,
  /** receiving storage location; default: the order item's */
  sloc: slocIdSchema.optional(),
  batch: batchSchema.optional(),
  serials: z.array(serialNumberSchema).max(5000, 'At most 5000 serials per item.').optional(),
});
export type ReceiptItemInput = z.output<typeof receiptItemSchema>;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters.`).optional();

export const poGoodsReceiptSchema = z.strictObject({
  purchaseOrderNo: poNumberSchema,
  postingDate: isoDate.optional(),
  documentDate: isoDate.optional(),
  deliveryNote: text('The delivery note', 40),
  headerText: text('The header text', 120),
  items: z.array(receiptItemSchema).min(1, 'Receive at least one item.').max(500, 'At most 500 items per receipt.'),
});
export type PoGoodsReceiptInput = z.output<typeof poGoodsReceiptSchema>;
export type PoGoodsReceiptRequest = z.input<typeof poGoodsReceiptSchema>;

export const stoGoodsReceiptSchema = z.strictObject({
  stoNumber: stoNumberSchema,
  postingDate: isoDate.optional(),
  documentDate: isoDate.optional(),
  billOfLading: text('The bill of lading', 40),
  headerText: text('The header text', 120),
  items: z.array(receiptItemSchema).min(1, 'Receive at least one item.').max(500, 'At most 500 items per receipt.'),
});
export type StoGoodsReceiptInput = z.output<typeof stoGoodsReceiptSchema>;
export type StoGoodsReceiptRequest = z.input<typeof stoGoodsReceiptSchema>;

/** Answer of a goods receipt: the material document and, for a warehouse-managed storage location, the put-away transfer order. */
export interface GoodsReceiptPosted extends PostedMaterialDocument {
  /** the goods-receipt area bin the stock landed in (warehouse-managed storage locations) */
  grBin: string | null;
  transferOrder: string | null;
  /** why no put-away transfer order could be created (e.g. no bin has room); the receipt is posted */
  putawayWarning: string | null;
}

export const SERIAL_PURPOSES = ['RECEIPT', 'TRANSIT', 'STOCK'] as const;

export const serialValidationSchema = z.strictObject({
  material: materialIdSchema,
  /** validated here rather than by the schema: an unknown format is the answer, not a 400 */
  serialNo: z.string().max(200),
  plant: plantIdSchema,
  /** RECEIPT: new from outside (not in stock); TRANSIT: in transit to the plant (for sto); STOCK: in stock at the position */
  purpose: z.enum(SERIAL_PURPOSES, { error: 'Purpose is RECEIPT, TRANSIT or STOCK.' }),
  sto: stoNumberSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
});
export type SerialValidation = z.output<typeof serialValidationSchema>;

export interface SerialValidationResult {
  serialNumber: string;
  material: string;
  valid: true;
}

export const materialSerialsQuerySchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  /** IN_STOCK (default) at the position, or IN_TRANSIT to the plant (optionally for one sto) */
  status: z.enum(['IN_STOCK', 'IN_TRANSIT']).default('IN_STOCK'),
  sto: stoNumberSchema.optional(),
});
export type MaterialSerialsQuery = z.output<typeof materialSerialsQuerySchema>;

export interface MaterialSerials {
  material: string;
  serials: string[];
  /** the list stops at this many */
  limit: number;
}

/** Screen JSON of /supplier/warehouse/goodsreceipt/initdata.json. */
export interface GoodsReceiptInitData {
  /** the user may post receipts (MIGO); a supplier sees its purchase orders read-only */
  canPost: boolean;
  isSupplier: boolean;
  plants: { plantId: string; name: string; slocs: { slocId: string; name: string; warehouseManaged: boolean }[] }[];
  vendors: { vendorId: string; name: string }[];
  today: string;
}

export const goodsReceiptListSchema = z.strictObject({
  type: z.enum(['PO', 'STO']).default('PO'),
  /** a scanned or typed order number */
  number: z.string().trim().max(40).optional(),
  vendor: vendorIdSchema.optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type GoodsReceiptListQuery = z.output<typeof goodsReceiptListSchema>;

export interface GoodsReceiptListRow {
  type: 'PO' | 'STO';
  number: string;
  /** vendor name (PO) or supplying plant (STO) */
  partner: string;
  plant: string;
  documentDate: string;
  openItems: number;
  itemCount: number;
}
