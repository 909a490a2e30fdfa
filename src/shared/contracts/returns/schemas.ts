import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { deliveryNumberSchema } from '../deliveries/schemas';
import { customerNumberSchema } from '../master-data/schemas';
import { documentNumberSchema, materialIdSchema, pageQuery, plantIdSchema, serialNumberSchema, serialsSchema } from '../stock/schemas';

/**
 * Customer returns (RMA): a return order names the delivery that shipped its serials to the customer;
 * receiving it posts 651 into QUALITY or BLOCKED as its return reason says (an inspection lot opens for
 * QUALITY). Created on the screen or by the ERP (integration API, keyed by the ERP's own id).
 */
export const RETURN_ORDER_STATUSES = ['OPEN', 'PARTIAL', 'RECEIVED'] as const;
export const returnOrderStatusSchema = z.enum(RETURN_ORDER_STATUSES, { error: message('val.returnOrderStatus') });
export const RETURN_CATEGORIES = ['QUALITY', 'BLOCKED'] as const;
export const MAX_RETURN_SERIALS = 200;
export const rmaNumberSchema = documentNumberSchema('returnOrder');
export const rmaParams = z.object({ rmaNumber: rmaNumberSchema });
export const returnReasonSchema = z.string({ error: message('val.returnReason') }).regex(/^\d{4}$/, says('val.returnReason'));
const noteSchema = z
  .string({ error: message('val.noteText') })
  .trim()
  .max(200, says('val.noteMax'));

export const createReturnOrderSchema = z.strictObject({
  delivery: deliveryNumberSchema,
  reason: returnReasonSchema,
  serials: serialsSchema(MAX_RETURN_SERIALS, 'request').min(1, says('val.serialRequired')),
  note: noteSchema.optional(),
});
export type CreateReturnOrderInput = z.output<typeof createReturnOrderSchema>;

/** The ERP's return order: the same fields and its own id (a repeat with the same id answers the order made first). */
export const apiReturnOrderSchema = createReturnOrderSchema.extend({
  externalId: z
    .string({ error: message('val.externalIdText') })
    .trim()
    .min(1, says('val.externalIdRequired'))
    .max(40, says('val.externalIdMax'))
    .regex(/^[A-Za-z0-9._/-]+$/, says('val.externalIdChars')),
});
export type ApiReturnOrderInput = z.output<typeof apiReturnOrderSchema>;

export const returnOrderSearchSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  customer: customerNumberSchema.optional(),
  serialNo: serialNumberSchema.optional(),
  status: returnOrderStatusSchema.optional(),
  ...pageQuery(100, 25),
});
export type ReturnOrderSearch = z.output<typeof returnOrderSearchSchema>;

export const returnScanQuery = z.strictObject({
  code: z
    .string({ error: message('val.scanText') })
    .trim()
    .min(1, says('val.returnScanRequired'))
    .max(80, says('val.scanMax')),
});
export const returnSerialParams = z.object({ rmaNumber: rmaNumberSchema, serial: serialNumberSchema });
export const deliveryParams = z.object({ deliveryNumber: deliveryNumberSchema });

export const returnReason = z.object({ reasonCode: z.string(), category: z.enum(RETURN_CATEGORIES), description: z.string() });
export const returnReasons = z.object({ reasons: z.array(returnReason) });

const orderFields = {
  rmaNumber: z.string(),
  externalId: z.string().nullable(),
  plant: z.string(),
  sloc: z.string(),
  customer: z.string(),
  customerName: z.string(),
  delivery: z.string(),
  reason: z.string(),
  category: z.enum(RETURN_CATEGORIES),
  status: returnOrderStatusSchema,
  createdVia: z.enum(['SCREEN', 'API']),
  createdBy: z.string(),
  createdAt: z.string(),
};
export const returnOrderSummary = z.object({ ...orderFields, serialCount: z.number(), openSerials: z.number() });
export type ReturnOrderSummary = z.infer<typeof returnOrderSummary>;
export const returnOrderItem = z.object({
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  serialNumber: z.string(),
  issuedMatDoc: z.string(),
  receivedMatDoc: z.string().nullable(),
  lotNumber: z.string().nullable(),
});
export const returnOrderView = z.object({ ...orderFields, note: z.string(), items: z.array(returnOrderItem) });
export type ReturnOrderView = z.infer<typeof returnOrderView>;

/** A delivery's serials as a return order may name them: still at the customer, or why not. */
export const returnableSerials = z.object({
  delivery: z.string(),
  plant: z.string(),
  customer: z.string(),
  customerName: z.string(),
  serials: z.array(
    z.object({
      material: z.string(),
      materialDescription: z.string(),
      serialNumber: z.string(),
      issuedMatDoc: z.string(),
      atCustomer: z.boolean(),
      openReturnOrder: z.string().nullable(),
    }),
  ),
});
export type ReturnableSerials = z.infer<typeof returnableSerials>;

export const returnSerialCheck = z.object({ rmaNumber: z.string(), itemNo: z.number(), material: z.string(), serialNumber: z.string() });

export const receiveReturnSchema = z.strictObject({
  serials: serialsSchema(MAX_RETURN_SERIALS, 'request').min(1, says('val.serialRequired')),
});
export type ReceiveReturnInput = z.output<typeof receiveReturnSchema>;
export const returnReceived = z.object({
  rmaNumber: z.string(),
  matDoc: z.string(),
  status: returnOrderStatusSchema,
  category: z.enum(RETURN_CATEGORIES),
  bin: z.string().nullable(),
  lots: z.array(z.object({ lotNumber: z.string(), serialNumber: z.string() })),
});
export type ReturnReceived = z.infer<typeof returnReceived>;

export const sheetQuerySchema = z.strictObject({ format: z.enum(['pdf', 'zpl'], { error: message('val.sheetFormat') }).default('pdf') });
export { materialIdSchema };
