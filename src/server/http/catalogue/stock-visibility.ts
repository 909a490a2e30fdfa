import type { Access } from '../../../shared/access';

/** Stock overview (MMBE) and storage bins (LS03N): screen JSON and the CSV export. */
export const stockVisibilityCatalogue: Record<string, Access> = {
  'GET /supplier/warehouse/invmgmt/stock/initdata.json': { module: 'IM', tcode: 'MMBE' },
  'GET /supplier/warehouse/invmgmt/stock/export.csv': { module: 'IM', tcode: 'MMBE' },
  'GET /supplier/warehouse/invmgmt/storagebin/initdata.json': { module: 'WM', tcode: 'LS03N' },
  'GET /supplier/warehouse/invmgmt/storagebin/search': { module: 'WM', tcode: 'LS03N' },
};
