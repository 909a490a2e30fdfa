import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { materialIdSchema, paged } from '../stock/schemas';
import {
  goodsReceiptInitData,
  goodsReceiptListRow,
  goodsReceiptListSchema,
  goodsReceiptPosted,
  materialSerials,
  materialSerialsQuerySchema,
  poGoodsReceiptSchema,
  serialValidationResult,
  serialValidationSchema,
  stoGoodsReceiptSchema,
} from './schemas';

/**
 * Goods receipts (MIGO, warehouse only), serial validation and serial lists (IQ03), and the
 * goods-receipt screen's JSON (ME23N: a supplier reads its purchase orders there too).
 */
const API = '/supplier/api/warehouse';
const GR = '/supplier/warehouse/goodsreceipt';
const receipt = postingsFor(grant('MM', 'MIGO'));
const serials = endpointsFor('GET', grant('IM', 'IQ03'));
const screen = endpointsFor('GET', grant('MM', 'ME23N'));

export const postGoodsReceiptPo = receipt(
  `${API}/po-goods-receipts`,
  'Goods receipt for a purchase order (101; put-away transfer order for warehouse-managed locations)',
  {
    body: poGoodsReceiptSchema,
    response: goodsReceiptPosted,
    errors: ['PURCHASE_ORDER_NOT_FOUND', 'REFERENCE_ITEM_UNKNOWN', 'NO_GR_AREA', 'SERIAL_FORMAT', 'SERIAL_IN_STOCK'],
  },
);
export const postGoodsReceiptSto = receipt(`${API}/sto-goods-receipts`, 'Goods receipt for a stock transport order (101 out of transit)', {
  body: stoGoodsReceiptSchema,
  response: goodsReceiptPosted,
  errors: [
    'STOCK_TRANSPORT_ORDER_NOT_FOUND',
    'REFERENCE_ITEM_UNKNOWN',
    'NO_GR_AREA',
    'SERIAL_NOT_IN_TRANSIT',
    'SERIAL_NOT_IN_TRANSIT_FOR_STO',
  ],
});
export const validateSerial = serials(
  `${API}/validate-serial-number`,
  'Whether a serial number may be received, is in transit, or is in stock at a position',
  {
    query: serialValidationSchema,
    response: serialValidationResult,
  },
);
export const listMaterialSerials = serials(
  `${API}/materials/:materialId/serials`,
  'Serials of a material in stock at a position or in transit to a plant',
  {
    params: z.object({ materialId: materialIdSchema }),
    query: materialSerialsQuerySchema,
    response: materialSerials,
  },
);
export const goodsReceiptInit = screen(
  `${GR}/initdata.json`,
  'Goods receipt screen: plants with storage locations, vendors, whether the user may post',
  {
    response: goodsReceiptInitData,
  },
);
export const goodsReceiptList = screen(
  `${GR}/list.json`,
  'Open purchase orders or stock transport orders to receive, or one scanned order',
  {
    query: goodsReceiptListSchema,
    response: paged(goodsReceiptListRow),
  },
);
