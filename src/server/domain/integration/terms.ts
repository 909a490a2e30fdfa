import { type MessageId, t } from '../../../shared/i18n';

/**
 * The names integration messages give to what a batch row is or refers to ("Plant 9999 does not exist."): the code
 * names a term, the message gets it in the caller's language (an English noun in a German sentence read badly).
 */
const TERMS = {
  'Bin type': 'integration.term.binType',
  Carrier: 'integration.term.carrier',
  'Company code': 'integration.term.companyCode',
  'Cost centre': 'integration.term.costCentre',
  Country: 'integration.term.country',
  Customer: 'integration.term.customer',
  GTIN: 'integration.term.gtin',
  Item: 'integration.term.item',
  Material: 'integration.term.material',
  'Material group': 'integration.term.materialGroup',
  'Material type': 'integration.term.materialType',
  Plant: 'integration.term.plant',
  'Plant data': 'integration.term.plantData',
  'Purchase order': 'integration.term.purchaseOrder',
  'Sales order': 'integration.term.salesOrder',
  'Shipping profile': 'integration.term.shippingProfile',
  'Stock transport order': 'integration.term.stockTransportOrder',
  'Storage bin': 'integration.term.storageBin',
  'Storage location': 'integration.term.storageLocation',
  'Storage type': 'integration.term.storageType',
  'Unit of measure': 'integration.term.unitOfMeasure',
  Vendor: 'integration.term.vendor',
  Warehouse: 'integration.term.warehouse',
  delivered: 'integration.term.delivered',
  issued: 'integration.term.issued',
  received: 'integration.term.received',
} as const satisfies Record<string, MessageId>;

/** A term an integration message may name. */
export type Term = keyof typeof TERMS;

/** The term in the reader's language. */
export const termText = (term: Term): string => t(TERMS[term]);
