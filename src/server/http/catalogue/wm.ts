import type { Access } from '../../../shared/access';

const API = '/supplier/api/warehouse';

/**
 * Warehouse management: transfer orders (spec section 7: orders, orders/{orderId},
 * orders/{orderId}/lines/{orderLine}) and the suggested-bin lookup. Creating and cancelling is
 * LT01, reading and confirming LT12.
 */
export const wmCatalogue: Record<string, Access> = {
  [`GET ${API}/orders`]: { module: 'WM', tcode: 'LT12' },
  [`POST ${API}/orders`]: { module: 'WM', tcode: 'LT01' },
  [`GET ${API}/orders/:orderId`]: { module: 'WM', tcode: 'LT12' },
  [`POST ${API}/orders/:orderId/cancel`]: { module: 'WM', tcode: 'LT01' },
  [`GET ${API}/orders/:orderId/lines/:orderLine`]: { module: 'WM', tcode: 'LT12' },
  [`POST ${API}/orders/:orderId/lines/:orderLine`]: { module: 'WM', tcode: 'LT12' },
  [`GET ${API}/plants/:plantId/warehouses/:warehouseId/suggested-bin`]: { module: 'WM', tcode: 'LT01' },
};
