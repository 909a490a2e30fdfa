import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import {
  cancelledTransferOrder,
  confirmedTransferOrderLine,
  confirmTransferOrderLineSchema,
  createdTransferOrder,
  createTransferOrderSchema,
  orderIdSchema,
  orderLineSchema,
  suggestedBin,
  suggestedBinParams,
  suggestedBinQuerySchema,
  transferOrderLineWithOrder,
  transferOrderSearchSchema,
  transferOrderSummary,
  transferOrderView,
} from './schemas';

/**
 * Transfer orders (spec section 7: orders, orders/{orderId}, orders/{orderId}/lines/{orderLine})
 * and the put-away bin suggestion. Creating and cancelling is LT01, reading and confirming LT12.
 */
const API = '/supplier/api/warehouse';
const read = endpointsFor('GET', grant('WM', 'LT12'));
const create = postingsFor(grant('WM', 'LT01'));
const confirm = postingsFor(grant('WM', 'LT12'));
const orderParams = z.object({ orderId: orderIdSchema });
const lineParams = z.object({ orderId: orderIdSchema, orderLine: orderLineSchema });

export const searchTransferOrders = read(`${API}/orders`, 'Transfer orders by warehouse, status, type, material, bin, date', {
  query: transferOrderSearchSchema,
  response: paged(transferOrderSummary),
});
export const createTransferOrder = create(
  `${API}/orders`,
  'Create a put-away or bin-to-bin transfer order (moves nothing until confirmed)',
  {
    body: createTransferOrderSchema,
    response: createdTransferOrder,
  },
);
export const getTransferOrder = read(`${API}/orders/:orderId`, 'A transfer order with its lines', {
  params: orderParams,
  response: transferOrderView,
});
export const cancelTransferOrder = create(`${API}/orders/:orderId/cancel`, 'Cancel the open lines of a transfer order', {
  params: orderParams,
  body: z.strictObject({}).nullish(),
  response: cancelledTransferOrder,
});
export const getTransferOrderLine = read(`${API}/orders/:orderId/lines/:orderLine`, 'One transfer order line with its order', {
  params: lineParams,
  response: transferOrderLineWithOrder,
});
export const confirmTransferOrderLine = confirm(
  `${API}/orders/:orderId/lines/:orderLine`,
  'Confirm a line: posts 999 from source to destination bin',
  { params: lineParams, body: confirmTransferOrderLineSchema, response: confirmedTransferOrderLine },
);
export const suggestBin = endpointsFor('GET', grant('WM', 'LT01'))(
  `${API}/plants/:plantId/warehouses/:warehouseId/suggested-bin`,
  'The bin put-away would choose for a quantity of a material',
  { params: suggestedBinParams, query: suggestedBinQuerySchema, response: suggestedBin },
);
