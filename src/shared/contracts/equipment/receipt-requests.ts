import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import {
  dateRangeFields,
  documentNumberSchema,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  requiredText,
  serialNumberSchema,
  serialsSchema,
} from '../stock/schemas';

/**
 * Equipment receipt requests: serialized equipment announced to arrive outside a purchase order or a
 * shipping notice (a unit back from a customer or from repair): its serials, material, sender and reason.
 * Receiving recognises an announced serial at the scan (validate-receiving-material).
 */
export const RECEIPT_REQUEST_STATUSES = ['OPEN', 'RECEIVED', 'CANCELLED'] as const;
export const receiptRequestStatusSchema = z.enum(RECEIPT_REQUEST_STATUSES, { error: message('val.receiptRequestStatus') });
export const MAX_REQUEST_SERIALS = 500;
export const receiptRequestNumberSchema = documentNumberSchema('equipmentReceiptRequest');
export const receiptRequestParams = z.object({ requestNumber: receiptRequestNumberSchema });

export const createReceiptRequestSchema = z.strictObject({
  plant: plantIdSchema,
  material: materialIdSchema,
  serials: serialsSchema(MAX_REQUEST_SERIALS, 'request').min(1, says('val.serialRequired')),
  sender: requiredText('field.sender', 80),
  reason: requiredText('field.reason', 200),
});
export type CreateReceiptRequestInput = z.output<typeof createReceiptRequestSchema>;

export const receiptRequestSearchSchema = z.strictObject({
  serialNo: serialNumberSchema.optional(),
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  /** a part of the sender's name */
  sender: z
    .string({ error: message('val.senderText') })
    .trim()
    .max(80, says('val.senderMax'))
    .optional(),
  status: receiptRequestStatusSchema.optional(),
  ...dateRangeFields,
  ...pageQuery(100, 25),
});
export type ReceiptRequestSearch = z.output<typeof receiptRequestSearchSchema>;

const requestFields = {
  requestNumber: z.string(),
  plant: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  sender: z.string(),
  reason: z.string(),
  status: receiptRequestStatusSchema,
  createdBy: z.string(),
  createdAt: z.string(),
};
export const receiptRequestSummary = z.object({ ...requestFields, serialCount: z.number(), openSerials: z.number() });
export type ReceiptRequestSummary = z.infer<typeof receiptRequestSummary>;
export const receiptRequestView = z.object({
  ...requestFields,
  serials: z.array(z.object({ serialNumber: z.string(), open: z.boolean() })),
});
export type ReceiptRequestView = z.infer<typeof receiptRequestView>;
