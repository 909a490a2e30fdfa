import { z } from 'zod';
import { grant } from '../../access';
import { says } from '../../i18n/validation';
import { endpointsFor, postingsFor } from '../endpoint';
import { storageBinList } from '../master-data/schemas';
import {
  equipmentDetail,
  equipmentSearchSchema,
  equipmentSearchV2Schema,
  equipmentView,
  matDocSchema,
  materialDocumentLine,
  materialDocumentSearchSchema,
  materialDocumentView,
  paged,
  postedMaterialDocument,
  postMaterialDocumentSchema,
  reverseMaterialDocumentSchema,
  stockOverviewResponse,
  stockOverviewSchema,
} from './schemas';
import { STOCK_SCREEN, STORAGE_BIN_SCREEN, stockExportSchema, storageBinSearchSchema, warehouseSetup } from './screens';

/**
 * The inventory ledger: post (MB1B), search and display (MB51), reverse (MBST) material documents;
 * the stock overview (MMBE) with its screen JSON and CSV export; storage bins (LS03N);
 * serialized equipment (IQ03).
 */
const DOCS = '/supplier/api/warehouse/material-documents';
const documents = endpointsFor('GET', grant('IM', 'MB51'));
const overview = endpointsFor('GET', grant('IM', 'MMBE'));
const bins = endpointsFor('GET', grant('WM', 'LS03N'));
const equipment = endpointsFor('GET', grant('IM', 'IQ03'));
const matDocParams = z.object({ matDoc: matDocSchema });

export const postMaterialDocument = postingsFor(grant('IM', 'MB1B'))(DOCS, 'Post a material document (every stock change is one)', {
  body: postMaterialDocumentSchema,
  response: postedMaterialDocument,
});
export const searchMaterialDocuments = documents(DOCS, 'Material document items by material, plant, date, movement type, reference, bin', {
  query: materialDocumentSearchSchema,
  response: paged(materialDocumentLine),
});
export const getMaterialDocument = documents(`${DOCS}/:matDoc`, 'A material document with its items and serials', {
  params: matDocParams,
  response: materialDocumentView,
});
export const reverseMaterialDocument = postingsFor(grant('IM', 'MBST'))(
  `${DOCS}/:matDoc/reversal`,
  'Reverse a material document (at most once)',
  {
    params: matDocParams,
    body: reverseMaterialDocumentSchema.nullish(),
    response: postedMaterialDocument,
  },
);

export const stockOverview = overview('/supplier/api/warehouse/stock', 'Stock per position in the caller’s plants (keyset paging)', {
  query: stockOverviewSchema,
  response: stockOverviewResponse,
});
export const stockScreenInit = overview(
  `${STOCK_SCREEN}/initdata.json`,
  'Stock overview screen: plants, storage locations, warehouses, categories',
  {
    response: warehouseSetup,
  },
);
export const stockExport = overview(`${STOCK_SCREEN}/export.csv`, 'The stock overview as CSV (streamed)', {
  query: stockExportSchema,
  produces: 'text/csv',
});
export const storageBinScreenInit = bins(
  `${STORAGE_BIN_SCREEN}/initdata.json`,
  'Storage bin screen: plants, warehouses, storage and bin types',
  {
    response: warehouseSetup,
  },
);
export const storageBinSearch = bins(`${STORAGE_BIN_SCREEN}/search`, 'Storage bins of a warehouse with occupancy', {
  query: storageBinSearchSchema,
  response: storageBinList,
});

export const searchEquipment = equipment(
  '/supplier/api/warehouse/serialized-equipments',
  'Serialized equipment by serial number, material or position',
  {
    query: equipmentSearchSchema,
    response: paged(equipmentView),
  },
);
export const getEquipment = equipment('/supplier/api/warehouse/serialized-equipments/:equipmentNumber', 'One equipment with its history', {
  params: z.object({ equipmentNumber: z.string().regex(/^\d{1,18}$/, says('val.equipmentNumber')) }),
  response: equipmentDetail,
});

/** v2 (docs/decisions/0037-serialized-equipment-v1-and-v2-one-search.md): the same search with the material group, and by equipment number. */
const V2 = '/supplier/api/warehouse/v2/serialized-equipments';
export const searchEquipmentV2 = equipment(
  V2,
  'Serialized equipment, paged, by plant, status, lock and material group (and v1’s filters)',
  {
    query: equipmentSearchV2Schema,
    response: paged(equipmentView),
  },
);
export const getEquipmentV2 = equipment(`${V2}/:equipmentNumber`, 'One equipment with its history (v2)', {
  params: z.object({ equipmentNumber: z.string().regex(/^\d{1,18}$/, says('val.equipmentNumber')) }),
  response: equipmentDetail,
});

/** `npm run ledger:check` over HTTP for administrators: the inventory recomputed from the documents (read-only, reads everything). */
export const ledgerCheck = endpointsFor('GET', grant('ADMIN', 'SU01'))(
  '/supplier/api/admin/ledger-check',
  'Recompute stock, stock in transit and serial positions from the posted documents and name every difference',
  {
    response: z.object({
      ok: z.boolean(),
      differences: z.array(z.object({ kind: z.string(), key: z.string(), expected: z.string(), actual: z.string() })),
      counts: z.object({ documents: z.number(), items: z.number(), stockRows: z.number(), equipment: z.number() }),
    }),
  },
);
