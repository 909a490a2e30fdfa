import { grant } from '../../access';
import { postingsFor } from '../endpoint';
import { binToBinParams, binToBinResult, binToBinSchema } from './schemas';

/** Bin to bin on the handheld: a BIN_TO_BIN transfer order created (LT01) and confirmed in one posting. */
export const moveBinToBin = postingsFor(grant('WM', 'LT01'))(
  '/supplier/api/warehouse/plants/:plantId/warehouses/:warehouseId/bin-to-bin',
  'Move a material (or its serials) from one bin to another',
  {
    params: binToBinParams,
    body: binToBinSchema,
    response: binToBinResult,
  },
);
