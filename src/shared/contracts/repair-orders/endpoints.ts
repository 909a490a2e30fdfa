import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { WAREHOUSE_API } from '../master-data/schemas';
import { paged } from '../stock/schemas';
import {
  announceRepairReturnSchema,
  createRepairOrderSchema,
  MAX_REPAIR_SERIALS,
  receiveRepairSchema,
  repairOrderParams,
  repairOrderSearchSchema,
  repairOrderSummary,
  repairOrderView,
  repairPosted,
  repairSerialCheck,
  repairSerialParams,
} from './schemas';

/**
 * Repair orders (MM/REPAIR, the warehouse: its plants): created from an inspection lot's decision "return to vendor
 * for repair", sent (541 into the stock at the vendor), received back by scan (101 against the order into QUALITY).
 * The supplier (MM/ASN, its own vendors) reads its repair orders and announces the return shipment.
 */
const API = `${WAREHOUSE_API}/repair-orders`;
const SUPPLIER_API = '/supplier/api/supplier/repair-orders';
const read = endpointsFor('GET', grant('MM', 'REPAIR'));
const write = postingsFor(grant('MM', 'REPAIR'));
const supplierRead = endpointsFor('GET', grant('MM', 'ASN'));
const supplierWrite = postingsFor(grant('MM', 'ASN'));
const bodyLimit = MAX_REPAIR_SERIALS * 64 + 4096;

export const searchRepairOrders = read(API, 'Repair orders of your plants by plant, vendor and status, newest first', {
  query: repairOrderSearchSchema,
  response: paged(repairOrderSummary),
});
export const getRepairOrder = read(`${API}/:orderNumber`, 'A repair order with its serials: sent, announced, received', {
  params: repairOrderParams,
  response: repairOrderView,
});
export const checkRepairSerial = read(
  `${API}/:orderNumber/serials/:serial`,
  'A serial scanned at the receipt of a repair order: its item, or why it is refused (not on the order, not sent, received)',
  { params: repairSerialParams, response: repairSerialCheck },
);
export const createRepairOrder = write(API, 'Return units of an inspection lot to a vendor for repair: a repair order of its serials', {
  body: createRepairOrderSchema,
  response: repairOrderView,
  bodyLimit,
});
export const sendRepairOrder = write(
  `${API}/:orderNumber/goods-issue`,
  "Send a repair order's units to the vendor (541: stock at the vendor, decided on their inspection lot)",
  { params: repairOrderParams, response: repairPosted },
);
export const receiveRepairOrder = write(
  `${API}/:orderNumber/receipts`,
  'Receive repaired units back against their repair order (101 from the stock at the vendor into QUALITY, a new inspection lot)',
  { params: repairOrderParams, body: receiveRepairSchema, response: repairPosted, bodyLimit },
);
export const searchSupplierRepairOrders = supplierRead(
  SUPPLIER_API,
  "Your repair orders: the units a customer's warehouse sent you for repair",
  {
    query: repairOrderSearchSchema,
    response: paged(repairOrderSummary),
  },
);
export const getSupplierRepairOrder = supplierRead(`${SUPPLIER_API}/:orderNumber`, 'One of your repair orders with its serials', {
  params: repairOrderParams,
  response: repairOrderView,
});
export const announceRepairReturn = supplierWrite(
  `${SUPPLIER_API}/:orderNumber/announcement`,
  'Announce the return shipment of repaired units: serials of the order still with you, and the day they ship',
  { params: repairOrderParams, body: announceRepairReturnSchema, response: repairOrderView, bodyLimit },
);
