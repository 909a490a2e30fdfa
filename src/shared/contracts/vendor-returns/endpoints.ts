import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { WAREHOUSE_API } from '../master-data/schemas';
import { paged } from '../stock/schemas';
import {
  createVendorReturnSchema,
  MAX_VENDOR_RETURN_SERIALS,
  purchaseOrderParams,
  receiptParams,
  returnable,
  vendorReturnParams,
  vendorReturnReasons,
  vendorReturnSearchSchema,
  vendorReturnSummary,
  vendorReturnView,
} from './schemas';

/**
 * Returns to vendor (MM/RTV): created from a goods receipt (122) or a purchase order (161), read here with their
 * delivery's progress. Picking, packing, goods issue and shipment are the outbound chain's own endpoints (their
 * answers name no order type); the published delivery answers never show a return's delivery.
 */
const API = `${WAREHOUSE_API}/vendor-returns`;
const read = endpointsFor('GET', grant('MM', 'RTV'));
const write = postingsFor(grant('MM', 'RTV'));

export const searchVendorReturns = read(API, 'Returns to vendor of your plants by plant, purchase order and status, newest first', {
  query: vendorReturnSearchSchema,
  response: paged(vendorReturnSummary),
});
export const vendorReturnReasonList = read(`${API}/reasons`, 'The reasons a return to vendor gives per item', {
  response: vendorReturnReasons,
});
export const returnableOfReceipt = read(
  `${API}/receipts/:matDoc`,
  'What of a goods receipt (101 for a purchase order) can still go back to the vendor (122): per item and serial',
  { params: receiptParams, response: returnable },
);
export const returnableOfPurchaseOrder = read(
  `${API}/purchase-orders/:poNumber`,
  'What of a purchase order can go back as return items (161): per item, received and still in stock',
  { params: purchaseOrderParams, response: returnable },
);
export const getVendorReturn = read(
  `${API}/:deliveryNumber`,
  'A return to vendor with its items, reasons, serials, picking, goods issue and shipment',
  { params: vendorReturnParams, response: vendorReturnView },
);
export const createVendorReturn = write(
  API,
  'Create a return to vendor: against a goods receipt (122) or on a purchase order (161), a reason per item; its outbound delivery',
  { body: createVendorReturnSchema, response: vendorReturnView, bodyLimit: MAX_VENDOR_RETURN_SERIALS * 64 + 16384 },
);
