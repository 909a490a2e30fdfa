import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import { warehouseSetup } from '../stock/screens';
import {
  createdPiDocument,
  createPiDocumentSchema,
  piBatchCountResult,
  piBatchCountSchema,
  piBinParams,
  piBinSerials,
  piCountResult,
  piCountSchema,
  piDocumentView,
  piEmptyBinSchema,
  piParams,
  piRecountResult,
  piRecountSchema,
  piSearchSchema,
  piSerialCountResult,
  piSerialCountSchema,
  piSummary,
  postedPiDifferences,
} from './schemas';

/**
 * Physical inventory: documents (MI01: create, search, display, recount), counting on the handheld
 * (LI11: count a material in a bin, confirm an empty bin) and posting the differences (MI07: 701/702).
 */
export const PI_SCREEN = '/supplier/warehouse/invmgmt/pi';
const API = '/supplier/api/warehouse/pi';
const read = endpointsFor('GET', grant('IM', 'MI01'));
const manage = postingsFor(grant('IM', 'MI01'));
const count = postingsFor(grant('WM', 'LI11'));

export const piScreenInit = read(
  `${PI_SCREEN}/initdata.json`,
  'Physical inventory screen: plants, storage locations, warehouses, storage types',
  {
    response: warehouseSetup,
  },
);
/** The spec's inventory-management init data (its route table: invmgmt/initdata.json), the PI screen's setup. */
export const invmgmtInit = read(
  '/supplier/warehouse/invmgmt/initdata.json',
  'Inventory management init data: plants, storage locations, warehouses, storage types',
  {
    response: warehouseSetup,
  },
);
export const searchPiDocuments = read(
  `${PI_SCREEN}/search`,
  'Physical inventory documents by plant, warehouse, status, bin, material, date',
  {
    query: piSearchSchema,
    response: paged(piSummary),
  },
);
export const createPiDocument = manage(API, 'Create a physical inventory document over bins (freezes nothing)', {
  body: createPiDocumentSchema,
  response: createdPiDocument,
});
export const getPiDocument = read(`${API}/:piDocumentNumber`, 'A physical inventory document with bins, items, counts and differences', {
  params: piParams,
  response: piDocumentView,
});
export const countPiItem = count(`${API}/:piDocumentNumber/counts`, 'Count a material in a bin (a second count is a recount)', {
  params: piParams,
  body: piCountSchema,
  response: piCountResult,
});
export const confirmPiEmptyBin = count(`${API}/:piDocumentNumber/empty-bins`, 'Confirm that a bin is empty (every item counts 0)', {
  params: piParams,
  body: piEmptyBinSchema,
  response: piCountResult,
});
export const requestPiRecount = manage(`${API}/:piDocumentNumber/recount`, 'Ask for a recount of counted items', {
  params: piParams,
  body: piRecountSchema,
  response: piRecountResult,
});
export const postPiDifferences = postingsFor(grant('IM', 'MI07'))(
  `${API}/:piDocumentNumber/differences`,
  'Post the differences of a counted document (701 gain, 702 loss; once)',
  { params: piParams, body: z.strictObject({}).nullish(), response: postedPiDifferences },
);
export const getPiBinSerials = read(`${API}/:piDocumentNumber/bins/:bin/serials`, 'The serials of a bin: in stock now and counted', {
  params: piBinParams,
  response: piBinSerials,
});
export const countPiSerials = count(
  `${API}/:piDocumentNumber/serial-counts`,
  'Count a bin by serial: every serial scanned in it (found, missing, unexpected; a serial counted in another bin is refused)',
  { params: piParams, body: piSerialCountSchema, response: piSerialCountResult },
);
export const countPiBatch = count(
  `${API}/:piDocumentNumber/count-batches`,
  'Many count results at once (up to 10,000; non-serialized materials; all or nothing)',
  { params: piParams, body: piBatchCountSchema, response: piBatchCountResult },
);
