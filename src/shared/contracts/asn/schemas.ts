import { z } from 'zod';
import { hasValidCheckDigit } from '../../gs1';
import { message, says } from '../../i18n/validation';
import { orderItemNoSchema, poNumberSchema } from '../orders/schemas';
import { decimalSchema, documentNumberSchema, isoDate, materialFields, pageQuery, quantitySchema, serialsSchema } from '../stock/schemas';

/**
 * The supplier side of inbound: order confirmations per purchase order item (versioned: the
 * history is the audit trail) and advance shipping notices (ASN) packed into pallets and cartons
 * with SSCCs, received at the dock by scanning an SSCC (receiving area).
 */

export const asnNumberSchema = documentNumberSchema('shippingNotice');
const note = z.string().trim().max(200, says('val.asnNoteMax'));

/** An SSCC as printed or scanned: 18 digits, GS1 check digit (AI 00 in front is tolerated). */
export const ssccSchema = z
  .string({ error: message('val.ssccText') })
  .trim()
  .transform((s) => s.replace(/^\(00\)/, '').replace(/^00(?=\d{18}$)/, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{18}$/, says('val.ssccDigits'))
      .refine(hasValidCheckDigit, says('val.ssccCheckDigit')),
  );

// ---- order confirmations ----

export const confirmationItemSchema = z.strictObject({
  itemNo: orderItemNoSchema,
  /** what the supplier will deliver; zero: cannot deliver */
  quantity: decimalSchema({ allowZero: true }),
  deliveryDate: isoDate,
  note: note.optional(),
});
export const confirmOrderSchema = z.strictObject({
  items: z.array(confirmationItemSchema).min(1, says('val.confirmItemRequired')).max(500, says('val.confirmItemsMax')),
});
export type ConfirmOrderInput = z.output<typeof confirmOrderSchema>;

export const confirmationEntry = z.object({
  version: z.number(),
  quantity: z.string(),
  deliveryDate: z.string(),
  /** CONFIRMED: as ordered; CHANGED: quantity or date differ from the order (a proposed change) */
  status: z.enum(['CONFIRMED', 'CHANGED']),
  note: z.string(),
  confirmedBy: z.string(),
  confirmedAt: z.string(),
});
export const confirmationItemView = z.object({
  itemNo: z.number(),
  ...materialFields,
  orderedQuantity: z.string(),
  orderedDate: z.string(),
  /** the current confirmation (null: not confirmed yet) */
  confirmed: confirmationEntry.nullable(),
  /** every confirmation, newest first (the audit trail) */
  history: z.array(confirmationEntry),
});
export const orderConfirmationView = z.object({
  poNumber: z.string(),
  vendor: z.string(),
  plant: z.string(),
  items: z.array(confirmationItemView),
});
export type OrderConfirmationView = z.infer<typeof orderConfirmationView>;

// ---- shipping notices ----

export const asnContentSchema = z.strictObject({
  itemNo: orderItemNoSchema,
  quantity: quantitySchema,
  serials: serialsSchema(5000, 'item').optional(),
});
/** A carton: its own SSCC (the supplier's, GS1-checked) or none (the portal generates one). */
export const asnCartonSchema = z.strictObject({
  sscc: ssccSchema.optional(),
  items: z.array(asnContentSchema).min(1, says('val.cartonItemRequired')).max(100, says('val.cartonItemsMax')),
});
export const asnPalletSchema = z.strictObject({
  sscc: ssccSchema.optional(),
  cartons: z.array(asnCartonSchema).min(1, says('val.palletCartonRequired')).max(200, says('val.palletCartonsMax')),
});
export const createAsnSchema = z.strictObject({
  purchaseOrderNo: poNumberSchema,
  shipDate: isoDate,
  pallets: z.array(asnPalletSchema).min(1, says('val.asnPalletRequired')).max(50, says('val.asnPalletsMax')),
});
export type CreateAsnInput = z.output<typeof createAsnSchema>;
export type CreateAsnRequest = z.input<typeof createAsnSchema>;

export const ASN_STATUSES = ['ANNOUNCED', 'ARRIVED', 'PARTIALLY_RECEIVED', 'RECEIVED'] as const;
export const asnStatusSchema = z.enum(ASN_STATUSES);

export const asnPackageView = z.object({
  sscc: z.string(),
  kind: z.enum(['PALLET', 'CARTON']),
  parentSscc: z.string().nullable(),
  items: z.array(z.object({ itemNo: z.number(), material: z.string(), quantity: z.string(), serials: z.array(z.string()) })),
  /** RECEIVED (with its material document), MISSING (a difference) or OPEN */
  status: z.enum(['OPEN', 'RECEIVED', 'MISSING']),
  matDoc: z.string().nullable(),
});
export const asnView = z.object({
  asnNumber: z.string(),
  poNumber: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  plant: z.string(),
  shipDate: z.string(),
  status: asnStatusSchema,
  createdAt: z.string(),
  items: z.array(
    z.object({ itemNo: z.number(), ...materialFields, quantity: z.string(), receivedQuantity: z.string(), serialized: z.boolean() }),
  ),
  packages: z.array(asnPackageView),
  differences: z.array(z.object({ sscc: z.string(), itemNo: z.number(), missingQuantity: z.string() })),
  /** the notice's latest dock booking (a refused one too, until another is booked) */
  slot: z
    .object({
      bookingId: z.number(),
      date: z.string(),
      time: z.string(),
      door: z.string(),
      status: z.enum(['REQUESTED', 'CONFIRMED', 'REFUSED', 'ARRIVED']),
    })
    .nullable(),
});
export type AsnView = z.infer<typeof asnView>;

export const asnSummary = z.object({
  asnNumber: z.string(),
  poNumber: z.string(),
  vendor: z.string(),
  plant: z.string(),
  shipDate: z.string(),
  status: asnStatusSchema,
  packageCount: z.number(),
});
export type AsnSummary = z.infer<typeof asnSummary>;

export const asnSearchSchema = z.strictObject({
  purchaseOrderNo: poNumberSchema.optional(),
  status: asnStatusSchema.optional(),
  ...pageQuery(100, 25),
});
export type AsnSearch = z.output<typeof asnSearchSchema>;
