import { z } from 'zod';
import { grant } from '../../access';
import { endpointsFor, postingsFor } from '../endpoint';
import { poNumberSchema } from '../orders/schemas';
import { labelQuerySchema } from '../shipping/schemas';
import { paged } from '../stock/schemas';
import {
  asnNumberSchema,
  asnSearchSchema,
  asnSummary,
  asnView,
  confirmOrderSchema,
  createAsnSchema,
  orderConfirmationView,
} from './schemas';

/**
 * Order confirmations and advance shipping notices. Suppliers write them (MM/ASN, their own vendor
 * only); warehouse users read them for their plants (ME23N: confirmed vs ordered, notices expected).
 */
const API = '/supplier/api/supplier';
const supplierPostings = postingsFor(grant('MM', 'ASN'));
const read = endpointsFor('GET', grant('MM', 'ME23N'));

export const getOrderConfirmation = read(
  `${API}/purchase-orders/:purchaseOrderNo/confirmation`,
  'Ordered vs confirmed quantity and date per item, with the history of confirmations',
  { params: z.object({ purchaseOrderNo: poNumberSchema }), response: orderConfirmationView },
);
export const confirmOrder = supplierPostings(
  `${API}/purchase-orders/:purchaseOrderNo/confirmation`,
  'The supplier confirms items of its purchase order (quantity, date) or proposes changes',
  { params: z.object({ purchaseOrderNo: poNumberSchema }), body: confirmOrderSchema, response: orderConfirmationView },
);
export const createAsn = supplierPostings(
  `${API}/asns`,
  'Announce a shipment against a purchase order: items, serials, pallets and cartons with SSCCs',
  { body: createAsnSchema, response: asnView },
);
export const searchAsns = read(`${API}/asns`, 'Shipping notices (a supplier: its own; the warehouse: its plants)', {
  query: asnSearchSchema,
  response: paged(asnSummary),
});
export const getAsn = read(`${API}/asns/:asnNumber`, 'A shipping notice with packages, serials, receipt status and differences', {
  params: z.object({ asnNumber: asnNumberSchema }),
  response: asnView,
});
export const asnLabels = read(
  `${API}/asns/:asnNumber/labels`,
  'The SSCC labels of a shipping notice, one per pallet and carton (PDF, ZPL or SVG preview of the first)',
  { params: z.object({ asnNumber: asnNumberSchema }), query: labelQuerySchema, produces: 'application/octet-stream' },
);
