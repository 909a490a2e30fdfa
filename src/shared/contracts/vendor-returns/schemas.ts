import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { deliveryNumberSchema, deliveryStatusSchema } from '../deliveries/schemas';
import { poNumberSchema } from '../orders/schemas';
import { matDocSchema, pageQuery, plantIdSchema, quantitySchema, serialsSchema } from '../stock/schemas';

/**
 * Returns to vendor (issue 39): a return delivery against a goods receipt (122: the GR document's items,
 * limited to what that receipt brought in, is still in stock and no earlier return took) or return items on a
 * purchase order (161: limited to what was received on the item and is still in stock), a reason per item. Each
 * is an outbound delivery (order type RTV) picked, packed, issued (122 / 161) and shipped through the outbound
 * chain; it is read here, never through the published delivery answers (docs/ARCHITECTURE.md).
 */
export const VENDOR_RETURN_KINDS = ['122', '161'] as const;
export const vendorReturnKindSchema = z.enum(VENDOR_RETURN_KINDS, { error: message('val.vendorReturnKind') });
export const VENDOR_RETURN_REASONS = ['0001', '0002', '0003', '0004'] as const;
export const vendorReturnReasonSchema = z.enum(VENDOR_RETURN_REASONS, { error: message('val.vendorReturnReason') });
export const MAX_VENDOR_RETURN_ITEMS = 200;
export const MAX_VENDOR_RETURN_SERIALS = 1000;

const itemNumber = z
  .number({ error: message('val.itemNumber') })
  .int()
  .positive()
  .max(999999);
const noteSchema = z
  .string({ error: message('val.noteText') })
  .trim()
  .max(200, says('val.noteMax'));
const returnItem = z.strictObject({
  /** 122: the goods receipt's item; 161: the purchase order's item */
  item: itemNumber,
  quantity: quantitySchema,
  reason: vendorReturnReasonSchema,
  serials: serialsSchema(MAX_VENDOR_RETURN_SERIALS, 'item').optional(),
});
const items = z
  .array(returnItem)
  .min(1, says('val.chooseItem'))
  .max(MAX_VENDOR_RETURN_ITEMS, says('val.vendorReturnItemsMax', { max: MAX_VENDOR_RETURN_ITEMS }));

export const createVendorReturnSchema = z.discriminatedUnion(
  'movementType',
  [
    z.strictObject({ movementType: z.literal('122'), grDocument: matDocSchema, items, note: noteSchema.optional() }),
    z.strictObject({ movementType: z.literal('161'), poNumber: poNumberSchema, items, note: noteSchema.optional() }),
  ],
  { error: message('val.vendorReturnKind') },
);
export type CreateVendorReturnInput = z.output<typeof createVendorReturnSchema>;

export const vendorReturnParams = z.object({ deliveryNumber: deliveryNumberSchema });
export const receiptParams = z.object({ matDoc: matDocSchema });
export const purchaseOrderParams = z.object({ poNumber: poNumberSchema });

export const vendorReturnSearchSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  poNumber: poNumberSchema.optional(),
  status: deliveryStatusSchema.optional(),
  ...pageQuery(100, 25),
});
export type VendorReturnSearch = z.output<typeof vendorReturnSearchSchema>;

export const vendorReturnReasons = z.object({
  reasons: z.array(z.object({ reasonCode: vendorReturnReasonSchema, description: z.string() })),
});

/** What can go back of one item (a receipt's item for 122, a purchase order's item for 161). */
export const returnableItem = z.object({
  item: z.number(),
  poItem: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  baseUnit: z.string(),
  serialized: z.boolean(),
  plant: z.string(),
  sloc: z.string(),
  /** what the receipt brought in (122) or what was received on the item (161) */
  receivedQuantity: z.string(),
  /** what returns (issued or still open) took of it */
  returnedQuantity: z.string(),
  /** unrestricted in the storage location, not yet in a delivery */
  inStockQuantity: z.string(),
  returnableQuantity: z.string(),
  /** serialized: the serials of the receipt (122) or the item (161) still in stock and on no return */
  serials: z.array(z.string()),
});
export type ReturnableItem = z.infer<typeof returnableItem>;
export const returnable = z.object({
  movementType: vendorReturnKindSchema,
  poNumber: z.string(),
  grDocument: z.string().nullable(),
  vendor: z.string(),
  vendorName: z.string(),
  plant: z.string(),
  items: z.array(returnableItem),
});
export type Returnable = z.infer<typeof returnable>;

const summaryFields = {
  deliveryNumber: z.string(),
  movementType: vendorReturnKindSchema,
  poNumber: z.string(),
  grDocument: z.string().nullable(),
  vendor: z.string(),
  vendorName: z.string(),
  plant: z.string(),
  status: deliveryStatusSchema,
  itemCount: z.number(),
  createdAt: z.string(),
};
export const vendorReturnSummary = z.object(summaryFields);
export type VendorReturnSummary = z.infer<typeof vendorReturnSummary>;

export const vendorReturnView = z.object({
  ...summaryFields,
  /** the vendor's name as the outbound screens show a ship-to */
  partnerName: z.string(),
  note: z.string(),
  goodsIssueMatDoc: z.string().nullable(),
  shipmentNumber: z.string().nullable(),
  items: z.array(
    z.object({
      itemNo: z.number(),
      poItem: z.number(),
      grItem: z.number().nullable(),
      material: z.string(),
      materialDescription: z.string(),
      baseUnit: z.string(),
      serialized: z.boolean(),
      sloc: z.string(),
      quantity: z.string(),
      pickedQuantity: z.string(),
      packedQuantity: z.string(),
      issuedQuantity: z.string(),
      reason: vendorReturnReasonSchema,
      reasonText: z.string(),
      /** the serials to return (chosen when it was created) */
      serials: z.array(z.string()),
      /** the serials picked for it so far */
      pickedSerials: z.array(z.string()),
    }),
  ),
  transferOrders: z.array(z.object({ orderId: z.string(), status: z.string(), openLines: z.number() })),
  documents: z.array(
    z.object({ matDoc: z.string(), postingDate: z.string(), movementType: z.string(), reversalOf: z.string().nullable() }),
  ),
});
export type VendorReturnView = z.infer<typeof vendorReturnView>;
