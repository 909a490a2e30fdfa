import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { paged } from '../stock/schemas';
import { orderIdSchema, orderLineSchema } from '../transfer-orders/schemas';
import {
  confirmedPick,
  confirmPickSchema,
  createDeliverySchema,
  createdDeliveries,
  deliveriesDueSearchSchema,
  deliveriesInitData,
  deliveryDueRow,
  deliveryNumberSchema,
  deliveryOrderView,
  deliverySearchSchema,
  deliverySummary,
  deliveryTypes,
  deliveryView,
  equipmentValidation,
  errorLog,
  goodsIssued,
  goodsIssueSchema,
  graphqlBodySchema,
  graphqlQuerySchema,
  graphqlResponse,
  pickList,
  pickListQuerySchema,
  pickOrdersCreated,
  salesOrderNumberSchema,
  salesOrderSearchSchema,
  salesOrderSummary,
  stoNumberSchema,
  validateEquipmentQuerySchema,
} from './schemas';

/**
 * Outbound (spec: deliveries, deliveries due, sales orders and stock transport orders'
 * create-delivery and error-logs, goods-issues). Reading the due list and orders is VL06O;
 * deliveries, creating them, planning picks and goods issue are VL02N (the 601/602/641/642
 * grant); confirming a pick is LT12; reversing a goods issue is MBST (plus VL02N, checked by the route).
 */
const API = '/supplier/api/warehouse';
const DUE = '/supplier/warehouse/deliverydue';
const due = endpointsFor('GET', grant('SD', 'VL06O'));
const read = endpointsFor('GET', grant('SD', 'VL02N'));
const post = postingsFor(grant('SD', 'VL02N'));
const soParams = z.object({ salesOrderNumber: salesOrderNumberSchema });
const stoParams = z.object({ stoNumber: stoNumberSchema });
const deliveryParams = z.object({ deliveryNumber: deliveryNumberSchema });

export const deliveriesDueInit = due(
  `${DUE}/initdata.json`,
  'Deliveries due screen: plants, routes, statuses, whether the user may create',
  {
    response: deliveriesInitData,
  },
);
export const listDeliveryTypes = due('/supplier/api/vendorportal/delivery-types', 'Delivery types: which orders each delivers', {
  response: deliveryTypes,
});
export const deliveriesDueList = due(`${DUE}/list.json`, 'Open sales-order and stock-transport-order items due for delivery', {
  query: deliveriesDueSearchSchema,
  response: paged(deliveryDueRow),
});
export const searchSalesOrders = due(`${API}/sales-orders/search`, 'Sales orders by customer, material, plant, date and status', {
  query: salesOrderSearchSchema,
  response: paged(salesOrderSummary),
});
export const getSalesOrderForDelivery = due(
  `${API}/sales-orders/:salesOrderNumber`,
  'A sales order with its open quantities and deliveries',
  {
    params: soParams,
    response: deliveryOrderView,
  },
);
export const getStoForDelivery = due(
  `${API}/stock-transport-orders/:stoNumber/open-items`,
  'A stock transport order with its quantities open for delivery and its deliveries',
  { params: stoParams, response: deliveryOrderView },
);
export const salesOrderErrorLog = due(`${API}/sales-orders/:salesOrderNumber/error-logs`, 'Refused deliveries of a sales order', {
  params: soParams,
  response: errorLog,
});
export const stoErrorLog = due(`${API}/stock-transport-orders/:stoNumber/error-logs`, 'Refused deliveries of a stock transport order', {
  params: stoParams,
  response: errorLog,
});
export const createSalesOrderDelivery = post(
  `${API}/sales-orders/:salesOrderNumber/create-delivery`,
  'Create deliveries for chosen items and quantities (one per ship-to, route and date)',
  { params: soParams, body: createDeliverySchema, response: createdDeliveries },
);
export const createStoDelivery = post(
  `${API}/stock-transport-orders/:stoNumber/create-delivery`,
  'Create deliveries for chosen items and quantities of a stock transport order',
  { params: stoParams, body: createDeliverySchema, response: createdDeliveries },
);
export const deliveryInit = read('/supplier/warehouse/delivery/deliveryinitdata.json', 'Deliveries screen: plants, routes, statuses', {
  response: deliveriesInitData,
});
export const searchDeliveries = read(`${API}/deliveries`, 'Deliveries by number, order, ship-to, status, date', {
  query: deliverySearchSchema,
  response: paged(deliverySummary),
});
export const getDelivery = read(
  `${API}/deliveries/:deliveryNumber`,
  'A delivery with items, picks, transfer orders, documents, error log',
  {
    params: deliveryParams,
    response: deliveryView,
  },
);
export const deliveryErrorLog = read(`${API}/deliveries/:deliveryNumber/error-logs`, 'Refused actions on a delivery', {
  params: deliveryParams,
  response: errorLog,
});
export const createPickOrders = post(
  `${API}/deliveries/:deliveryNumber/pick-orders`,
  'Plan picking: PICK transfer orders reserving the stock',
  {
    params: deliveryParams,
    body: z.strictObject({}).nullish(),
    response: pickOrdersCreated,
  },
);
export const getPickList = endpointsFor('GET', grant('WM', 'LT12'))(
  `${API}/deliveries/pick-list`,
  'Open pick lines of a scanned delivery or pick order, by bin',
  {
    query: pickListQuerySchema,
    response: pickList,
  },
);
export const confirmPick = postingsFor(grant('WM', 'LT12'))(
  `${API}/deliveries/:deliveryNumber/picks/:orderId/:orderLine`,
  'Confirm a pick: posts 999 to the shipping bin; serials must lie in the bin',
  {
    params: deliveryParams.extend({ orderId: orderIdSchema, orderLine: orderLineSchema }),
    body: confirmPickSchema,
    response: confirmedPick,
  },
);
export const validateEquipment = read(
  `${API}/deliveries/:deliveryNumber/validate-equipment`,
  "Whether a scanned serial may be picked (of the item's material, in the bin, unrestricted, not locked, on no other delivery) or packed",
  { params: deliveryParams, query: validateEquipmentQuerySchema, response: equipmentValidation },
);
export const postGoodsIssue = post(
  `${API}/goods-issues`,
  'Goods issue of a picked delivery: 601 (sales order) or 641 (stock transport order)',
  {
    body: goodsIssueSchema,
    response: goodsIssued,
  },
);
export const reverseGoodsIssue = postingsFor(grant('IM', 'MBST'))(
  `${API}/deliveries/:deliveryNumber/reverse-goods-issue`,
  'Reverse the goods issue of a delivery (602 / 642), once',
  { params: deliveryParams, body: z.strictObject({}).nullish(), response: goodsIssued },
);

/** GraphQL (read-only) over deliveries, for ERP and BI callers: docs/GRAPHQL.md. */
const GRAPHQL = '/supplier/api/graphql';
export const graphqlPost = endpointsFor('POST', grant('SD', 'VL02N'))(GRAPHQL, 'GraphQL, read-only: deliveries of the caller’s plants', {
  body: graphqlBodySchema,
  response: graphqlResponse,
});
export const graphqlGet = read(GRAPHQL, 'GraphQL, read-only, as a GET (query and variables in the address)', {
  query: graphqlQuerySchema,
  response: graphqlResponse,
});
