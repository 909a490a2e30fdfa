import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { equipmentSearchSchema, equipmentView, paged } from '../stock/schemas';
import {
  createReceiptRequestSchema,
  MAX_REQUEST_SERIALS,
  receiptRequestParams,
  receiptRequestSearchSchema,
  receiptRequestSummary,
  receiptRequestView,
} from './receipt-requests';
import {
  bulkImagesSchema,
  bulkUploadedImages,
  equipmentNumberParams,
  equipmentQuality,
  imageParams,
  imageQuery,
  imagesValidation,
  imagingInit,
  MAX_IMAGE_BYTES,
  uploadedImages,
  uploadImageSchema,
  validateImagesSchema,
} from './schemas';

/** Equipment (IM/IQ03: search, a serial's whole history) and imaging (IM/IMAGING: photos of equipment). */
const read = endpointsFor('GET', grant('IM', 'IQ03'));
const upload = postingsFor(grant('IM', 'IMAGING'));
const API = '/supplier/api/warehouse/equipment';

export const equipmentScreenSearch = read(
  '/supplier/warehouse/invmgmt/equipment/search',
  'Equipment screen: serials by number, material, status, plant, bin, lock',
  {
    query: equipmentSearchSchema,
    response: paged(equipmentView),
  },
);
export const getEquipmentQuality = read(
  `${API}/:equipmentNumber/quality`,
  "A serial's lock, inspection lots, defects, deliveries and images",
  {
    params: equipmentNumberParams,
    response: equipmentQuality,
  },
);
export const getEquipmentImage = read(`${API}/images/:imageId`, 'An equipment image (full size or thumbnail), with its content type', {
  params: imageParams,
  query: imageQuery,
  produces: 'application/octet-stream',
});
export const imagingScreenInit = endpointsFor('GET', grant('IM', 'IMAGING'))(
  '/supplier/warehouse/invmgmt/imaging/initdata.json',
  'Imaging screen: image types and limits',
  {
    response: imagingInit,
  },
);
export const uploadEquipmentImage = upload(`${API}/images`, 'Attach a photo to a serial (JPEG, PNG or WebP, checked by content)', {
  body: uploadImageSchema,
  response: uploadedImages,
  bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024,
});
export const uploadEquipmentImagesBulk = upload(
  `${API}/images/bulk`,
  'Attach photos to many serials, each named by its file name (<serial>.jpg): the valid files are stored, the others named with the reason',
  {
    body: bulkImagesSchema,
    response: bulkUploadedImages,
    bodyLimit: 32 * 1024 * 1024,
  },
);

/** Equipment receipt requests (MIGO: goods receipt): equipment announced to arrive outside a PO or notice. */
const REQUESTS = '/supplier/api/warehouse/equipment-receipt-requests';
const receiving = endpointsFor('GET', grant('MM', 'MIGO'));
export const createReceiptRequest = postingsFor(grant('MM', 'MIGO'))(
  REQUESTS,
  'Announce serialized equipment arriving outside a PO or notice (back from a customer or repair): serials, material, sender, reason',
  { body: createReceiptRequestSchema, response: receiptRequestView, bodyLimit: MAX_REQUEST_SERIALS * 64 + 4096 },
);
export const searchReceiptRequests = receiving(REQUESTS, 'Equipment receipt requests by serial, material, plant, sender, status, date', {
  query: receiptRequestSearchSchema,
  response: paged(receiptRequestSummary),
});
export const getReceiptRequest = receiving(`${REQUESTS}/:requestNumber`, 'An equipment receipt request with its serials', {
  params: receiptRequestParams,
  response: receiptRequestView,
});
export const validateEquipmentImages = endpointsFor('POST', grant('IM', 'IMAGING'))(
  `${API}/images/validate`,
  'Validation of image details: per file of a batch, the serial its name names (known in your plants), its type, size and duplicates; nothing is stored',
  {
    body: validateImagesSchema,
    response: imagesValidation,
  },
);
