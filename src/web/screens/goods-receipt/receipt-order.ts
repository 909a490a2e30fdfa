import type { PurchaseOrderView, StoView } from '../../../shared/contracts/orders/schemas';
import { displayQuantity } from '../../../shared/quantity';
import type { ReceiptItemSource, ReceiptKind } from './goods-receipt.flow';

/** What the receipt screen needs of a purchase order or a stock transport order: its items as receipt sources and the facts shown per item. */
export interface ItemFacts {
  itemNo: number;
  facts: [string, string][];
  batches: string[];
  serialsInTransit: string[];
}

export interface OrderData {
  kind: ReceiptKind;
  number: string;
  plant: string;
  title: string;
  subtitle: string;
  sources: ReceiptItemSource[];
  facts: ItemFacts[];
}

/** An order item as a receipt source: where it is received into and how much may still come. */
const sourceOf = (item: Omit<ReceiptItemSource, 'sloc' | 'max'>, sloc: string, max: string): ReceiptItemSource => ({
  itemNo: item.itemNo,
  material: item.material,
  materialDescription: item.materialDescription,
  serialized: item.serialized,
  batchManaged: item.batchManaged,
  sloc,
  max,
  closed: item.closed,
});

export function fromPo(po: PurchaseOrderView): OrderData {
  return {
    kind: 'PO',
    number: po.poNumber,
    plant: po.plant,
    title: `PO ${po.poNumber}`,
    subtitle: `${po.vendorName} (${po.vendor}) · plant ${po.plant} · ${po.documentDate}`,
    sources: po.items.map((i) => sourceOf(i, i.sloc, i.maxReceivable)),
    facts: po.items.map((i) => ({
      itemNo: i.itemNo,
      facts: [
        ['Ordered', `${displayQuantity(i.quantity)} ${i.baseUnit}`],
        ['Received', displayQuantity(i.receivedQuantity)],
        ['Open', i.closed ? 'closed' : displayQuantity(i.openQuantity)],
        ...(Number(i.overTolerancePct) > 0 ? ([['Tolerance', `${Number(i.overTolerancePct)} %`]] as [string, string][]) : []),
        ...(i.qualityInspected ? ([['Stock', 'QUALITY']] as [string, string][]) : []),
      ],
      batches: [],
      serialsInTransit: [],
    })),
  };
}

export function fromSto(sto: StoView): OrderData {
  return {
    kind: 'STO',
    number: sto.stoNumber,
    plant: sto.receivingPlant,
    title: `STO ${sto.stoNumber}`,
    subtitle: `from plant ${sto.supplyingPlant} to ${sto.receivingPlant} · ${sto.documentDate}`,
    sources: sto.items.map((i) => sourceOf(i, i.receivingSloc, i.inTransitQuantity)),
    facts: sto.items.map((i) => ({
      itemNo: i.itemNo,
      facts: [
        ['Ordered', `${displayQuantity(i.quantity)} ${i.baseUnit}`],
        ['Issued', displayQuantity(i.issuedQuantity)],
        ['Received', displayQuantity(i.receivedQuantity)],
        ['In transit', displayQuantity(i.inTransitQuantity)],
      ],
      batches: i.batchesInTransit,
      serialsInTransit: i.serialsInTransit,
    })),
  };
}
