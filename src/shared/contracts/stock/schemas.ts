import { z } from 'zod';
import type { MessageId } from '../../i18n';
import { type FieldLabelId, label, message, says } from '../../i18n/validation';
import { normalizeQuantity, quantityProblem, quantityProblemMessage } from '../../quantity';

/**
 * Contracts of the inventory ledger API (/supplier/api/warehouse/material-documents, stock,
 * serialized-equipments), shared by the server (validation) and the web client (types, forms).
 */

export const STOCK_CATEGORIES = ['UNRESTRICTED', 'QUALITY', 'BLOCKED'] as const;
export const stockCategorySchema = z.enum(STOCK_CATEGORIES, { error: message('val.stockCategory') });
export type StockCategoryCode = z.infer<typeof stockCategorySchema>;

export const REFERENCE_TYPES = ['PO', 'STO', 'SO'] as const;
/**
 * Every reference a document can carry: clients post for PO/STO/SO; deliveries (DLV), physical-inventory documents (PI),
 * inspection lots (QL), the 303 material documents a 305 places out of transit (MD), return orders (RMA) and repair orders (RO)
 * only through their own commands.
 */
export const ALL_REFERENCE_TYPES = [...REFERENCE_TYPES, 'DLV', 'PI', 'QL', 'MD', 'RMA', 'RO'] as const;

/** A decimal string with at most 3 decimals, positive (or zero too); normalised to 3 decimals ("5" -> "5.000"). */
export const decimalSchema = ({ allowZero = false } = {}) =>
  z
    .string(says('qty.notAString'))
    .superRefine((value, ctx) => {
      const problem = quantityProblem(value, { allowZero });
      if (problem) ctx.addIssue({ code: 'custom', message: quantityProblemMessage(problem) });
    })
    .transform((value) => normalizeQuantity(value));
/** A positive quantity: a decimal string with at most 3 decimals; normalised to 3 decimals ("5" -> "5.000"). */
export const quantitySchema = decimalSchema();

/** Text that must be given, trimmed, at most `max` characters; the field's label (`name`) starts its messages. */
export const requiredText = (name: FieldLabelId, max: number) =>
  z
    .string(says('val.mustBeText', { name: label(name) }))
    .trim()
    .min(1, says('val.required', { name: label(name) }))
    .max(max, says('val.atMostChars', { name: label(name), max }));

/** An identifier: required text of the allowed characters. */
export const code = (name: FieldLabelId, max: number, pattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/) =>
  requiredText(name, max).regex(pattern, says('val.charsNotAllowed', { name: label(name) }));

export const materialIdSchema = code('field.material', 18);
export const plantIdSchema = code('field.plant', 4, /^[A-Za-z0-9]+$/);
export const slocIdSchema = code('field.storageLocation', 4, /^[A-Za-z0-9]+$/);
export const binIdSchema = code('field.storageBin', 18);
export const batchSchema = z
  .string({ error: message('val.batchText') })
  .trim()
  .max(10, says('val.batchMax'))
  .regex(/^[A-Za-z0-9._/-]*$/, says('val.batchChars'));
export const serialNumberSchema = code('field.serialNumber', 30);
/** What the serials of a line belong to, named in the message of too many. */
const SERIALS_PER = {
  line: 'val.serialsPerLine',
  item: 'val.serialsPerItem',
  count: 'val.serialsPerCount',
  request: 'val.serialsPerRequest',
} as const satisfies Record<string, MessageId>;
/** The serial numbers of a line: at most `max`, the message naming what they belong to (`per`). */
export const serialsSchema = (max: number, per?: keyof typeof SERIALS_PER) =>
  z.array(serialNumberSchema).max(max, says(per ? SERIALS_PER[per] : 'val.serialsMax', { max }));
export const movementTypeSchema = z.string({ error: message('val.movementTypeText') }).regex(/^\d{3}$/, says('val.movementTypeFormat'));
/** The message of a wrong ten-digit number, by the kind of document. */
const DOCUMENT_NUMBER = {
  delivery: 'val.docNumber.delivery',
  deliveryOrTransferOrder: 'val.docNumber.deliveryOrTransferOrder',
  equipmentReceiptRequest: 'val.docNumber.equipmentReceiptRequest',
  handlingUnit: 'val.docNumber.handlingUnit',
  inspectionLot: 'val.docNumber.inspectionLot',
  materialDocument: 'val.docNumber.materialDocument',
  order: 'val.docNumber.order',
  physicalInventoryDocument: 'val.docNumber.physicalInventoryDocument',
  purchaseOrder: 'val.docNumber.purchaseOrder',
  repairOrder: 'val.docNumber.repairOrder',
  returnOrder: 'val.docNumber.returnOrder',
  salesOrder: 'val.docNumber.salesOrder',
  shipment: 'val.docNumber.shipment',
  shippingNotice: 'val.docNumber.shippingNotice',
  stockTransportOrder: 'val.docNumber.stockTransportOrder',
  ticket: 'val.docNumber.ticket',
  transferOrder: 'val.docNumber.transferOrder',
} as const satisfies Record<string, MessageId>;
export type DocumentKind = keyof typeof DOCUMENT_NUMBER;
/** A ten-digit document number: `documentNumberSchema('materialDocument')`. */
export const documentNumberSchema = (what: DocumentKind) => z.string().regex(/^\d{10}$/, says(DOCUMENT_NUMBER[what]));
export const matDocSchema = documentNumberSchema('materialDocument');
/** A calendar date YYYY-MM-DD in the years PostgreSQL and people use (no year 0000). */
export const isoDate = z.iso
  .date({ error: message('val.dateFormat') })
  .refine((d) => d >= '1900-01-01' && d <= '9999-12-31', says('val.dateRange'));
/** The date a posting counts on and the date of its paper document (left out: today, the document date the posting date). */
export const postingDateFields = { postingDate: isoDate.optional(), documentDate: isoDate.optional() };
/** A search's date range: from and to, each optional. */
export const dateRangeFields = { dateFrom: isoDate.optional(), dateTo: isoDate.optional() };
/** A document's header text. */
export const headerTextSchema = z.string().trim().max(200, says('val.headerTextMax'));
/** Why a movement was posted: a reason code of its movement type. */
export const movementReasonSchema = z.string().regex(/^\d{4}$/, says('val.movementReason'));

export const positionInputSchema = z.strictObject({
  plant: plantIdSchema,
  sloc: slocIdSchema,
  bin: binIdSchema.optional(),
  category: stockCategorySchema.optional(),
});
export const destinationInputSchema = z.strictObject({
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  category: stockCategorySchema.optional(),
});

export const MAX_DOCUMENT_ITEMS = 5000;
export const MAX_SERIALS_PER_ITEM = 5000;

export const postingItemSchema = z.strictObject({
  movementType: movementTypeSchema,
  material: materialIdSchema,
  quantity: quantitySchema,
  batch: batchSchema.optional(),
  /** Source position: for issues, transfers and category changes. */
  from: positionInputSchema.optional(),
  /** Destination: the full position for receipts; for transfers only what changes. */
  to: destinationInputSchema.optional(),
  serials: serialsSchema(MAX_SERIALS_PER_ITEM, 'item').optional(),
  reason: movementReasonSchema.optional(),
  costCenter: code('field.costCentre', 10).optional(),
  customer: code('field.customer', 10).optional(),
  vendor: code('field.vendor', 10).optional(),
  referenceItem: z
    .number({ error: message('val.referenceItemNumber') })
    .int()
    .positive()
    .max(999999)
    .optional(),
});
export type PostingItemInput = z.output<typeof postingItemSchema>;

export const postMaterialDocumentSchema = z.strictObject({
  ...postingDateFields,
  headerText: headerTextSchema.optional(),
  reference: z
    .strictObject({
      type: z.enum(REFERENCE_TYPES, { error: message('val.referenceType') }),
      number: code('field.referenceDocument', 20),
    })
    .optional(),
  items: z
    .array(postingItemSchema)
    .min(1, says('val.matDocItemRequired'))
    .max(MAX_DOCUMENT_ITEMS, says('val.matDocItemsMax', { max: MAX_DOCUMENT_ITEMS })),
});
export type PostMaterialDocumentInput = z.output<typeof postMaterialDocumentSchema>;
/** What a client sends (quantities as text, before normalisation). */
export type PostMaterialDocumentRequest = z.input<typeof postMaterialDocumentSchema>;

/** What domain commands post: a client's document, or one for a physical-inventory document (reference PI). */
export const internalPostingSchema = postMaterialDocumentSchema.extend({
  reference: z
    .strictObject({
      type: z.enum(ALL_REFERENCE_TYPES, { error: message('val.referenceTypeAny') }),
      number: code('field.referenceDocument', 20),
    })
    .optional(),
});
export type InternalPostingRequest = z.input<typeof internalPostingSchema>;

export const reverseMaterialDocumentSchema = z.strictObject({
  postingDate: isoDate.optional(),
  headerText: headerTextSchema.optional(),
});
export type ReverseMaterialDocumentInput = z.output<typeof reverseMaterialDocumentSchema>;

/** Answer of a posting (and of its replay under the same Idempotency-Key). */
export const postedMaterialDocument = z.object({
  matDoc: z.string(),
  postingDate: z.string(),
  documentDate: z.string(),
  itemCount: z.number(),
  reversalOf: z.string().nullable(),
  /** Equipment numbers created by this posting (new serials), in item order. */
  createdEquipment: z.number(),
});
export type PostedMaterialDocument = z.infer<typeof postedMaterialDocument>;

/** `page` and `pageSize` of a paged search: at most `maxSize` rows a page, `defaultSize` unless asked. */
export const pageQuery = (maxSize: number, defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

export const materialDocumentSearchSchema = z.strictObject({
  material: materialIdSchema.optional(),
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  ...dateRangeFields,
  movementType: movementTypeSchema.optional(),
  /** any of several movement types, comma-separated (the dashboards' drill-down: every goods issue type) */
  movementTypes: z
    .string({ error: message('val.movementTypesFormat') })
    .regex(/^\d{3}(,\d{3}){0,9}$/, says('val.movementTypesFormat'))
    .optional(),
  /** with `plant`: only the items that took stock from the plant (`from`) or put stock into it (`to`) */
  plantSide: z.enum(['from', 'to'], { error: message('val.plantSide') }).optional(),
  referenceType: z.enum(ALL_REFERENCE_TYPES).optional(),
  referenceNumber: code('field.referenceDocument', 20).optional(),
  user: z.string().trim().min(1).max(100).optional(),
  /** items that took from or put into this bin (with plant and sloc: the stock overview's drill-down) */
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  ...pageQuery(200, 25),
});
export type MaterialDocumentSearch = z.output<typeof materialDocumentSearchSchema>;

/** A material as answers name it: its number, description and base unit of measure. */
export const materialFields = { material: z.string(), materialDescription: z.string(), baseUnit: z.string() };
/** How a material is handled: by serial number, by batch, through quality inspection. */
export const materialFlagFields = { serialized: z.boolean(), batchManaged: z.boolean(), qualityInspected: z.boolean() };
/** Where stock lies: plant, storage location and, in a warehouse-managed one, warehouse and bin. */
export const stockPlaceFields = { plant: z.string(), sloc: z.string(), warehouse: z.string().nullable(), bin: z.string().nullable() };
/** Where a piece of equipment is: its plant and, while in stock, storage location, warehouse and bin. */
export const equipmentPlaceFields = { ...stockPlaceFields, sloc: z.string().nullable() };

export const positionView = z.object({ ...stockPlaceFields, category: stockCategorySchema });
export type PositionView = z.infer<typeof positionView>;

export const materialDocumentLine = z.object({
  matDoc: z.string(),
  itemNo: z.number(),
  postingDate: z.string(),
  movementType: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  quantity: z.string(),
  baseUnit: z.string(),
  batch: z.string(),
  from: positionView.nullable(),
  to: positionView.nullable(),
  fromKind: z.string(),
  toKind: z.string(),
  receivingPlant: z.string().nullable(),
  createdBy: z.string(),
  referenceType: z.string().nullable(),
  referenceNumber: z.string().nullable(),
});
export type MaterialDocumentLine = z.infer<typeof materialDocumentLine>;

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Total matching rows, counted up to `totalCap`; `maxPage` follows from it. */
  total: number;
  totalCapped: boolean;
  maxPage: number;
}
/** A page of a paged search (domain/paging.ts). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    totalCapped: z.boolean(),
    maxPage: z.number(),
  });

export const materialDocumentItemView = z.object({
  itemNo: z.number(),
  movementType: z.string(),
  movementTypeText: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  quantity: z.string(),
  baseUnit: z.string(),
  batch: z.string(),
  fromKind: z.string(),
  toKind: z.string(),
  from: positionView.nullable(),
  to: positionView.nullable(),
  receivingPlant: z.string().nullable(),
  reason: z.string().nullable(),
  costCenter: z.string().nullable(),
  customer: z.string().nullable(),
  vendor: z.string().nullable(),
  referenceItem: z.number().nullable(),
  reversalOfItem: z.number().nullable(),
  serials: z.array(z.object({ serialNumber: z.string(), equipmentNumber: z.string() })),
});
export type MaterialDocumentItemView = z.infer<typeof materialDocumentItemView>;

export const materialDocumentView = z.object({
  matDoc: z.string(),
  postingDate: z.string(),
  documentDate: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  headerText: z.string(),
  reference: z.object({ type: z.string(), number: z.string() }).nullable(),
  reversalOf: z.string().nullable(),
  reversedBy: z.string().nullable(),
  itemCount: z.number(),
  items: z.array(materialDocumentItemView),
});
export type MaterialDocumentView = z.infer<typeof materialDocumentView>;

export const stockOverviewSchema = z.strictObject({
  material: materialIdSchema.optional(),
  /** material number or description, case-insensitive prefix (the screen's search box) */
  q: z
    .string({ error: message('val.searchTextText') })
    .trim()
    .max(40, says('val.searchTextMax40'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    .regex(/^[^\u0000-\u001f\u007f]*$/, says('val.searchTextControl'))
    .optional(),
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  warehouse: z
    .string()
    .regex(/^[A-Za-z0-9]{1,3}$/, says('val.warehouseChars'))
    .optional(),
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type StockOverviewQuery = z.output<typeof stockOverviewSchema>;

/**
 * Whether a stock overview's filters can narrow the stock enough for totals per category: a material, a search
 * text (when it matches few enough materials: the server decides), a bin or a batch. Without one of them the
 * answer's `totals` is null, whatever the stock: the screen says so before the answer arrives.
 */
export function filtersMayNarrowTotals(query: Pick<StockOverviewQuery, 'material' | 'q' | 'bin' | 'batch'>): boolean {
  return !!(query.material || query.q || query.bin || query.batch);
}

export const stockRowView = z.object({
  ...materialFields,
  serialized: z.boolean(),
  ...stockPlaceFields,
  batch: z.string(),
  category: stockCategorySchema,
  quantity: z.string(),
});
export type StockRowView = z.infer<typeof stockRowView>;

/** The total of one unit of measure (quantities of different units are never added), and its split by category. */
export const stockTotal = z.object({
  unit: z.string(),
  quantity: z.string(),
  categories: z.record(z.enum([...STOCK_CATEGORIES, 'IN_TRANSIT']), z.string()),
});
export type StockTotal = z.infer<typeof stockTotal>;

export const stockOverviewResponse = z.object({
  rows: z.array(stockRowView),
  nextCursor: z.string().nullable(),
  /**
   * per unit of measure (sorted by unit) over everything that matches; null when the filters do not
   * narrow the stock to materials, a bin or a batch
   */
  totals: z.array(stockTotal).nullable(),
  inTransit: z.array(
    z.object({
      ...materialFields,
      receivingPlant: z.string(),
      batch: z.string(),
      quantity: z.string(),
    }),
  ),
});
export type StockOverview = z.infer<typeof stockOverviewResponse>;

export const equipmentSearchSchema = z.strictObject({
  serialNo: z.string().trim().min(1).max(30).optional(),
  material: materialIdSchema.optional(),
  /** equipment in stock at this position (the stock overview's drill-down to serials) */
  plant: plantIdSchema.optional(),
  sloc: slocIdSchema.optional(),
  bin: binIdSchema.optional(),
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  /** 'true': equipment of the material and plant delivered to a customer (goods issue 601), with the customer */
  delivered: z.enum(['true'], { error: message('val.deliveredFlag') }).optional(),
  /** the equipment screen's filters */
  equipmentNumber: z
    .string()
    .regex(/^\d{1,18}$/, says('val.equipmentNumber'))
    .optional(),
  status: z
    .enum(['IN_STOCK', 'IN_TRANSIT', 'ISSUED', 'RETURNED', 'SCRAPPED', 'LOST', 'REMOVED'], {
      error: message('val.equipmentStatus'),
    })
    .optional(),
  locked: z.enum(['true', 'false'], { error: message('val.lockedFlag') }).optional(),
  ...pageQuery(200, 25),
});
export type EquipmentSearch = z.output<typeof equipmentSearchSchema>;
/**
 * The v2 search (`v2/serialized-equipments`): v1's filters plus the material group; `plant` alone is the
 * equipment's plant whatever its status (v1: in stock there), so plant, status and lock combine.
 */
export const equipmentSearchV2Schema = equipmentSearchSchema.extend({
  materialGroup: code('field.materialGroup', 9, /^[A-Za-z0-9-]+$/).optional(),
});
export type EquipmentSearchV2 = z.output<typeof equipmentSearchV2Schema>;

export const equipmentView = z.object({
  equipmentNumber: z.string(),
  material: z.string(),
  materialDescription: z.string(),
  serialNumber: z.string(),
  status: z.string(),
  ...equipmentPlaceFields,
  batch: z.string(),
  category: stockCategorySchema.nullable(),
  locked: z.boolean(),
  lastMatDoc: z.string(),
  /** delivered equipment (search with delivered=true): the customer of the goods issue */
  customer: z.string().nullable().optional(),
});
export type EquipmentView = z.infer<typeof equipmentView>;

export const equipmentHistoryEntry = z.object({
  matDoc: z.string(),
  itemNo: z.number(),
  postingDate: z.string(),
  movementType: z.string(),
  createdBy: z.string(),
  status: z.string(),
  plant: z.string(),
  sloc: z.string().nullable(),
  bin: z.string().nullable(),
  category: stockCategorySchema.nullable(),
});
export type EquipmentHistoryEntry = z.infer<typeof equipmentHistoryEntry>;

export const equipmentDetail = equipmentView.extend({ history: z.array(equipmentHistoryEntry) });
export type EquipmentDetail = z.infer<typeof equipmentDetail>;
