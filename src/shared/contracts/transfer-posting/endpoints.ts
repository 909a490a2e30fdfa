import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import {
  postedXferPosting,
  slocTransferSchema,
  transitTransfers,
  transitTransfersQuery,
  xferPostingInit,
  xferPostingSchema,
} from './schemas';

/** Transfer posting (MB1B): the desktop screen's init data, a transfer posting, the storage-location transfer call. */
export const XFER_SCREEN = '/supplier/warehouse/xferposting';

export const xferPostingScreenInit = endpointsFor('GET', grant('IM', 'MB1B'))(
  `${XFER_SCREEN}/xferpostinginitdata.json`,
  'Transfer posting screen: plants, storage locations, warehouses, the transfer movement types',
  { response: xferPostingInit },
);
export const postXferPosting = postingsFor(grant('IM', 'MB1B'))(
  '/supplier/api/warehouse/xfer-postings',
  'Post a transfer: plant to plant (301, or 303 into transit and 305 out of it), location to location (311), material to material (309), category changes (321-350)',
  { body: xferPostingSchema, response: postedXferPosting },
);
export const slocTransfer = postingsFor(grant('IM', 'MB1B'))(
  '/supplier/api/warehouse/sloctransfer',
  'Storage location to storage location (311) within a plant',
  { body: slocTransferSchema, response: postedXferPosting },
);
export const listTransitTransfers = endpointsFor('GET', grant('IM', 'MB1B'))(
  '/supplier/api/warehouse/xfer-postings/in-transit',
  'Stock in transit to the plants of the user by 303 material document item, with the quantity and serials not yet placed (305)',
  { query: transitTransfersQuery, response: transitTransfers },
);
