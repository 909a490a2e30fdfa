import type { Access } from '../../../shared/access';

/** Stock overview (MMBE) and storage bins (LS03N): screen JSON and the CSV export; the bin-to-bin move. */
export const stockVisibilityCatalogue: Record<string, Access> = {
  'GET /supplier/warehouse/invmgmt/stock/initdata.json': { module: 'IM', tcode: 'MMBE' },
  'GET /supplier/warehouse/invmgmt/stock/export.csv': { module: 'IM', tcode: 'MMBE' },
  'GET /supplier/warehouse/invmgmt/storagebin/initdata.json': { module: 'WM', tcode: 'LS03N' },
  'GET /supplier/warehouse/invmgmt/storagebin/search': { module: 'WM', tcode: 'LS03N' },
  // bin to bin: creates a transfer order (LT01) and confirms it in the same posting
  'POST /supplier/api/warehouse/plants/:plantId/warehouses/:warehouseId/bin-to-bin': { module: 'WM', tcode: 'LT01' },
};
