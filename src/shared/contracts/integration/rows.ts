import { z } from 'zod';
import { isTimeZone } from '../../calendar';
import { type FieldLabelId, label, message, says } from '../../i18n/validation';
import {
  batchSchema,
  binIdSchema,
  code,
  decimalSchema,
  isoDate,
  materialIdSchema,
  plantIdSchema,
  quantitySchema,
  requiredText,
  serialNumberSchema,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';

/**
 * The rows an ERP loads through the integration API (and the CSV import), one schema per kind,
 * keyed by the ERP's own ids. Every field a row does not know is refused (a typo is an error, not
 * silently dropped). Quantities may come as numbers or decimal strings; they are kept as exact
 * decimal strings.
 */

const text = (name: FieldLabelId, max = 200) => requiredText(name, max);
const country = z.string({ error: message('val.countryText') }).regex(/^[A-Z]{2}$/, says('val.countryCode'));
const flag = (name: FieldLabelId) => z.boolean(says('val.trueOrFalse', { name: label(name) }));
/** A number or a decimal string -> the exact decimal string. */
const numberAsText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const decimal = (allowZero: boolean) => z.preprocess(numberAsText, decimalSchema({ allowZero }));
const quantity = z.preprocess(numberAsText, quantitySchema);

export const companyCode = code('field.companyCode', 4, /^[A-Za-z0-9]+$/);
export const warehouseId = code('field.warehouse', 3, /^[A-Za-z0-9]+$/);
export const vendorId = code('field.vendor', 10);
export const customerNumber = code('field.customer', 10);
export const carrierCode = code('field.carrier', 10);
const storageType = code('field.storageType', 3, /^[A-Za-z0-9]+$/);
const binType = code('field.binType', 4, /^[A-Za-z0-9]+$/);
const gtin = z.string({ error: message('val.gtinText') }).regex(/^\d{8}$|^\d{12,14}$/, says('val.gtinDigits'));

const OPEN_MONTHS = says('val.openPostingMonths');

export const rowSchemas = {
  'company-codes': z.strictObject({
    companyCode,
    name: text('field.name'),
    country,
    currency: z.string().regex(/^[A-Z]{3}$/, says('val.currencyCode')),
  }),
  plants: z.strictObject({
    plant: plantIdSchema,
    name: text('field.name'),
    companyCode,
    country,
    city: text('field.city'),
    timezone: text('field.timeZone', 64).refine(isTimeZone, says('val.timeZone')).optional(),
    /** months before the current one open for posting (default 1: the previous and the current month) */
    postingOpenMonths: z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v),
        z.number(OPEN_MONTHS).int(OPEN_MONTHS).min(0, OPEN_MONTHS).max(24, OPEN_MONTHS),
      )
      .optional(),
  }),
  warehouses: z.strictObject({ warehouse: warehouseId, name: text('field.name'), plant: plantIdSchema }),
  'storage-locations': z.strictObject({
    plant: plantIdSchema,
    sloc: slocIdSchema,
    name: text('field.name'),
    /** set when the storage location is warehouse-managed (stock per bin) */
    warehouse: warehouseId.optional(),
  }),
  'storage-types': z.strictObject({
    warehouse: warehouseId,
    storageType,
    name: text('field.name'),
    role: z.enum(['GR_AREA', 'RACK', 'SHIPPING', 'DIFFERENCE'], { error: message('val.binRole') }),
  }),
  'bin-types': z.strictObject({ warehouse: warehouseId, binType, description: text('field.description') }),
  bins: z.strictObject({
    warehouse: warehouseId,
    bin: binIdSchema,
    storageType,
    binType,
    capacity: decimal(true).optional(),
    blocked: flag('field.blocked').optional(),
  }),
  'material-groups': z.strictObject({ materialGroup: code('field.materialGroup', 9), description: text('field.description') }),
  materials: z.strictObject({
    material: materialIdSchema,
    description: text('field.description'),
    materialType: code('field.materialType', 4),
    materialGroup: code('field.materialGroup', 9),
    /** a unit of measure of the configuration (`unit_of_measure`, migration 0008): checked as a reference */
    baseUnit: code('field.baseUnit', 3, /^[A-Z0-9]+$/),
    serialized: flag('field.serialized').optional(),
    batchManaged: flag('field.batchManaged').optional(),
    qualityInspected: flag('field.qualityInspected').optional(),
    productCategory: text('field.productCategory', 40).optional(),
    /** replaces the material's GTINs when given */
    gtins: z.array(gtin).max(20, says('val.gtinsMax')).optional(),
    /** replaces the material's plant data when given */
    plants: z
      .array(z.strictObject({ plant: plantIdSchema, defaultSloc: slocIdSchema.optional() }))
      .max(100, says('val.plantsMax'))
      .optional(),
  }),
  vendors: z.strictObject({
    vendor: vendorId,
    name: text('field.name'),
    country,
    city: text('field.city'),
    email: z
      .email({ error: message('val.emailInvalid') })
      .max(200)
      .optional(),
  }),
  customers: z.strictObject({ customer: customerNumber, name: text('field.name'), country, city: text('field.city') }),
  'cost-centers': z.strictObject({ costCenter: code('field.costCentre', 10), companyCode, description: text('field.description') }),
  carriers: z.strictObject({
    carrier: carrierCode,
    name: text('field.name'),
    trackingUrlTemplate: z
      .url({ error: message('val.trackingTemplate') })
      .max(500)
      .optional(),
  }),
  'shipping-profiles': z.strictObject({
    profile: code('field.shippingProfile', 10),
    name: text('field.name'),
    carrier: carrierCode,
    service: text('field.service', 60),
    shippingPoint: plantIdSchema,
  }),
} as const;

export type MasterKind = keyof typeof rowSchemas;
export const MASTER_KINDS = Object.keys(rowSchemas) as MasterKind[];
export type MasterRow<K extends MasterKind> = z.output<(typeof rowSchemas)[K]>;

/** Opening stock: one line per position (and batch), with its serials; posted as movement 561. */
export const openingStockLine = z.strictObject({
  material: materialIdSchema,
  plant: plantIdSchema,
  sloc: slocIdSchema,
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  quantity,
  serials: z.array(serialNumberSchema).max(5000).optional(),
});
export type OpeningStockLine = z.output<typeof openingStockLine>;

const orderItem = <const E extends z.ZodRawShape>(extra: E) =>
  z.strictObject({
    item: z
      .number({ error: message('val.itemNumber') })
      .int()
      .positive()
      .max(999999),
    material: materialIdSchema,
    quantity,
    deliveryDate: isoDate,
    /** cancels the line (refused once something was received or delivered) */
    cancelled: flag('field.cancelled').optional(),
    ...extra,
  });

export const orderSchemas = {
  'purchase-orders': z.strictObject({
    number: code('field.purchaseOrder', 10),
    vendor: vendorId,
    plant: plantIdSchema,
    companyCode,
    documentDate: isoDate,
    closed: flag('field.closed').optional(),
    items: z
      .array(orderItem({ sloc: slocIdSchema, overTolerancePct: decimal(true).optional() }))
      .min(1)
      .max(999),
  }),
  'stock-transport-orders': z.strictObject({
    number: code('field.stockTransportOrder', 10),
    supplyingPlant: plantIdSchema,
    receivingPlant: plantIdSchema,
    documentDate: isoDate,
    closed: flag('field.closed').optional(),
    items: z
      .array(orderItem({ supplyingSloc: slocIdSchema, receivingSloc: slocIdSchema }))
      .min(1)
      .max(999),
  }),
  'sales-orders': z.strictObject({
    number: code('field.salesOrder', 10),
    customer: customerNumber,
    plant: plantIdSchema,
    shippingProfile: code('field.shippingProfile', 10).optional(),
    documentDate: isoDate,
    closed: flag('field.closed').optional(),
    items: z
      .array(orderItem({ sloc: slocIdSchema }))
      .min(1)
      .max(999),
  }),
} as const;
export type OrderKind = keyof typeof orderSchemas;
export const ORDER_KINDS = Object.keys(orderSchemas) as OrderKind[];
export type OrderRow<K extends OrderKind> = z.output<(typeof orderSchemas)[K]>;
