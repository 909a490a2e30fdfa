import { z } from 'zod';
import { grant } from '../../access';
import { endpoint, endpointsFor, POSTING_ERRORS, postingsFor } from '../endpoint';
import { postedMaterialDocument } from '../stock/schemas';
import {
  batchExamples,
  masterDataBodies,
  openingStockDocumented,
  openingStockExample,
  orderBodies,
  serialsExample,
  stockExample,
} from './documented';
import {
  BATCH_BODY_LIMIT,
  batchBody,
  batchResult,
  dryRunQuery,
  IMPORT_API,
  INTEGRATION_API,
  importBody,
  importCheck,
  importKindSchema,
  importResult,
  masterKindSchema,
  openingStockBody,
  orderKindSchema,
  page,
  serialQuery,
  serialRow,
  stockQuery,
  stockRow,
} from './schemas';

/**
 * The integration API (docs/INTEGRATION.md): an ERP loads master data, orders and opening stock
 * keyed by its own ids, in batches that are all-or-nothing with per-row errors, and reads stock and
 * serial status. Guarded by INTEGRATION grants (an API token's scopes). The CSV import screen
 * (ADMIN/IMPORT) runs the same domain code.
 */
const readStock = endpointsFor('GET', grant('INTEGRATION', 'STOCK'));

export const upsertMasterData = endpoint({
  method: 'POST',
  path: `${INTEGRATION_API}/master-data/:kind`,
  access: grant('INTEGRATION', 'MASTER'),
  summary: 'Upsert a batch of master data of one kind, keyed by the ERP ids (JSON array or NDJSON; all rows or none)',
  params: z.object({ kind: masterKindSchema }),
  query: dryRunQuery,
  body: batchBody,
  response: batchResult,
  bodyLimit: BATCH_BODY_LIMIT,
  errors: ['BATCH_EMPTY', 'BATCH_TOO_LARGE', 'BATCH_REFUSED'],
  bodyPer: { param: 'kind', bodies: masterDataBodies, examples: batchExamples },
});

export const upsertOrders = endpoint({
  method: 'POST',
  path: `${INTEGRATION_API}/orders/:kind`,
  access: grant('INTEGRATION', 'ORDERS'),
  summary: 'Create or change purchase, stock transport or sales orders (quantities, dates, cancelled lines, closed)',
  params: z.object({ kind: orderKindSchema }),
  query: dryRunQuery,
  body: batchBody,
  response: batchResult,
  bodyLimit: BATCH_BODY_LIMIT,
  errors: ['BATCH_EMPTY', 'BATCH_TOO_LARGE', 'BATCH_REFUSED', 'ORDER_LINE_STARTED', 'ORDER_QUANTITY_BELOW_DONE'],
  bodyPer: { param: 'kind', bodies: orderBodies, examples: batchExamples },
});

export const postOpeningStock = postingsFor(grant('INTEGRATION', 'STOCK'))(
  `${INTEGRATION_API}/opening-stock`,
  'Opening balances: one material document (movement 561) per batch, lines per bin with serials',
  {
    body: openingStockBody,
    documentedBody: openingStockDocumented,
    response: postedMaterialDocument,
    bodyLimit: BATCH_BODY_LIMIT,
    errors: ['BATCH_REFUSED', ...POSTING_ERRORS],
    examples: openingStockExample,
  },
);

export const readStockLevels = readStock(`${INTEGRATION_API}/stock`, 'Stock per material, plant, storage location and category', {
  query: stockQuery,
  response: page(stockRow),
  examples: stockExample,
});

export const readSerials = readStock(`${INTEGRATION_API}/serials`, 'Serial numbers of a material with status and position', {
  query: serialQuery,
  response: page(serialRow),
  examples: serialsExample,
});

export const checkImport = endpoint({
  method: 'POST',
  path: `${IMPORT_API}/:kind/check`,
  access: grant('ADMIN', 'IMPORT'),
  summary: 'CSV import preview: validates rows with the integration code and rolls back',
  params: z.object({ kind: importKindSchema }),
  body: importBody,
  response: importCheck,
  bodyLimit: 4 * 1024 * 1024,
});

export const runImport = postingsFor(grant('ADMIN', 'IMPORT'))(`${IMPORT_API}/:kind`, 'CSV import: loads a chunk of rows (all or none)', {
  params: z.object({ kind: importKindSchema }),
  body: importBody,
  response: importResult,
  bodyLimit: 4 * 1024 * 1024,
});
