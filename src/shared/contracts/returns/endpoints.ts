import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { INTEGRATION_API } from '../integration/schemas';
import { WAREHOUSE_API } from '../master-data/schemas';
import { paged } from '../stock/schemas';
import {
  apiReturnOrderSchema,
  createReturnOrderSchema,
  deliveryParams,
  MAX_RETURN_SERIALS,
  receiveReturnSchema,
  returnableSerials,
  returnOrderSearchSchema,
  returnOrderSummary,
  returnOrderView,
  returnReasons,
  returnReceived,
  returnScanQuery,
  returnSerialCheck,
  returnSerialParams,
  rmaParams,
  sheetQuerySchema,
} from './schemas';

/**
 * Customer returns (SD/RMA): return orders for serials a delivery shipped, their sheet (PDF or ZPL), and
 * the receipt (651) on the handheld; the ERP creates return orders through the integration API
 * (INTEGRATION/ORDERS), keyed by its own id.
 */
const API = `${WAREHOUSE_API}/return-orders`;
const read = endpointsFor('GET', grant('SD', 'RMA'));
const write = postingsFor(grant('SD', 'RMA'));
const bodyLimit = MAX_RETURN_SERIALS * 64 + 4096;

export const searchReturnOrders = read(API, 'Return orders of your plants by plant, customer, serial and status, newest first', {
  query: returnOrderSearchSchema,
  response: paged(returnOrderSummary),
});
export const returnReasonList = read(`${WAREHOUSE_API}/return-reasons`, 'The return reasons and the stock category each receives into', {
  response: returnReasons,
});
export const findReturnOrder = read(`${API}/scan`, 'The return order a scan names: its number, or a serial open on it', {
  query: returnScanQuery,
  response: returnOrderView,
});
export const getReturnOrder = read(`${API}/:rmaNumber`, 'A return order with its serials, their receipt and inspection lots', {
  params: rmaParams,
  response: returnOrderView,
});
export const returnableSerialsOfDelivery = read(
  `${WAREHOUSE_API}/deliveries/:deliveryNumber/returnable-serials`,
  "The serials a delivery's goods issue shipped, whether each is still at the customer and open on a return order",
  { params: deliveryParams, response: returnableSerials },
);
export const checkReturnSerial = read(
  `${API}/:rmaNumber/serials/:serial`,
  'A serial scanned for a return order: its item, or why it is refused (never shipped to the customer, not on the order, received)',
  { params: returnSerialParams, response: returnSerialCheck },
);
export const returnOrderSheet = read(
  `${API}/:rmaNumber/sheet`,
  'The return order sheet to put in the box (PDF, or ZPL for a label printer)',
  {
    params: rmaParams,
    query: sheetQuerySchema,
    produces: 'application/octet-stream',
  },
);
export const createReturnOrder = write(API, 'Create a return order for serials a delivery shipped to its customer, with a return reason', {
  body: createReturnOrderSchema,
  response: returnOrderView,
  bodyLimit,
});
export const receiveReturn = write(
  `${API}/:rmaNumber/receipts`,
  'Receive serials of a return order (651) into quality inspection or blocked stock as its reason says',
  { params: rmaParams, body: receiveReturnSchema, response: returnReceived, bodyLimit },
);
export const createReturnOrderByApi = postingsFor(grant('INTEGRATION', 'ORDERS'))(
  `${INTEGRATION_API}/return-orders`,
  'A return order from the ERP, keyed by its own id (the same id again answers the order it made): delivery, reason, serials',
  { body: apiReturnOrderSchema, response: returnOrderView, bodyLimit },
);
