import { endpointsFor, postingsFor } from '../endpoint';
import { postedXferPosting, slocTransferSchema, xferPostingInit, xferPostingSchema } from './schemas';

/** Transfer posting (MB1B): the desktop screen's init data, a transfer posting, the storage-location transfer call. */
export const XFER_SCREEN = '/supplier/warehouse/xferposting';
const MB1B = { module: 'IM', tcode: 'MB1B' } as const;

export const xferPostingScreenInit = endpointsFor('GET', MB1B)(
  `${XFER_SCREEN}/xferpostinginitdata.json`,
  'Transfer posting screen: plants, storage locations, warehouses, the transfer movement types',
  { response: xferPostingInit },
);
export const postXferPosting = postingsFor(MB1B)(
  '/supplier/api/warehouse/xfer-postings',
  'Post a transfer: plant to plant (301), location to location (311), material to material (309), category changes (321-350)',
  { body: xferPostingSchema, response: postedXferPosting },
);
export const slocTransfer = postingsFor(MB1B)(
  '/supplier/api/warehouse/sloctransfer',
  'Storage location to storage location (311) within a plant',
  { body: slocTransferSchema, response: postedXferPosting },
);
