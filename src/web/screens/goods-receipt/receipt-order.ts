import type { PurchaseOrderView, StoView } from '../../../shared/contracts/orders/schemas';
import { type MessageId, showNumber, showQuantity, t } from '../../../shared/i18n';
import { unitSymbol } from '../../../shared/i18n/units';
import { showDay } from '../../ui/plant-time';
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
  /** the vendor (data, not translated), or null */
  partner: string | null;
  subtitle: string;
  sources: ReceiptItemSource[];
  facts: ItemFacts[];
}

/** An order's name by its type: "PO 4500000001". */
export const KIND_TITLE = { PO: 'gr.kindPO', STO: 'gr.kindSTO' } as const satisfies Record<ReceiptKind, MessageId>;

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
    title: t(KIND_TITLE.PO, { number: po.poNumber }),
    partner: `${po.vendorName} (${po.vendor})`,
    subtitle: t('gr.poSubtitle', { plant: po.plant, date: showDay(po.documentDate) }),
    sources: po.items.map((i) => sourceOf(i, i.sloc, i.maxReceivable)),
    facts: po.items.map((i) => ({
      itemNo: i.itemNo,
      facts: [
        [t('gr.factOrdered'), `${showQuantity(i.quantity)} ${unitSymbol(i.baseUnit)}`],
        [t('gr.factReceived'), showQuantity(i.receivedQuantity)],
        [t('gr.factOpen'), i.closed ? t('gr.factClosed') : showQuantity(i.openQuantity)],
        ...(Number(i.overTolerancePct) > 0
          ? ([[t('gr.factTolerance'), `${showNumber(Number(i.overTolerancePct))} %`]] as [string, string][])
          : []),
        ...(i.qualityInspected ? ([[t('gr.factStock'), t('gr.factQuality')]] as [string, string][]) : []),
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
    title: t(KIND_TITLE.STO, { number: sto.stoNumber }),
    partner: null,
    subtitle: t('gr.stoSubtitle', { from: sto.supplyingPlant, to: sto.receivingPlant, date: showDay(sto.documentDate) }),
    sources: sto.items.map((i) => sourceOf(i, i.receivingSloc, i.inTransitQuantity)),
    facts: sto.items.map((i) => ({
      itemNo: i.itemNo,
      facts: [
        [t('gr.factOrdered'), `${showQuantity(i.quantity)} ${unitSymbol(i.baseUnit)}`],
        [t('gr.factIssued'), showQuantity(i.issuedQuantity)],
        [t('gr.factReceived'), showQuantity(i.receivedQuantity)],
        [t('gr.factInTransit'), showQuantity(i.inTransitQuantity)],
      ],
      batches: i.batchesInTransit,
      serialsInTransit: i.serialsInTransit,
    })),
  };
}
