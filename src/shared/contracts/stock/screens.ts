import { z } from 'zod';
import { binListQuery, plantChoice, plantIdSchema, warehouseIdSchema, warehouseSummary } from '../master-data/schemas';
import { STOCK_CATEGORIES, stockCategorySchema, stockOverviewSchema } from './schemas';

/**
 * Contracts of the stock-visibility screens: stock overview (MMBE), storage bins
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
export const warehouseSetup = z.object({
  plants: z.array(
    plantChoice.extend({
      storageLocations: z.array(z.object({ slocId: z.string(), name: z.string(), warehouseId: z.string().nullable() })),
      warehouses: z.array(
        warehouseSummary.extend({
          storageTypes: z.array(z.object({ storageType: z.string(), name: z.string() })),
          binTypes: z.array(z.object({ binType: z.string(), description: z.string() })),
        }),
      ),
    }),
  ),
  categories: z.array(stockCategorySchema).readonly(),
});
export type WarehouseSetup = z.infer<typeof warehouseSetup>;

export const stockCategories = STOCK_CATEGORIES;

/** Rows on a page of the stock overview (the `limit` its screen asks for). */
export const STOCK_OVERVIEW_PAGE_SIZE = 50;

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

/**
 * The handheld (wm) preferences: the plant and warehouse the operator works in; and (
 * screen wm/userprefs) the label printer, the scan error's sound and vibration (on unless false),
 * the quantity a handheld quantity field starts with. A malformed value reads as not set.
 */
export const wmPreferences = z.object({
  plant: z.string().max(4).optional(),
  warehouse: z.string().max(3).optional(),
  printer: z.string().max(100).optional().catch(undefined),
  scanSound: z.boolean().optional().catch(undefined),
  vibration: z.boolean().optional().catch(undefined),
  defaultQuantity: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,3})?$/)
    .optional()
    .catch(undefined),
});
export type WmPreferences = z.infer<typeof wmPreferences>;
