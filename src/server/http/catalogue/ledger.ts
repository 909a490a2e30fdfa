import type { Access } from '../../../shared/access';

/** The inventory ledger: posting, material documents, reversal, stock overview, equipment. */
export const ledgerCatalogue: Record<string, Access> = {
  'POST /supplier/api/warehouse/material-documents': { module: 'IM', tcode: 'MB1B' },
  'GET /supplier/api/warehouse/material-documents': { module: 'IM', tcode: 'MB51' },
  'GET /supplier/api/warehouse/material-documents/:matDoc': { module: 'IM', tcode: 'MB51' },
  'POST /supplier/api/warehouse/material-documents/:matDoc/reversal': { module: 'IM', tcode: 'MBST' },
  'GET /supplier/api/warehouse/stock': { module: 'IM', tcode: 'MMBE' },
  'GET /supplier/api/warehouse/serialized-equipments': { module: 'IM', tcode: 'IQ03' },
  'GET /supplier/api/warehouse/serialized-equipments/:equipmentNumber': { module: 'IM', tcode: 'IQ03' },
};
