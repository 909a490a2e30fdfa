import { z } from 'zod';
import { t } from '../../i18n';
import { type FieldLabelId, label, message, says } from '../../i18n/validation';
import { equipmentPlaceFields, materialFlagFields, stockCategorySchema } from '../stock/schemas';

/**
 * Contracts of the master-data resource API (`/supplier/api/warehouse/...`), the lookups and the
 * autocompletes: what a client may send (validated on the server with these schemas) and what it
 * gets back. Identifiers are checked for length and characters before any query runs, so a bad
 * value is a 400 with a sentence naming the field, never a database error.
 */

export const WAREHOUSE_API = '/supplier/api/warehouse';
export const AUTOCOMPLETE = '/supplier/autocomplete';

/** Page sizes: the resource API lists and the dropdown autocompletes (spec: dropdown page size 5). */
export const PAGE_SIZE = { default: 20, max: 100 } as const;
export const AUTOCOMPLETE_PAGE_SIZE = { default: 5, max: 50 } as const;
export const MAX_PAGE = 10_000;
export const SEARCH_TEXT_MAX = 40;
/** A scanned code travels in the path: the router limits a parameter to 200 characters as sent (URL-encoded). */
export const SCAN_CODE_MAX = 100;

/** An identifier made of letters and digits (plus the given extra characters), at most `max` long. */
function ident(name: FieldLabelId, max: number, extra: '' | '-' | '-._' = '') {
  const chars = extra === '' ? 'A-Za-z0-9' : extra === '-' ? 'A-Za-z0-9-' : 'A-Za-z0-9._-';
  const only = extra === '' ? 'val.identLettersDigits' : extra === '-' ? 'val.identLettersDigitsDash' : 'val.identLettersDigitsDots';
  return z
    .string()
    .min(1, says('val.identRequired', { name: label(name) }))
    .max(max, says('val.identMax', { name: label(name), max }))
    .regex(new RegExp(`^[${chars}]+$`), says(only, { name: label(name) }));
}

export const plantIdSchema = ident('field.a.plant', 4);
export const warehouseIdSchema = ident('field.a.warehouse', 3);
export const slocIdSchema = ident('field.a.storageLocation', 4);
export const binIdSchema = ident('field.a.storageBin', 18, '-._');
export const storageTypeSchema = ident('field.a.storageType', 3);
export const binTypeSchema = ident('field.a.binType', 4);
export const materialIdSchema = ident('field.a.materialNumber', 18, '-._');
export const materialGroupSchema = ident('field.a.materialGroup', 9, '-');
export const materialTypeSchema = ident('field.a.materialType', 4);
export const customerNumberSchema = ident('field.a.customerNumber', 10);
export const vendorIdSchema = ident('field.a.vendor', 10);
export const companyCodeSchema = ident('field.a.companyCode', 4);
export const costCenterSchema = ident('field.a.costCentre', 10);
export const profileIdSchema = ident('field.a.shippingProfile', 10, '-._');
export const carrierCodeSchema = ident('field.a.carrier', 10, '-._');
export const movementTypeSchema = z.string().regex(/^\d{3}$/, says('val.movementTypeDigits'));

/** Free search text: a prefix of a number or a description. No control characters. */
export const searchTextSchema = z
  .string()
  .max(SEARCH_TEXT_MAX, says('val.searchTextMax', { max: SEARCH_TEXT_MAX }))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, says('val.searchTextControl'))
  .transform((v) => v.trim());

/** A scanned code: printable ASCII (GS1 CSET 82 and more) plus the GS1 group separator (ASCII 29). */
export const scanCodeSchema = z
  .string()
  .min(1, says('val.scanEmpty'))
  .max(SCAN_CODE_MAX, says('val.scanCodeMax', { max: SCAN_CODE_MAX }))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the group separator is the one control character allowed
  .regex(/^[\u001d\u0020-\u007e]+$/, says('val.scanPrintable'));

/** A whole number query parameter within bounds, with a default when absent. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
      if (!(n >= min && n <= max)) {
        ctx.issues.push({ code: 'custom', message: t('val.wholeNumberRange', { name, min, max }), input: v });
        return z.NEVER;
      }
      return n;
    });
}

/** The `page` and `pageSize` of a paged list, the page size within `size`. */
const pageFields = (size: { default: number; max: number }) => ({
  page: wholeNumber('page', 1, MAX_PAGE, 1),
  pageSize: wholeNumber('pageSize', 1, size.max, size.default),
});

const optionalBoolean = (name: string) =>
  z
    .enum(['true', 'false'], says('val.trueOrFalse', { name }))
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** An optional query parameter; an empty value (`?binType=`) counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// ---------------------------------------------------------------------------------------------
// Params and queries

export const plantParams = z.object({ plantId: plantIdSchema });
export const warehouseParams = z.object({ plantId: plantIdSchema, warehouseId: warehouseIdSchema });
export const binParams = warehouseParams.extend({ binId: binIdSchema });
export const slocParams = z.object({ slocId: slocIdSchema });
export const slocQuery = z.object({ plant: plantIdSchema.optional() }).transform((q, ctx) => {
  if (q.plant === undefined) {
    ctx.issues.push({
      code: 'custom',
      path: ['plant'],
      message: t('val.plantParamRequired'),
      input: q,
    });
    return z.NEVER;
  }
  return { plant: q.plant };
});
export const binQuery = z.object({ binType: optional(binTypeSchema) });
export const binListQuery = z.object({
  storageType: optional(storageTypeSchema),
  binType: optional(binTypeSchema),
  blocked: optionalBoolean('blocked'),
  prefix: optional(binIdSchema),
  /** bins holding stock (occupied) or none (empty) */
  occupancy: optional(z.enum(['empty', 'occupied'], { error: message('val.occupancy') })),
  /** keyset paging: the last bin id of the previous page (its `nextCursor`) */
  after: optional(binIdSchema),
  limit: wholeNumber('limit', 1, PAGE_SIZE.max, PAGE_SIZE.default),
});
export const materialParams = z.object({ materialId: materialIdSchema });
export const materialPlantParams = z.object({ materialId: materialIdSchema, plantId: plantIdSchema });
export const materialSearchQuery = z.object({
  q: searchTextSchema.optional(),
  group: optional(materialGroupSchema),
  type: optional(materialTypeSchema),
  serialized: optionalBoolean('serialized'),
  ...pageFields(PAGE_SIZE),
});
export const customerParams = z.object({ customerNumber: customerNumberSchema });
export const vendorParams = z.object({ vendorId: vendorIdSchema });
export const companyCodeParams = z.object({ companyCode: companyCodeSchema });
export const costCenterParams = z.object({ costCenter: costCenterSchema });
export const shippingProfileParams = z.object({ profileId: profileIdSchema });
export const carrierParams = z.object({ carrierCode: carrierCodeSchema });
export const carrierServicesParams = z.object({ carrierCode: carrierCodeSchema, shippingPoint: plantIdSchema });
export const movementTypeParams = z.object({ movementType: movementTypeSchema });
export const scanParams = z.object({ code: scanCodeSchema });
export const scanQuery = z.object({ plant: optional(plantIdSchema), warehouse: optional(warehouseIdSchema) });

export const autocompleteQuery = z.object({
  q: searchTextSchema.optional(),
  ...pageFields(AUTOCOMPLETE_PAGE_SIZE),
});
export const costCenterAutocompleteQuery = autocompleteQuery.extend({ companyCode: optional(companyCodeSchema) });
export const materialGroupParams = z.object({ materialGroup: materialGroupSchema });
export const materialTypeParams = z.object({ materialType: materialTypeSchema });

// ---------------------------------------------------------------------------------------------
// Responses

/** The dropdown control's option (spec: label, value, optional disabled flag). */
export const selectOption = z.object({ label: z.string(), value: z.string(), disabled: z.boolean().optional() });
export type SelectOption = z.infer<typeof selectOption>;

export const autocompleteResponse = z.object({
  options: z.array(selectOption),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponse>;

/** A plant as lists to choose from name it: its id and name. */
export const plantChoice = z.object({ plantId: z.string(), name: z.string() });
export const warehouseSummary = z.object({ warehouseId: z.string(), name: z.string() });
export const storageLocation = z.object({
  plantId: z.string(),
  slocId: z.string(),
  name: z.string(),
  warehouseId: z.string().nullable(),
  warehouseManaged: z.boolean(),
});
export type StorageLocation = z.infer<typeof storageLocation>;

export const plantSummary = plantChoice.extend({
  companyCode: z.string(),
  country: z.string(),
  city: z.string(),
  timezone: z.string(),
});
export type PlantSummary = z.infer<typeof plantSummary>;
export const plantList = z.object({ items: z.array(plantSummary) });
export const plantDetail = plantSummary.extend({
  countryName: z.string(),
  companyName: z.string(),
  warehouses: z.array(warehouseSummary),
  storageLocations: z.array(storageLocation),
});
export type PlantDetail = z.infer<typeof plantDetail>;

export const storageLocationList = z.object({ plantId: z.string(), items: z.array(storageLocation) });
export const storageLocationDetail = storageLocation.extend({ plantName: z.string(), warehouseName: z.string().nullable() });
export type StorageLocationDetail = z.infer<typeof storageLocationDetail>;

export const storageBin = z.object({
  warehouseId: z.string(),
  binId: z.string(),
  storageType: z.string(),
  storageTypeName: z.string(),
  storageTypeRole: z.string(),
  binType: z.string(),
  binTypeDescription: z.string(),
  /** decimal string, or null when the bin has no capacity limit */
  capacity: z.string().nullable(),
  blocked: z.boolean(),
  /** what the bin holds (bin lists): stock positions, distinct materials, total quantity, the first material */
  content: z
    .object({ positions: z.number(), materials: z.number(), quantity: z.string(), firstMaterial: z.string().nullable() })
    .optional(),
});
export type StorageBin = z.infer<typeof storageBin>;
export const storageBinList = z.object({
  plantId: z.string(),
  warehouseId: z.string(),
  items: z.array(storageBin),
  /** pass as `after` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type StorageBinList = z.infer<typeof storageBinList>;
export const storageBinDetail = storageBin.extend({
  plantId: z.string(),
  /** materials whose fixed bin this is */
  fixedMaterials: z.array(z.object({ materialId: z.string(), description: z.string() })),
  /** the stock in the bin, per position (material, storage location, batch, category) */
  contents: z.array(
    z.object({
      materialId: z.string(),
      description: z.string(),
      baseUnit: z.string(),
      serialized: z.boolean(),
      slocId: z.string(),
      batch: z.string(),
      category: stockCategorySchema,
      quantity: z.string(),
    }),
  ),
  /** true when the bin holds more positions than `contents` lists */
  contentsTruncated: z.boolean(),
});
export type StorageBinDetail = z.infer<typeof storageBinDetail>;

export const materialSummary = z.object({
  materialId: z.string(),
  description: z.string(),
  materialType: z.string(),
  materialGroup: z.string(),
  baseUnit: z.string(),
  ...materialFlagFields,
});
export type MaterialSummary = z.infer<typeof materialSummary>;
export const materialSearchResponse = z.object({
  items: z.array(materialSummary),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  maxPage: z.number(),
});
export type MaterialSearchResponse = z.infer<typeof materialSearchResponse>;

export const materialPlantData = z.object({
  materialId: z.string(),
  plantId: z.string(),
  plantName: z.string(),
  defaultSloc: z.string().nullable(),
  defaultSlocName: z.string().nullable(),
  fixedBins: z.array(z.object({ warehouseId: z.string(), binId: z.string() })),
});
export type MaterialPlantData = z.infer<typeof materialPlantData>;
export const materialDetail = materialSummary.extend({
  materialTypeDescription: z.string(),
  materialGroupDescription: z.string(),
  productCategory: z.string().nullable(),
  gtins: z.array(z.string()),
  /** per-plant data of the plants the caller may see */
  plants: z.array(materialPlantData),
});
export type MaterialDetail = z.infer<typeof materialDetail>;

/** A business partner's or company's name and its country (code and name). */
const nameAndCountryFields = { name: z.string(), country: z.string(), countryName: z.string() };
export const customer = z.object({
  customerNumber: z.string(),
  ...nameAndCountryFields,
  city: z.string(),
});
export const vendor = z.object({
  vendorId: z.string(),
  ...nameAndCountryFields,
  city: z.string(),
  email: z.string().nullable(),
});
export const companyCode = z.object({
  companyCode: z.string(),
  ...nameAndCountryFields,
  currency: z.string(),
});
export const costCenter = z.object({
  costCenter: z.string(),
  description: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
});
export const shippingProfile = z.object({
  profileId: z.string(),
  name: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  service: z.string(),
  shippingPoint: z.string(),
});
export const carrier = z.object({
  carrierCode: z.string(),
  name: z.string(),
  trackingUrlTemplate: z.string().nullable(),
  shippingPoints: z.array(z.string()),
});
export const carrierServices = z.object({
  carrierCode: z.string(),
  shippingPoint: z.string(),
  services: z.array(z.object({ service: z.string(), profileId: z.string(), name: z.string() })),
});
export const movementReasons = z.object({
  movementType: z.string(),
  description: z.string(),
  reasons: z.array(z.object({ reasonCode: z.string(), description: z.string() })),
});

export const scanMatch = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bin'),
    plantId: z.string(),
    warehouseId: z.string(),
    binId: z.string(),
    storageType: z.string(),
    binType: z.string(),
    blocked: z.boolean(),
  }),
  z.object({
    kind: z.literal('material'),
    materialId: z.string(),
    description: z.string(),
    baseUnit: z.string(),
    serialized: z.boolean(),
    batchManaged: z.boolean(),
    matchedBy: z.enum(['materialNumber', 'gtin']),
    gtin: z.string().nullable(),
  }),
  /** a piece of equipment by its serial number or equipment number, where it is now */
  z.object({
    kind: z.literal('serial'),
    equipmentNumber: z.string(),
    serialNumber: z.string(),
    materialId: z.string(),
    description: z.string(),
    ...equipmentPlaceFields,
    category: z.enum(['UNRESTRICTED', 'QUALITY', 'BLOCKED']).nullable(),
    status: z.string(),
    matchedBy: z.enum(['serialNumber', 'equipmentNumber']),
  }),
  /** a handling unit by its SSCC (GS1 AI 00, or the 18 digits) or its HU number (shipping) */
  z.object({
    kind: z.literal('handlingUnit'),
    huNumber: z.string(),
    sscc: z.string(),
    deliveryNumber: z.string(),
    plant: z.string(),
    parentHu: z.string().nullable(),
    matchedBy: z.enum(['sscc', 'huNumber']),
  }),
]);
export type ScanMatch = z.infer<typeof scanMatch>;
export const scanResponse = z.object({
  code: z.string(),
  /** the GS1 element string's parts, when the code was one */
  gs1: z
    .object({
      elements: z.array(z.object({ ai: z.string(), value: z.string() })),
      gtin: z.string().nullable(),
      batch: z.string().nullable(),
      serial: z.string().nullable(),
      count: z.string().nullable(),
      sscc: z.string().nullable(),
      purchaseOrder: z.string().nullable(),
    })
    .nullable(),
  matches: z.array(scanMatch),
});
export type ScanResponse = z.infer<typeof scanResponse>;

// ---------------------------------------------------------------------------------------------
// Cached lookups

export const LOOKUP_NAMES = ['isocountries', 'shippingroutes', 'material_groups', 'material_types'] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];
export const LOOKUP_PATHS: Record<LookupName, string> = {
  isocountries: '/supplier/isocountries.json',
  shippingroutes: '/supplier/shippingroutes.json',
  material_groups: '/supplier/material_groups.json',
  material_types: '/supplier/material_types.json',
};

export const cachedLookup = z.object({
  name: z.enum(LOOKUP_NAMES),
  path: z.string(),
  /** the cache generation in which this lookup's content last changed */
  version: z.number(),
  /** the strong validator the lookup's own path answers with (content hash) */
  etag: z.string(),
  lastModified: z.string(),
  count: z.number(),
  options: z.array(selectOption),
});
export type CachedLookup = z.infer<typeof cachedLookup>;
export const cacheResponse = z.object({
  /** bumped by every refresh (POST /supplier/cache/update.json) */
  version: z.number(),
  refreshedAt: z.string(),
  lookups: z.array(cachedLookup),
});
export type CacheResponse = z.infer<typeof cacheResponse>;
export const cacheUpdateResponse = z.object({
  version: z.number(),
  refreshedAt: z.string(),
  lookups: z.array(z.object({ name: z.enum(LOOKUP_NAMES), etag: z.string(), count: z.number(), changed: z.boolean() })),
});
export type CacheUpdateResponse = z.infer<typeof cacheUpdateResponse>;
