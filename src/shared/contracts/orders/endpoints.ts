import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import {
  poNumberSchema,
  purchaseOrderSearchSchema,
  purchaseOrderSummary,
  purchaseOrderView,
  stoNumberSchema,
  stoSearchSchema,
  stoSummary,
  stoView,
} from './schemas';

/**
 * Purchase orders are readable with ME23N (warehouse users and suppliers; the query limits a
 * supplier to its own vendor). Stock transport orders are MIGO (warehouse only).
 */
const API = '/supplier/api/warehouse';
const purchaseOrders = endpointsFor('GET', grant('MM', 'ME23N'));
const transportOrders = endpointsFor('GET', grant('MM', 'MIGO'));

export const searchPurchaseOrders = purchaseOrders(
  `${API}/purchase-orders`,
  'Purchase orders by vendor, material, plant, date (a supplier: its own)',
  {
    query: purchaseOrderSearchSchema,
    response: paged(purchaseOrderSummary),
  },
);
export const getPurchaseOrder = purchaseOrders(
  `${API}/purchase-orders/:purchaseOrderNo`,
  'A purchase order with ordered, received and open quantities',
  {
    params: z.object({ purchaseOrderNo: poNumberSchema }),
    response: purchaseOrderView,
  },
);
export const searchStos = transportOrders(
  `${API}/stock-transport-orders/search`,
  'Stock transport orders by receiving or supplying plant, material, date',
  {
    query: stoSearchSchema,
    response: paged(stoSummary),
  },
);
export const getSto = transportOrders(
  `${API}/stock-transport-orders/:stoNumber`,
  'A stock transport order with issued, received and in-transit quantities',
  {
    params: z.object({ stoNumber: stoNumberSchema }),
    response: stoView,
  },
);
