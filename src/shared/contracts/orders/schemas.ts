import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import {
  dateRangeFields,
  documentNumberSchema,
  materialFields,
  materialFlagFields,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
} from '../stock/schemas';

/**
 * Purchase orders and stock transport orders (read): warehouse users by plant, a supplier its own
 * vendor's purchase orders only. Goods receipts for them are the goods-receipt area.
 */

export const poNumberSchema = documentNumberSchema('purchaseOrder');
export const stoNumberSchema = documentNumberSchema('stockTransportOrder');
/** An item of a purchase or stock transport order. */
export const orderItemNoSchema = z
  .number({ error: message('val.orderItemNumber') })
  .int()
  .positive()
  .max(999999);
export const vendorIdSchema = z.string().regex(/^[A-Za-z0-9]{1,10}$/, says('val.vendorChars'));
/** The dates, open filter and page of an order search; `open` (default true): only orders with something still to receive. */
const orderSearch = {
  ...dateRangeFields,
  open: z
    .enum(['true', 'false'], { error: message('val.trueOrFalseOnly') })
    .transform((v) => v === 'true')
    .optional(),
  ...pageQuery(100, 10),
};

export const purchaseOrderSearchSchema = z.strictObject({
  vendor: vendorIdSchema.optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  /** open: only orders with an item still to receive */
  ...orderSearch,
});
export type PurchaseOrderSearch = z.output<typeof purchaseOrderSearchSchema>;

export const stoSearchSchema = z.strictObject({
  /** the receiving plant (where goods receipt happens) */
  plant: plantIdSchema.optional(),
  supplyingPlant: plantIdSchema.optional(),
  material: materialIdSchema.optional(),
  /** open: only orders with stock in transit still to receive */
  ...orderSearch,
});
export type StoSearch = z.output<typeof stoSearchSchema>;

export const purchaseOrderSummary = z.object({
  poNumber: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  plant: z.string(),
  documentDate: z.string(),
  itemCount: z.number(),
  openItems: z.number(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummary>;

/** What a purchase order item and a stock transport order item both show: the item and its material. */
const orderItemBase = z.object({
  itemNo: z.number(),
  ...materialFields,
  ...materialFlagFields,
});

export const purchaseOrderItemView = orderItemBase.extend({
  plant: z.string(),
  sloc: z.string(),
  quantity: z.string(),
  receivedQuantity: z.string(),
  openQuantity: z.string(),
  overTolerancePct: z.string(),
  /** the most a receipt may still bring: open quantity plus the over-delivery tolerance */
  maxReceivable: z.string(),
  deliveryDate: z.string(),
  closed: z.boolean(),
});
export type PurchaseOrderItemView = z.infer<typeof purchaseOrderItemView>;

export const purchaseOrderView = z.object({
  poNumber: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  plant: z.string(),
  plantName: z.string(),
  companyCode: z.string(),
  documentDate: z.string(),
  items: z.array(purchaseOrderItemView),
});
export type PurchaseOrderView = z.infer<typeof purchaseOrderView>;

export const stoSummary = z.object({
  stoNumber: z.string(),
  supplyingPlant: z.string(),
  receivingPlant: z.string(),
  documentDate: z.string(),
  itemCount: z.number(),
  /** items with stock in transit still to receive */
  openItems: z.number(),
});
export type StoSummary = z.infer<typeof stoSummary>;

export const stoItemView = orderItemBase.extend({
  supplyingSloc: z.string(),
  receivingSloc: z.string(),
  quantity: z.string(),
  issuedQuantity: z.string(),
  receivedQuantity: z.string(),
  /** issued and not yet received: what a goods receipt may take */
  inTransitQuantity: z.string(),
  closed: z.boolean(),
  /** serials issued for this order and still in transit to the receiving plant */
  serialsInTransit: z.array(z.string()),
  /** batches issued for this order, for batch-managed materials */
  batchesInTransit: z.array(z.string()),
});
export type StoItemView = z.infer<typeof stoItemView>;

export const stoView = z.object({
  stoNumber: z.string(),
  supplyingPlant: z.string(),
  supplyingPlantName: z.string(),
  receivingPlant: z.string(),
  receivingPlantName: z.string(),
  documentDate: z.string(),
  items: z.array(stoItemView),
});
export type StoView = z.infer<typeof stoView>;
