import { z } from 'zod';
import { plantIdSchema, warehouseIdSchema } from '../master-data/schemas';
import {
  batchSchema,
  binIdSchema,
  MAX_SERIALS_PER_ITEM,
  materialIdSchema,
  quantitySchema,
  serialsSchema,
  slocIdSchema,
  stockCategorySchema,
} from '../stock/schemas';

/**
 * Bin to bin on the handheld: one material (or its serials) from a source bin to a destination
 * bin of the same warehouse, posted through a BIN_TO_BIN transfer order created and confirmed in
 * one step. `sloc` is needed only when several storage locations share the warehouse.
 */
export const binToBinSchema = z.strictObject({
  sloc: slocIdSchema.optional(),
  sourceBin: binIdSchema,
  material: materialIdSchema,
  batch: batchSchema.optional(),
  category: stockCategorySchema.optional(),
  quantity: quantitySchema,
  serials: serialsSchema(MAX_SERIALS_PER_ITEM).optional(),
  destinationBin: binIdSchema,
});
export type BinToBinInput = z.output<typeof binToBinSchema>;
export type BinToBinRequest = z.input<typeof binToBinSchema>;

/** Answer of a bin-to-bin move: the transfer order and the material document its confirmation posted. */
export const binToBinResult = z.object({ orderId: z.string(), matDoc: z.string() });
export type BinToBinResult = z.infer<typeof binToBinResult>;

export const binToBinParams = z.object({ plantId: plantIdSchema, warehouseId: warehouseIdSchema });
