import { deliveryReference } from './deliveries/delivery-reference';
import { salesOrderReference } from './deliveries/sales-order-reference';
import { purchaseOrderReference } from './orders/purchase-order-reference';
import { stockTransportOrderReference } from './orders/sto-reference';
import { physicalInventoryReference } from './physical-inventory/pi-reference';
import { qualityLotReference } from './quality/quality-lot-reference';
import { repairOrderReference } from './repair-orders/repair-order-reference';
import { returnOrderReference } from './returns/return-reference';
import type { ReferenceType } from './stock/movement-types';
import { transitDocumentReference } from './stock/posting/check-transit-document';
import { type ReferenceHandler, registerReferences } from './stock/posting/references';

/**
 * Which area answers for each reference type a posting may name. The posting core imports no area: it
 * asks this table (registered when this module loads; the app, the seed and the test databases import
 * it). A new reference type does not compile until it has its handler here.
 */
export const referenceHandlers: Readonly<Record<ReferenceType, ReferenceHandler>> = {
  PO: purchaseOrderReference,
  STO: stockTransportOrderReference,
  SO: salesOrderReference,
  DLV: deliveryReference,
  PI: physicalInventoryReference,
  QL: qualityLotReference,
  MD: transitDocumentReference,
  RMA: returnOrderReference,
  RO: repairOrderReference,
};

/** Registers every reference type's handler with the posting core (idempotent). */
export function registerReferenceHandlers(): void {
  registerReferences(referenceHandlers);
}
