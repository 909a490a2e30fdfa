import { type RawBuilder, sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { DomainError, itemError } from '../../errors';
import { type ReferenceType, referenceEffect } from '../movement-types';
import type { ReferenceHandler, ReferenceHeader } from './references';
import { json, type ResolvedItem, referenceName } from './types';

/**
 * The reference handler of a document that orders quantities (purchase order, stock transport order,
 * sales order, delivery): each posted item names an item of it, must be of its material and plant, and
 * adds to or takes from what was received, issued or delivered of it (movement-types.ts says which and
 * with which sign). The area that owns the document gives its SQL and its quantity rule; the checks and
 * messages are the same for all of them.
 */
export interface OrderedDocument {
  type: ReferenceType;
  /** the header's partners and plants (no row: the document does not exist) */
  header(number: string): RawBuilder<ReferenceHeader>;
  /** the referenced items, locked, in item order ('0' for the quantities the document does not keep) */
  lockItems(number: string, itemNos: RawBuilder<unknown>): RawBuilder<OrderedItemRow>;
  /** the plant a receipt must post in when it is not the item's (a stock transport order's receiving plant) */
  receivingPlant?: (header: ReferenceHeader) => string;
  /** refuses what the document does not allow (tolerance, more than picked, more than issued) */
  limit(q: QuantityCheck): void;
  closed(q: { qty: bigint; received: bigint; delivered: bigint }): boolean;
  update(trx: Transaction<DB>, number: string, updates: OrderedUpdate[]): Promise<void>;
}

/** One referenced item with the quantities it keeps (milli-units as decimals: '0' where the document keeps none). */
export interface OrderedItemRow {
  item_no: number;
  material_id: string;
  plant_id: string;
  quantity: string;
  received_qty: string;
  issued_qty: string;
  delivered_qty: string;
  over_tolerance_pct: string;
  closed: boolean;
  /** deliveries: what was picked (the most a goods issue may take); '0' for orders */
  picked_qty: string;
}

/** An item's quantities after the posting, as the area's update writes them. */
export type OrderedUpdate = { item_no: number; received: string; issued: string; delivered: string; closed: boolean };

type Deltas = { received: bigint; issued: bigint; delivered: bigint };

/** What a quantity rule sees (milli-units) and how it refuses. */
export interface QuantityCheck {
  row: OrderedItemRow;
  /** what the posting adds (negative: takes back) */
  d: Deltas;
  qty: bigint;
  /** the quantities after the posting */
  received: bigint;
  issued: bigint;
  delivered: bigint;
  /** refuses `value` above `limit`, `requested` being what this posting adds */
  over(value: bigint, limit: bigint, requested: bigint): void;
  /** refuses `value` below zero: taking back more than `available` of `what` */
  under(value: bigint, available: bigint, requested: bigint, what: string): void;
}

export function orderedDocument(doc: OrderedDocument): ReferenceHandler {
  const name = referenceName(doc.type);
  const loadHeader = async (trx: Transaction<DB>, number: string) => {
    const row = (await doc.header(number).execute(trx)).rows[0];
    if (!row) throw new DomainError('REFERENCE_UNKNOWN', { reference: name, number });
    return row;
  };
  return {
    loadHeader,
    async check(trx, number, items) {
      const itemNos = [...new Set(items.map((i) => i.referenceItem).filter((n): n is number => n !== null))];
      const rows = (await doc.lockItems(number, sql`(select jsonb_array_elements_text(${json(itemNos)})::int)`).execute(trx)).rows;
      const found = new Map(rows.map((r) => [r.item_no, r]));
      const header = doc.receivingPlant ? await loadHeader(trx, number) : null;
      const receivingPlant = header && doc.receivingPlant ? doc.receivingPlant(header) : null;
      const deltas = tally(doc.type, number, items, found, receivingPlant);
      const updates = [...deltas].map(([refItem, d]) => quantities(doc, number, items, found.get(refItem) as OrderedItemRow, d));
      return updates.length === 0 ? null : (t) => doc.update(t, number, updates);
    },
  };
}

/** Checks each item against its reference item and sums what it adds to or takes from the received/issued/delivered quantities. */
function tally(
  type: ReferenceType,
  number: string,
  items: ResolvedItem[],
  found: Map<number, OrderedItemRow>,
  receivingPlant: string | null,
): Map<number, Deltas> {
  const deltas = new Map<number, Deltas>();
  for (const item of items) {
    const refItem = item.referenceItem as number;
    const row = found.get(refItem);
    const values = { refItem, reference: referenceName(type, 'inSentence'), number };
    if (!row) throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', values);
    if (row.material_id !== item.material.material_id)
      throw itemError(item.itemNo, 'REFERENCE_MATERIAL_MISMATCH', {
        ...values,
        expected: row.material_id,
        material: item.material.material_id,
      });
    const effect = referenceEffect(item.movementType, type);
    if (!effect) continue;
    // the plant the item posts in must be the reference's (receipt: destination; issue: source)
    const plant = receivingPlant !== null && effect.field === 'received' ? receivingPlant : row.plant_id;
    const posted = effect.field === 'received' && item.to ? item.to.plant : item.from ? item.from.plant : item.to?.plant;
    if (posted && posted !== plant) throw itemError(item.itemNo, 'REFERENCE_PLANT_MISMATCH', { ...values, expected: plant, plant: posted });
    if (effect.sign > 0 && row.closed) throw itemError(item.itemNo, 'REFERENCE_CLOSED', values);
    const d = deltas.get(refItem) ?? { received: 0n, issued: 0n, delivered: 0n };
    d[effect.field] += effect.sign > 0 ? item.qty : -item.qty;
    deltas.set(refItem, d);
  }
  return deltas;
}

/** The document's quantity rule on one item; returns its new quantities. */
function quantities(doc: OrderedDocument, number: string, items: ResolvedItem[], row: OrderedItemRow, d: Deltas): OrderedUpdate {
  const refItem = row.item_no;
  const qty = toMilliUnits(row.quantity);
  const received = toMilliUnits(row.received_qty) + d.received;
  const issued = toMilliUnits(row.issued_qty) + d.issued;
  const delivered = toMilliUnits(row.delivered_qty) + d.delivered;
  const firstItem = items.find((i) => i.referenceItem === refItem) as ResolvedItem;
  const values = { refItem, reference: referenceName(doc.type, 'inSentence'), number };
  const show = (milli: bigint) => displayQuantity(fromMilliUnits(milli));
  doc.limit({
    row,
    d,
    qty,
    received,
    issued,
    delivered,
    over(value, limit, requested) {
      if (value > limit) {
        const open = limit - (value - requested);
        throw itemError(firstItem.itemNo, 'REFERENCE_OVER_DELIVERY', {
          ...values,
          requested: show(requested),
          open: show(open < 0n ? 0n : open),
        });
      }
    },
    under(value, available, requested, what) {
      if (value < 0n)
        throw itemError(firstItem.itemNo, 'REFERENCE_UNDERFLOW', { ...values, requested: show(requested), open: show(available), what });
    },
  });
  return {
    item_no: refItem,
    received: fromMilliUnits(received),
    issued: fromMilliUnits(issued),
    delivered: fromMilliUnits(delivered),
    closed: doc.closed({ qty, received, delivered }),
  };
}
