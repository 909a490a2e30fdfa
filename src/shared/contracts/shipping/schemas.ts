import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { deliveryNumberSchema } from '../deliveries/schemas';
import { selectOption } from '../master-data/schemas';
import {
  code,
  documentNumberSchema,
  isoDate,
  materialIdSchema,
  pageQuery,
  plantIdSchema,
  quantitySchema,
  serialsSchema,
} from '../stock/schemas';

/**
 * Shipping: handling units (packing delivery items and serials, nested HUs, SSCC),
 * shipments with carrier, service and shipping profile, proof of delivery (single and bulk),
 * carriers, shipping profiles and label printers (administration), labels and print jobs.
 */

export const handlingUnitNumberSchema = documentNumberSchema('handlingUnit');
export const shipmentNumberSchema = documentNumberSchema('shipment');
/** An HU by its number (10 digits) or its SSCC (18 digits, or the scanned GS1 element string `(00)...`/`00...`). */
export const handlingUnitRefSchema = z
  .string({ error: message('val.handlingUnitText') })
  .trim()
  .regex(/^(\d{10}|(\(00\)|00)?\d{18})$/, 'A handling unit is its 10-digit number or its 18-digit SSCC.')
  .transform((v) => (v.length === 10 ? v : v.slice(-18)));
export const packagingMaterialSchema = code('field.packagingMaterial', 20);
export const weightSchema = quantitySchema;
const MAX_PACK_LINES = 200;
const MAX_SERIALS = 1000;

export const packLineSchema = z.strictObject({
  material: materialIdSchema,
  quantity: quantitySchema,
  serials: serialsSchema(MAX_SERIALS, 'line').optional(),
});
export const packHandlingUnitSchema = z.strictObject({
  deliveryNumber: deliveryNumberSchema,
  packagingMaterial: packagingMaterialSchema,
  /** gross weight in kilograms */
  grossWeight: weightSchema.optional(),
  lines: z
    .array(packLineSchema)
    .max(MAX_PACK_LINES, says('val.packLinesMax', { max: MAX_PACK_LINES }))
    .default([]),
  /** handling units (cartons) put on this one (a pallet), by number or SSCC */
  handlingUnits: z
    .array(handlingUnitRefSchema)
    .max(MAX_PACK_LINES, says('val.packHandlingUnitsMax', { max: MAX_PACK_LINES }))
    .default([]),
});
export type PackHandlingUnitInput = z.output<typeof packHandlingUnitSchema>;

export const nestHandlingUnitSchema = z.strictObject({ handlingUnit: handlingUnitRefSchema });
export const UNPACK_MODES = ['dissolve', 'fromParent'] as const;
export const unpackHandlingUnitSchema = z.strictObject({
  mode: z.enum(UNPACK_MODES, { error: message('val.unpackMode') }),
});

export const handlingUnitItem = z.object({
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  quantity: z.string(),
  unit: z.string(),
  serials: z.array(z.string()),
});
export const handlingUnitSummary = z.object({
  huNumber: z.string(),
  sscc: z.string(),
  plant: z.string(),
  deliveryNumber: z.string(),
  parentHu: z.string().nullable(),
  packagingMaterial: z.string(),
  grossWeight: z.string().nullable(),
  status: z.string(),
  shipmentNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type HandlingUnitSummary = z.infer<typeof handlingUnitSummary>;
export const handlingUnitView = handlingUnitSummary.extend({
  items: z.array(handlingUnitItem),
  children: z.array(handlingUnitSummary),
  deliveryStatus: z.string(),
});
export type HandlingUnitView = z.infer<typeof handlingUnitView>;
export const packedHandlingUnit = handlingUnitView;

export const handlingUnitSearchSchema = z.strictObject({
  deliveryNumber: deliveryNumberSchema.optional(),
  sscc: z
    .string()
    .regex(/^\d{18}$/, says('val.ssccDigits'))
    .optional(),
  material: materialIdSchema.optional(),
  shipmentNumber: shipmentNumberSchema.optional(),
  topLevel: z.enum(['true', 'false']).optional(),
  ...pageQuery(200, 25),
});
export type HandlingUnitSearch = z.output<typeof handlingUnitSearchSchema>;

export const LABEL_FORMATS = ['pdf', 'zpl', 'svg'] as const;
export const labelQuerySchema = z.strictObject({ format: z.enum(LABEL_FORMATS, { error: message('val.labelFormat') }).default('pdf') });

// shipments ----------------------------------------------------------------------------------------

export const SHIPMENT_STATUSES = ['PLANNED', 'LOADING', 'SHIPPED', 'DELIVERED'] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES, { error: message('val.shipmentStatus') });
export const carrierCodeSchema = code('field.carrier', 10, /^[A-Za-z0-9]+$/);
export const profileIdSchema = code('field.shippingProfile', 10, /^[A-Za-z0-9-]+$/);
const serviceSchema = code('field.service', 30, /^[A-Za-z0-9 _-]+$/);
const trackingSchema = code('field.trackingNumber', 40, /^[A-Za-z0-9-]+$/);
const timestampSchema = z.iso
  .datetime({ offset: true, error: message('val.isoTime') })
  .refine((t) => t >= '1900' && t < '9999', says('val.timeRange'));

/**
 * Services a carrier ships only with a tracking number (express and overnight parcels are traced
 * door to door): such a shipment becomes SHIPPED only with one.
 */
export const TRACKED_SERVICES: readonly string[] = ['EXPRESS', 'PRIORITY_OVERNIGHT', 'OVERNIGHT'];
export const needsTracking = (service: string): boolean => TRACKED_SERVICES.includes(service.toUpperCase());

export const createShipmentSchema = z.strictObject({
  carrier: carrierCodeSchema,
  service: serviceSchema.optional(),
  profileId: profileIdSchema.optional(),
  trackingNumber: trackingSchema.optional(),
  plannedDeparture: timestampSchema.optional(),
  deliveries: z.array(deliveryNumberSchema).min(1, says('val.shipmentDeliveryRequired')).max(200, says('val.shipmentDeliveriesMax')),
});
export type CreateShipmentInput = z.output<typeof createShipmentSchema>;
export const shipmentStatusChangeSchema = z.strictObject({
  status: z.enum(['LOADING', 'SHIPPED'], { error: message('val.shipmentMoveStatus') }),
  trackingNumber: trackingSchema.optional(),
});
export type ShipmentStatusChange = z.output<typeof shipmentStatusChangeSchema>;

export const shipmentSummary = z.object({
  shipmentNumber: z.string(),
  plant: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  service: z.string(),
  profileId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  plannedDeparture: z.string().nullable(),
  actualDeparture: z.string().nullable(),
  status: shipmentStatusSchema,
  deliveryCount: z.number(),
  podDifference: z.boolean(),
  createdAt: z.string(),
});
export type ShipmentSummary = z.infer<typeof shipmentSummary>;
export const shipmentItem = z.object({
  deliveryNumber: z.string(),
  itemNo: z.number(),
  material: z.string(),
  materialDescription: z.string(),
  unit: z.string(),
  issuedQuantity: z.string(),
  deliveredQuantity: z.string().nullable(),
  difference: z.string().nullable(),
  reason: z.string().nullable(),
});
export const shipmentView = shipmentSummary.extend({
  deliveries: z.array(z.object({ deliveryNumber: z.string(), status: z.string(), partnerName: z.string(), podDifference: z.boolean() })),
  handlingUnits: z.array(handlingUnitSummary),
  items: z.array(shipmentItem),
  pod: z.object({ date: z.string(), signer: z.string(), hasPhoto: z.boolean(), deliveredAt: z.string() }).nullable(),
});
export type ShipmentView = z.infer<typeof shipmentView>;
export const shipmentSearchSchema = z.strictObject({
  shipmentNumber: shipmentNumberSchema.optional(),
  deliveryNumber: deliveryNumberSchema.optional(),
  carrier: carrierCodeSchema.optional(),
  status: shipmentStatusSchema.optional(),
  plant: plantIdSchema.optional(),
  ...pageQuery(200, 25),
});
export type ShipmentSearch = z.output<typeof shipmentSearchSchema>;
export const shipmentInitData = z.object({
  plants: z.array(selectOption),
  carriers: z.array(selectOption),
  profiles: z.array(selectOption.extend({ carrier: z.string(), service: z.string(), shippingPoint: z.string() })),
  statuses: z.array(selectOption),
  mayCreate: z.boolean(),
  mayConfirmPod: z.boolean(),
});
export type ShipmentInitData = z.infer<typeof shipmentInitData>;

// proof of delivery ------------------------------------------------------------------------------------

const MAX_PHOTO_BASE64 = 2_800_000;
export const podSchema = z.strictObject({
  podDate: isoDate,
  signer: z.string().trim().min(1, says('val.signerRequired')).max(80, says('val.signerMax')),
  /** optional photo of the signed note, base64 PNG or JPEG (at most 2 MB) */
  photo: z
    .string()
    .max(MAX_PHOTO_BASE64, says('val.photoMax'))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, says('val.photoBase64'))
    .optional(),
  /** delivered quantities that differ from what was issued; items not named were delivered in full */
  items: z
    .array(
      z.strictObject({
        deliveryNumber: deliveryNumberSchema,
        itemNo: z.number().int().min(1).max(999999),
        deliveredQuantity: z.string().refine((v) => /^\d{1,10}(\.\d{1,3})?$/.test(v), says('val.deliveredQuantity')),
        reason: z.string().trim().max(200, says('val.podReasonMax')).optional(),
      }),
    )
    .max(2000)
    .default([]),
});
export type PodInput = z.output<typeof podSchema>;
export const podConfirmed = z.object({
  shipmentNumber: z.string(),
  status: shipmentStatusSchema,
  podDifference: z.boolean(),
  differences: z.array(z.object({ deliveryNumber: z.string(), itemNo: z.number(), material: z.string(), difference: z.string() })),
});
export type PodConfirmed = z.infer<typeof podConfirmed>;

const bulkNumbers = z
  .array(z.string().trim().max(40, says('val.shipmentNumberDigits')))
  .min(1, says('val.shipmentNumberRequired'))
  .max(500, says('val.shipmentsMax'));
export const bulkPodPreviewSchema = z.strictObject({ shipmentNumbers: bulkNumbers });
export const BULK_POD_ROW_STATES = ['READY', 'DELIVERED', 'NOT_SHIPPED', 'UNKNOWN'] as const;
export const bulkPodPreview = z.object({
  rows: z.array(
    z.object({
      shipmentNumber: z.string(),
      state: z.enum(BULK_POD_ROW_STATES),
      carrier: z.string().nullable(),
      deliveryCount: z.number(),
      message: z.string(),
    }),
  ),
});
export type BulkPodPreview = z.infer<typeof bulkPodPreview>;
export const bulkPodSchema = z.strictObject({ shipmentNumbers: bulkNumbers, podDate: isoDate, signer: podSchema.shape.signer });
export type BulkPodInput = z.output<typeof bulkPodSchema>;
export const BULK_POD_RESULTS = ['CONFIRMED', 'ALREADY_DELIVERED', 'REFUSED'] as const;
export const bulkPodResult = z.object({
  rows: z.array(z.object({ shipmentNumber: z.string(), result: z.enum(BULK_POD_RESULTS), message: z.string() })),
});
export type BulkPodResult = z.infer<typeof bulkPodResult>;

// carriers, shipping profiles, printers ----------------------------------------------------------------

const nameSchema = z.string().trim().min(1, says('val.nameRequired')).max(60, says('val.nameMax'));

export const carrierRow = z.object({ carrierCode: z.string(), name: z.string(), trackingUrlTemplate: z.string().nullable() });
export const saveCarrierSchema = z.strictObject({
  name: nameSchema,
  trackingUrlTemplate: z
    .string()
    .trim()
    .max(200, says('val.trackingAddressMax'))
    .regex(/^https:\/\/[^\s]+\{tracking\}[^\s]*$/, says('val.trackingAddress'))
    .nullable()
    .optional(),
});
export const shippingProfileRow = z.object({
  profileId: z.string(),
  name: z.string(),
  carrier: z.string(),
  service: z.string(),
  shippingPoint: z.string(),
});
export const saveShippingProfileSchema = z.strictObject({
  name: nameSchema,
  carrier: carrierCodeSchema,
  service: serviceSchema,
  shippingPoint: plantIdSchema,
});
export const printerIdSchema = code('field.printer', 20, /^[A-Za-z0-9_-]+$/);
export const printerRow = z.object({
  printerId: z.string(),
  name: z.string(),
  plant: z.string(),
  host: z.string(),
  port: z.number(),
  dpi: z.number(),
  labelWidthMm: z.string(),
  labelHeightMm: z.string(),
});
export const savePrinterSchema = z.strictObject({
  name: nameSchema,
  plant: plantIdSchema,
  host: z
    .string()
    .trim()
    .min(1, says('val.hostRequired'))
    .max(253, says('val.hostMax'))
    .regex(/^[A-Za-z0-9.-]+$/, says('val.hostName')),
  port: z.number().int().min(1, says('val.port')).max(65535, says('val.port')).default(9100),
  dpi: z.union([z.literal(203), z.literal(300), z.literal(600)], { error: message('val.printerDpi') }).default(203),
  labelWidthMm: z.number().min(10, says('val.labelWidth')).max(300, says('val.labelWidth')).default(101.6),
  labelHeightMm: z.number().min(10, says('val.labelHeight')).max(600, says('val.labelHeight')).default(152.4),
});
export type SavePrinterInput = z.output<typeof savePrinterSchema>;
export const printLabelSchema = z.strictObject({
  kind: z.enum(['sscc', 'delivery', 'rma'], { error: message('val.labelKind') }),
  /** the HU (number or SSCC) of an sscc label, the delivery of a delivery label, the return order of its sheet */
  reference: z.string().trim().min(1, says('val.referenceRequired')).max(24, says('val.referenceMax')),
});
export const printJobRow = z.object({
  jobId: z.number(),
  printerId: z.string(),
  labelKind: z.string(),
  reference: z.string(),
  labelCount: z.number(),
  bytes: z.number(),
  status: z.enum(['PRINTED', 'FAILED']),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PrintJobRow = z.infer<typeof printJobRow>;

// document history: labels and documents given out, reprints ---------------------------------------

export const OUTPUT_KINDS = ['delivery-note', 'sscc', 'delivery', 'transfer-posting'] as const;
/** One label or document given out for a delivery, shipment or HU: downloaded or sent to a printer; a reprint names its original. */
export const documentOutputRow = z.object({
  outputId: z.number(),
  documentType: z.enum(['DELIVERY', 'SHIPMENT', 'HU', 'MATDOC']),
  documentId: z.string(),
  kind: z.enum(OUTPUT_KINDS),
  format: z.enum(['pdf', 'zpl']),
  channel: z.enum(['DOWNLOAD', 'PRINTER']),
  printerId: z.string().nullable(),
  copyOf: z.number().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type DocumentOutputRow = z.infer<typeof documentOutputRow>;
export const documentHistory = z.object({ outputs: z.array(documentOutputRow) });
export const outputIdSchema = z.coerce
  .number({ error: message('val.outputNumber') })
  .int(says('val.outputNumber'))
  .positive(says('val.outputNumber'))
  .max(2147483647, says('val.outputNumber'));
export const reprintOutputSchema = z.strictObject({ printerId: printerIdSchema });
