import { z } from 'zod';
import { message, says } from '../../i18n/validation';
import { plantChoice } from '../master-data/schemas';
import {
  batchSchema,
  binIdSchema,
  destinationInputSchema,
  headerTextSchema,
  MAX_DOCUMENT_ITEMS,
  MAX_SERIALS_PER_ITEM,
  matDocSchema,
  materialIdSchema,
  movementReasonSchema,
  plantIdSchema,
  positionInputSchema,
  quantitySchema,
  serialsSchema,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';
import { warehouseSetup } from '../stock/screens';

/**
 * Transfer posting (MB1B, desktop screen xferposting/index): plant to plant in one step (301) or in
 * two through stock in transit (303 out of the issuing plant, 305 into storage at the receiving plant
 * for a 303 material document), storage location to storage location (311), material to material
 * (309) and the category changes (321, 343, 344, 349, 350). What each type asks for is data
 * (TRANSFER_TYPES), shared by the screen and the server.
 */
export interface TransferType {
  type: string;
  text: string;
  /**
   * the destination: another plant (301), another storage location (311), any position of the plant (309), the same
   * (category changes), stock in transit to another plant (303), a position of the receiving plant out of transit (305)
   */
  destination: 'PLANT' | 'SLOC' | 'MATERIAL' | 'SAME' | 'TRANSIT' | 'PLACEMENT';
  /** the source category a category change takes from (null: the poster chooses) */
  fromCategory: 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED' | null;
  toCategory: 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED' | null;
}

export const TRANSFER_TYPES: readonly TransferType[] = [
  { type: '301', text: 'Plant to plant', destination: 'PLANT', fromCategory: null, toCategory: null },
  { type: '311', text: 'Storage location to storage location', destination: 'SLOC', fromCategory: null, toCategory: null },
  { type: '309', text: 'Material to material', destination: 'MATERIAL', fromCategory: null, toCategory: null },
  { type: '321', text: 'Quality inspection to unrestricted', destination: 'SAME', fromCategory: 'QUALITY', toCategory: 'UNRESTRICTED' },
  { type: '343', text: 'Blocked to unrestricted', destination: 'SAME', fromCategory: 'BLOCKED', toCategory: 'UNRESTRICTED' },
  { type: '344', text: 'Unrestricted to blocked', destination: 'SAME', fromCategory: 'UNRESTRICTED', toCategory: 'BLOCKED' },
  { type: '349', text: 'Blocked to quality inspection', destination: 'SAME', fromCategory: 'BLOCKED', toCategory: 'QUALITY' },
  { type: '350', text: 'Quality inspection to blocked', destination: 'SAME', fromCategory: 'QUALITY', toCategory: 'BLOCKED' },
  { type: '303', text: 'Removal plant to plant (into transit)', destination: 'TRANSIT', fromCategory: 'UNRESTRICTED', toCategory: null },
  {
    type: '305',
    text: 'Placement plant to plant (out of transit)',
    destination: 'PLACEMENT',
    fromCategory: null,
    toCategory: 'UNRESTRICTED',
  },
];
export const TRANSFER_TYPE_CODES = TRANSFER_TYPES.map((t) => t.type) as [string, ...string[]];

export const transferTypeView = z.object({
  type: z.string(),
  text: z.string(),
  destination: z.enum(['PLANT', 'SLOC', 'MATERIAL', 'SAME', 'TRANSIT', 'PLACEMENT']),
  fromCategory: stockCategorySchema.nullable(),
  toCategory: stockCategorySchema.nullable(),
});

/** The init data: the user's plants (sources), the transfer types, and every plant stock may be sent to in transit (303). */
export const xferPostingInit = warehouseSetup.extend({
  movementTypes: z.array(transferTypeView),
  receivingPlants: z.array(plantChoice),
});
export type XferPostingInit = z.infer<typeof xferPostingInit>;

export const xferPostingLineSchema = z.strictObject({
  material: materialIdSchema,
  quantity: quantitySchema,
  batch: batchSchema.optional(),
  /** 309: the material the stock becomes */
  toMaterial: materialIdSchema.optional(),
  /** 305: the item of the 303 material document (transitDocument) this line places */
  transitItem: z
    .number({ error: message('val.transitItemNumber') })
    .int()
    .positive()
    .max(999999)
    .optional(),
  serials: serialsSchema(MAX_SERIALS_PER_ITEM, 'line').optional(),
  reason: movementReasonSchema.optional(),
});

/**
 * One transfer posting: a movement type, where from (and to), its lines. 305 has no source position:
 * it names the 303 material document (transitDocument) whose stock in transit it places, and the
 * position of the receiving plant (to).
 */
export const xferPostingSchema = z.strictObject({
  movementType: z.enum(TRANSFER_TYPE_CODES, says('val.transferTypeOneOf', { values: TRANSFER_TYPE_CODES.join(', ') })),
  from: positionInputSchema.optional(),
  to: destinationInputSchema.omit({ category: true }).optional(),
  transitDocument: matDocSchema.optional(),
  headerText: headerTextSchema.optional(),
  lines: z
    .array(xferPostingLineSchema)
    .min(1, says('val.materialRequired'))
    .max(MAX_DOCUMENT_ITEMS / 2),
});
export type XferPostingInput = z.output<typeof xferPostingSchema>;
export type XferPostingRequest = z.input<typeof xferPostingSchema>;

/** Storage location to storage location (the spec's sloctransfer call): 311 from one location of a plant to another. */
export const slocTransferSchema = z.strictObject({
  plant: plantIdSchema,
  fromSloc: slocIdSchema,
  fromBin: binIdSchema.optional(),
  toSloc: slocIdSchema,
  toBin: binIdSchema.optional(),
  lines: z
    .array(xferPostingLineSchema.omit({ toMaterial: true, transitItem: true }))
    .min(1, says('val.materialRequired'))
    .max(MAX_DOCUMENT_ITEMS),
});
export type SlocTransferInput = z.output<typeof slocTransferSchema>;

export const postedXferPosting = z.object({
  matDoc: z.string(),
  movementType: z.string(),
  itemCount: z.number(),
});
export type PostedXferPosting = z.infer<typeof postedXferPosting>;

/** The stock in transit to the user's plants by 303 document item: what is still to be placed with 305. */
export const transitTransfersQuery = z.strictObject({ plant: plantIdSchema.optional() });
export const transitTransferItem = z.object({
  matDoc: z.string(),
  itemNo: z.number(),
  postingDate: z.string(),
  material: z.string(),
  description: z.string(),
  batch: z.string(),
  issuingPlant: z.string(),
  issuingSloc: z.string(),
  receivingPlant: z.string(),
  quantity: z.string(),
  openQuantity: z.string(),
  /** the serials of the item still in transit (serialized materials) */
  serials: z.array(z.string()),
});
export const transitTransfers = z.object({ items: z.array(transitTransferItem) });
export type TransitTransferItem = z.infer<typeof transitTransferItem>;
