import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { stoNumberSchema } from '../orders/schemas';
import {
  batchSchema,
  binIdSchema,
  code,
  dateRangeFields,
  documentNumberSchema,
  isoDate,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  quantitySchema,
  serialNumberSchema,
  serialsSchema,
} from '../stock/schemas';
import { remainderLine } from '../transfer-orders/schemas';

/**
 * Outbound: deliveries due (open sales-order and stock-transport-order items), creating deliveries,
 * picking through PICK transfer orders, goods issue (601 / 641) and its reversal (602 / 642).
 */

export const deliveryNumberSchema = documentNumberSchema('delivery');
export const salesOrderNumberSchema = documentNumberSchema('salesOrder');
export { stoNumberSchema };
export const ORDER_TYPES = ['SO', 'STO'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES, { error: message('val.orderType') });
export const DELIVERY_STATUSES = ['OPEN', 'PICKING', 'PICKED', 'PACKED', 'GOODS_ISSUED', 'DELIVERED'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES, {
  error: message('val.deliveryStatus'),
});
export type DeliveryStatusCode = z.infer<typeof deliveryStatusSchema>;
/** A customer number or a receiving plant: the ship-to of a delivery. */
const partnerSchema = z
  .string({ error: message('val.shipToText') })
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, says('val.shipToChars'));
const routeSchema = z
  .string({ error: message('val.routeText') })
  .trim()
  .regex(/^[A-Za-z0-9]{1,6}$/, says('val.routeChars'));

export const deliveriesDueSearchSchema = z.strictObject({
  /** due by this date (inclusive) */
  dueBy: isoDate.optional(),
  plant: plantIdSchema.optional(),
  shippingPoint: plantIdSchema.optional(),
  partner: partnerSchema.optional(),
  route: routeSchema.optional(),
  orderType: orderTypeSchema.optional(),
  ...pageQuery(200, 25),
});
export type DeliveriesDueSearch = z.output<typeof deliveriesDueSearchSchema>;

/** Where an order or a delivery ships from (plant, shipping point) and to (the partner, by route). */
const shipmentRouteFields = {
  plant: z.string(),
  shippingPoint: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  route: z.string().nullable(),
};

export const deliveryDueRow = z.object({
  orderType: orderTypeSchema,
  orderNumber: z.string(),
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  ...shipmentRouteFields,
  deliveryDate: z.string(),
  quantity: z.string(),
  openQuantity: z.string(),
});
export type DeliveryDueRow = z.infer<typeof deliveryDueRow>;

/** A delivery type (SAP's LF, NL): which orders it delivers; the delivery screens' order filters list these. */
export const deliveryTypeRow = z.object({ deliveryType: z.string(), description: z.string(), orderType: orderTypeSchema });
export type DeliveryTypeRow = z.infer<typeof deliveryTypeRow>;
export const deliveryTypes = z.object({ deliveryTypes: z.array(deliveryTypeRow) });

const option = z.object({ value: z.string(), label: z.string() });
export const deliveriesInitData = z.object({
  plants: z.array(option),
  routes: z.array(option),
  statuses: z.array(option),
  /** whether the user may create deliveries, pick and post goods issues (SD VL02N) */
  mayPost: z.boolean(),
});
export type DeliveriesInitData = z.infer<typeof deliveriesInitData>;

export const errorLogEntry = z.object({
  logId: z.number(),
  itemNo: z.number().nullable(),
  deliveryNumber: z.string().nullable(),
  code: z.string(),
  message: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntry>;
export const errorLog = z.object({ entries: z.array(errorLogEntry) });

/** What an order item and a delivery item both show: the item, its material and storage location, the quantity. */
const itemBase = z.object({
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  baseUnit: z.string(),
  serialized: z.boolean(),
  sloc: z.string(),
  quantity: z.string(),
});
export const deliveryOrderItem = itemBase.extend({
  inDeliveryQuantity: z.string(),
  issuedQuantity: z.string(),
  openQuantity: z.string(),
  deliveryDate: z.string(),
  closed: z.boolean(),
});
export type DeliveryOrderItem = z.infer<typeof deliveryOrderItem>;

export const deliverySummary = z.object({
  deliveryNumber: z.string(),
  orderType: orderTypeSchema,
  orderNumber: z.string(),
  ...shipmentRouteFields,
  deliveryDate: z.string(),
  status: deliveryStatusSchema,
  itemCount: z.number(),
  createdAt: z.string(),
});
export type DeliverySummary = z.infer<typeof deliverySummary>;

export const deliveryOrderView = z.object({
  orderType: orderTypeSchema,
  orderNumber: z.string(),
  ...shipmentRouteFields,
  creditBlock: z.boolean(),
  documentDate: z.string(),
  items: z.array(deliveryOrderItem),
  deliveries: z.array(deliverySummary),
  errors: z.array(errorLogEntry),
});
export type DeliveryOrderView = z.infer<typeof deliveryOrderView>;

/** A sales order as a whole: OPEN (an item still to go into a delivery), IN_DELIVERY (all in deliveries, not all issued), COMPLETED (every item issued or closed). */
export const SALES_ORDER_STATUSES = ['OPEN', 'IN_DELIVERY', 'COMPLETED'] as const;
export const salesOrderStatusSchema = z.enum(SALES_ORDER_STATUSES, { error: message('val.salesOrderStatus') });
export type SalesOrderStatus = z.infer<typeof salesOrderStatusSchema>;
/** Sales orders by customer, material, document date range and status (as the stock transport orders' search). */
export const salesOrderSearchSchema = z.strictObject({
  customer: code('field.customer', 10).optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  ...dateRangeFields,
  status: salesOrderStatusSchema.optional(),
  ...pageQuery(100, 25),
});
export type SalesOrderSearch = z.output<typeof salesOrderSearchSchema>;
export const salesOrderSummary = z.object({
  salesOrderNumber: z.string(),
  customer: z.string(),
  customerName: z.string(),
  plant: z.string(),
  documentDate: z.string(),
  status: salesOrderStatusSchema,
  itemCount: z.number(),
  /** items with quantity still to go into a delivery */
  openItems: z.number(),
});
export type SalesOrderSummary = z.infer<typeof salesOrderSummary>;

export const MAX_DELIVERY_LINES = 1000;
export const createDeliverySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        itemNo: z
          .number({ error: message('val.itemNumber') })
          .int()
          .positive()
          .max(999999),
        quantity: quantitySchema,
      }),
    )
    .min(1, says('val.chooseItem'))
    .max(MAX_DELIVERY_LINES, says('val.deliveryItemsMax', { max: MAX_DELIVERY_LINES })),
});
export type CreateDeliveryInput = z.output<typeof createDeliverySchema>;
export const createdDeliveries = z.object({
  deliveries: z.array(z.object({ deliveryNumber: z.string(), deliveryDate: z.string(), itemCount: z.number() })),
});
export type CreatedDeliveries = z.infer<typeof createdDeliveries>;

export const deliverySearchSchema = z.strictObject({
  deliveryNumber: deliveryNumberSchema.optional(),
  orderNumber: documentNumberSchema('order').optional(),
  partner: partnerSchema.optional(),
  status: deliveryStatusSchema.optional(),
  ...dateRangeFields,
  plant: plantIdSchema.optional(),
  ...pageQuery(200, 25),
});
export type DeliverySearch = z.output<typeof deliverySearchSchema>;

export const deliveryItemView = itemBase.extend({
  pickedQuantity: z.string(),
  issuedQuantity: z.string(),
  serials: z.array(z.string()),
});
export const deliveryTransferOrder = z.object({
  orderId: z.string(),
  status: z.string(),
  lineCount: z.number(),
  openLines: z.number(),
});
export const deliveryDocument = z.object({
  matDoc: z.string(),
  postingDate: z.string(),
  movementType: z.string(),
  reversalOf: z.string().nullable(),
  reversedBy: z.string().nullable(),
});
export const deliveryView = deliverySummary.extend({
  goodsIssueMatDoc: z.string().nullable(),
  items: z.array(deliveryItemView),
  transferOrders: z.array(deliveryTransferOrder),
  documents: z.array(deliveryDocument),
  errors: z.array(errorLogEntry),
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const pickOrdersCreated = z.object({
  deliveryNumber: z.string(),
  status: deliveryStatusSchema,
  transferOrders: z.array(z.object({ orderId: z.string(), lineCount: z.number() })),
});
export type PickOrdersCreated = z.infer<typeof pickOrdersCreated>;

/** The handheld scans a delivery number or the number of one of its PICK transfer orders. */
export const pickListQuerySchema = z.strictObject({ scan: documentNumberSchema('deliveryOrTransferOrder') });
export const pickLine = z.object({
  orderId: z.string(),
  plant: z.string(),
  sloc: z.string(),
  lineNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  serialized: z.boolean(),
  batch: z.string(),
  quantity: z.string(),
  sourceBin: z.string(),
  destinationBin: z.string(),
  /** the material's GTINs: a GTIN or GS1 scan counts as the material */
  gtins: z.array(z.string()),
});
export type PickLine = z.infer<typeof pickLine>;
export const pickList = z.object({
  deliveryNumber: z.string(),
  status: deliveryStatusSchema,
  partnerName: z.string(),
  /** open lines in the order of the bin sequence */
  lines: z.array(pickLine),
});
export type PickList = z.infer<typeof pickList>;

/**
 * validate-equipment (spec section 7, deliveries): may this serial be picked (PICK: of the delivery's
 * material, in the bin being picked, unrestricted, not locked, on no other delivery) or packed (PACK:
 * picked for this delivery, packed nowhere yet)? A refusal is a 4xx naming the reason in words.
 */
export const EQUIPMENT_CHECK_STEPS = ['PICK', 'PACK'] as const;
export const validateEquipmentQuerySchema = z.strictObject({
  serialNo: serialNumberSchema,
  material: materialIdSchema.optional(),
  bin: binIdSchema.optional(),
  step: z.enum(EQUIPMENT_CHECK_STEPS, { error: message('val.equipmentStep') }).default('PICK'),
});
export type ValidateEquipmentQuery = z.output<typeof validateEquipmentQuerySchema>;
export const equipmentValidation = z.object({
  deliveryNumber: z.string(),
  serialNumber: z.string(),
  material: z.string(),
  /** the delivery item the serial goes to (PACK: the item it was picked for; PICK: the first item of its material) */
  itemNo: z.number(),
  /** where it lies now */
  bin: z.string().nullable(),
  valid: z.literal(true),
  /** the answer in words */
  message: z.string(),
});
export type EquipmentValidation = z.infer<typeof equipmentValidation>;

export const SHORT_REMAINDER = ['OPEN', 'DIFFERENCE'] as const;
export const confirmPickSchema = z
  .strictObject({
    sourceBin: binIdSchema,
    material: materialIdSchema,
    batch: batchSchema.optional(),
    quantity: quantitySchema,
    serials: serialsSchema(5000).optional(),
    /** a short pick: why, and where the rest goes (stays open on the order, or to the differences bin) */
    shortReason: z.string().trim().min(1, says('val.reasonRequired')).max(60, says('val.shortReasonMax')).optional(),
    remainder: z.enum(SHORT_REMAINDER, { error: message('val.shortRemainder') }).optional(),
  })
  .refine((v) => !v.remainder || v.shortReason, { error: message('val.shortPickReason'), path: ['shortReason'] });
export type ConfirmPickInput = z.output<typeof confirmPickSchema>;
export const confirmedPick = z.object({
  deliveryNumber: z.string(),
  orderId: z.string(),
  lineNo: z.number(),
  matDoc: z.string(),
  deliveryStatus: deliveryStatusSchema,
  remainder: remainderLine.nullable(),
  differenceMatDoc: z.string().nullable(),
});
export type ConfirmedPick = z.infer<typeof confirmedPick>;

export const goodsIssueSchema = z.strictObject({ deliveryNumber: deliveryNumberSchema });
export const goodsIssued = z.object({
  deliveryNumber: z.string(),
  matDoc: z.string(),
  movementType: z.string(),
  status: deliveryStatusSchema,
});
export type GoodsIssued = z.infer<typeof goodsIssued>;

/** Remembered search filters: text fields of at most so many characters each. */
const textPreferences = <const K extends string>(maxLengths: Record<K, number>) =>
  z.object(
    Object.fromEntries(
      Object.entries(maxLengths).map(([k, n]) => [
        k,
        z
          .string()
          .max(n as number)
          .optional(),
      ]),
    ) as Record<K, z.ZodOptional<z.ZodString>>,
  );

/** The deliveries-due filters a user last applied (userprefs `deliverydue`). */
export const deliveryDuePreferences = textPreferences({ dueBy: 10, plant: 4, shippingPoint: 4, partner: 10, route: 6, orderType: 3 });
export type DeliveryDuePreferences = z.infer<typeof deliveryDuePreferences>;

/** The deliveries search a user last ran (userprefs `delivery`). */
export const deliveryPreferences = textPreferences({
  deliveryNumber: 10,
  orderNumber: 10,
  partner: 10,
  status: 14,
  dateFrom: 10,
  dateTo: 10,
});
export type DeliveryPreferences = z.infer<typeof deliveryPreferences>;

/** A GraphQL request (read-only): the query document, its variables (GET: as JSON text), an operation name. */
const graphqlQueryText = z
  .string({ error: message('val.graphqlQueryText') })
  .min(1, says('val.graphqlQueryRequired'))
  .max(10000, says('val.graphqlQueryMax'));
const operationName = z
  .string()
  .regex(/^[_A-Za-z][_0-9A-Za-z]{0,99}$/, says('val.graphqlOperationName'))
  .optional();
export const graphqlBodySchema = z.strictObject({
  query: graphqlQueryText,
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: operationName.nullish(),
});
export const graphqlQuerySchema = z.strictObject({
  query: graphqlQueryText,
  variables: z.string().max(10000, says('val.graphqlVariablesMax')).optional(),
  operationName,
});
export const graphqlResponse = z.object({
  data: z.record(z.string(), z.unknown()).nullable(),
  errors: z
    .array(z.object({ message: z.string(), code: z.string().optional(), path: z.array(z.union([z.string(), z.number()])).optional() }))
    .optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponse>;
