import { z } from 'zod';
import { binListQuery, plantIdSchema, warehouseIdSchema } from './master-data';
import {
  batchSchema,
  binIdSchema,
  MAX_SERIALS_PER_ITEM,
  materialIdSchema,
  quantitySchema,
  STOCK_CATEGORIES,
  type StockCategoryCode,
  serialNumberSchema,
  slocIdSchema,
  stockCategorySchema,
  stockOverviewSchema,
} from './stock';

/**
 * Contracts of the stock-visibility screens (issue 6): stock overview (MMBE), storage bins
 * (LS03N), their init data and the CSV export. The row data itself comes from the ledger's stock
 * API and the master-data bins API (extended, not duplicated).
 */

export const STOCK_SCREEN = '/supplier/warehouse/invmgmt/stock';
export const STORAGE_BIN_SCREEN = '/supplier/warehouse/invmgmt/storagebin';

/** The CSV export takes the overview's filters (no paging: it streams everything). */
export const stockExportSchema = stockOverviewSchema.omit({ cursor: true, limit: true });
export type StockExportQuery = z.output<typeof stockExportSchema>;

/** storagebin/search: the bins API's list query with the plant and warehouse as query parameters. */
export const storageBinSearchSchema = binListQuery.extend({ plant: plantIdSchema, warehouse: warehouseIdSchema });
export type StorageBinSearchQuery = z.output<typeof storageBinSearchSchema>;

/** The plants of the user with their storage locations and warehouses (storage types, bin types). */
export interface WarehouseSetup {
  plants: {
    plantId: string;
    name: string;
    storageLocations: { slocId: string; name: string; warehouseId: string | null }[];
    warehouses: {
      warehouseId: string;
      name: string;
      storageTypes: { storageType: string; name: string }[];
      binTypes: { binType: string; description: string }[];
    }[];
  }[];
  categories: readonly StockCategoryCode[];
}

export const stockCategories = STOCK_CATEGORIES;

/** Columns of the stock overview a user can hide (remembered in the displaystock preferences). */
export const STOCK_COLUMNS = ['description', 'plant', 'sloc', 'bin', 'batch', 'category', 'unit'] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number];

export const displayStockPreferences = z.object({
  plant: z.string().max(4).optional(),
  hiddenColumns: z.array(z.enum(STOCK_COLUMNS)).optional(),
});
export type DisplayStockPreferences = z.infer<typeof displayStockPreferences>;

export const storageBinPreferences = z.object({
  plant: z.string().max(4).optional(),
  warehouse: z.string().max(3).optional(),
});
export type StorageBinPreferences = z.infer<typeof storageBinPreferences>;

/** The handheld (wm) preferences: the plant and warehouse the operator works in. */
export const wmPreferences = z.object({
  plant: z.string().max(4).optional(),
  warehouse: z.string().max(3).optional(),
});
export type WmPreferences = z.infer<typeof wmPreferences>;

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
  serials: z.array(serialNumberSchema).max(MAX_SERIALS_PER_ITEM, `At most ${MAX_SERIALS_PER_ITEM} serials.`).optional(),
  destinationBin: binIdSchema,
});
export type BinToBinInput = z.output<typeof binToBinSchema>;
export type BinToBinRequest = z.input<typeof binToBinSchema>;

/** Answer of a bin-to-bin move: the transfer order and the material document its confirmation posted. */
export interface BinToBinResult {
  orderId: string;
  matDoc: string;
}

export const binToBinParams = z.object({ plantId: plantIdSchema, warehouseId: warehouseIdSchema });
