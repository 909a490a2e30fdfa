import type { Access } from '../../../shared/access';

const API = '/supplier/api/warehouse';
const GR = '/supplier/warehouse/goodsreceipt';

/**
 * Inbound. Purchase orders are readable with ME23N (warehouse users and suppliers; the query
 * limits a supplier to its own vendor). Stock transport orders and goods receipts are MIGO
 * (warehouse only). Serial validation and serial lists: IQ03 (equipment and serial numbers).
 */
export const inboundCatalogue: Record<string, Access> = {
  [`GET ${API}/purchase-orders`]: { module: 'MM', tcode: 'ME23N' },
  [`GET ${API}/purchase-orders/:purchaseOrderNo`]: { module: 'MM', tcode: 'ME23N' },
  [`POST ${API}/po-goods-receipts`]: { module: 'MM', tcode: 'MIGO' },
  [`GET ${API}/stock-transport-orders/search`]: { module: 'MM', tcode: 'MIGO' },
  [`GET ${API}/stock-transport-orders/:stoNumber`]: { module: 'MM', tcode: 'MIGO' },
  [`POST ${API}/sto-goods-receipts`]: { module: 'MM', tcode: 'MIGO' },
  [`GET ${API}/validate-serial-number`]: { module: 'IM', tcode: 'IQ03' },
  [`GET ${API}/materials/:materialId/serials`]: { module: 'IM', tcode: 'IQ03' },
  [`GET ${GR}/initdata.json`]: { module: 'MM', tcode: 'ME23N' },
  [`GET ${GR}/list.json`]: { module: 'MM', tcode: 'ME23N' },
};
