import { z } from 'zod';
import {
  batchSchema,
  binIdSchema,
  MAX_DOCUMENT_ITEMS,
  MAX_SERIALS_PER_ITEM,
  materialIdSchema,
  plantIdSchema,
  quantitySchema,
  serialNumberSchema,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';
import { warehouseSetup } from '../stock/screens';

/**
 * Transfer posting (MB1B, desktop screen xferposting/index): plant to plant (301), storage location
 * to storage location (311), material to material (309) and the category changes (321, 343, 344,
 * 349, 350). What each type asks for is data (TRANSFER_TYPES), shared by the screen and the server.
 */
export interface TransferType {
  type: string;
  text: string;
  /** the destination: another plant (301), another storage location (311), any position of the plant (309), the same (category changes) */
  destination: 'PLANT' | 'SLOC' | 'MATERIAL' | 'SAME';
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
];
export const TRANSFER_TYPE_CODES = TRANSFER_TYPES.map((t) => t.type) as [string, ...string[]];

export const transferTypeView = z.object({
  type: z.string(),
  text: z.string(),
  destination: z.enum(['PLANT', 'SLOC', 'MATERIAL', 'SAME']),
  fromCategory: stockCategorySchema.nullable(),
  toCategory: stockCategorySchema.nullable(),
});

export const xferPostingInit = warehouseSetup.extend({ movementTypes: z.array(transferTypeView) });
export type XferPostingInit = z.infer<typeof xferPostingInit>;

const place = z.strictObject({ plant: plantIdSchema, sloc: slocIdSchema, bin: binIdSchema.optional() });
const target = z.strictObject({ plant: plantIdSchema.optional(), sloc: slocIdSchema.optional(), bin: binIdSchema.optional() });

export const xferPostingLineSchema = z.strictObject({
  material: materialIdSchema,
  quantity: quantitySchema,
  batch: batchSchema.optional(),
  /** 309: the material the stock becomes */
  toMaterial: materialIdSchema.optional(),
  serials: z.array(serialNumberSchema).max(MAX_SERIALS_PER_ITEM, `At most ${MAX_SERIALS_PER_ITEM} serials per line.`).optional(),
  reason: z
    .string()
    .regex(/^\d{4}$/, 'A movement reason is four digits, e.g. 0001.')
    .optional(),
});

/** One transfer posting: a movement type, where from (and to), its lines. */
export const xferPostingSchema = z.strictObject({
  movementType: z.enum(TRANSFER_TYPE_CODES, { error: `Movement type must be one of ${TRANSFER_TYPE_CODES.join(', ')}.` }),
  from: place.extend({ category: stockCategorySchema.optional() }),
  to: target.optional(),
  headerText: z.string().trim().max(200, 'Header text is at most 200 characters.').optional(),
  lines: z
    .array(xferPostingLineSchema)
    .min(1, 'Add at least one material.')
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
    .array(xferPostingLineSchema.omit({ toMaterial: true }))
    .min(1, 'Add at least one material.')
    .max(MAX_DOCUMENT_ITEMS),
});
export type SlocTransferInput = z.output<typeof slocTransferSchema>;

export const postedXferPosting = z.object({
  matDoc: z.string(),
  movementType: z.string(),
  itemCount: z.number(),
});
export type PostedXferPosting = z.infer<typeof postedXferPosting>;
