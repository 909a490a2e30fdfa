import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { numberRangeError } from '../../number-range';
import type { Position } from '../positions';
import type { StockChanges } from './lock-stock';
import { type Header, json, type ResolvedItem } from './types';

/** The document's item rows, as posting_write_document reads them. */
function itemRows(items: ResolvedItem[]) {
  return items.map((i) => ({
    item_no: i.itemNo,
    movement_type: i.movementType,
    material_id: i.material.material_id,
    quantity: i.quantity,
    batch: i.batch,
    from_kind: i.fromKind,
    from_plant: i.from?.plant ?? null,
    from_sloc: i.from?.sloc ?? null,
    from_warehouse: i.from?.warehouse ?? null,
    from_bin: i.from?.bin ?? null,
    from_category: i.from?.category ?? null,
    to_kind: i.toKind,
    to_plant: i.to?.plant ?? null,
    to_sloc: i.to?.sloc ?? null,
    to_warehouse: i.to?.warehouse ?? null,
    to_bin: i.to?.bin ?? null,
    to_category: i.to?.category ?? null,
    receiving_plant: i.receivingPlant,
    reason_code: i.reason,
    cost_center: i.costCenter,
    customer_number: i.customer,
    vendor_id: i.vendor,
    reference_item: i.referenceItem,
    reversal_of_item: i.reversalOfItem,
  }));
}

const position = (p: Position | null) => (p ? { plant: p.plant, sloc: p.sloc, bin: p.bin, category: p.category } : null);

/**
 * The `material-document.posted` event (the outbox integration callers read once each, committed or
 * rolled back with the posting): the document without its number, which the database adds, and one
 * summary per item, to which it adds the material's unit.
 */
function postedEvent(header: Header, items: ResolvedItem[]) {
  return {
    event: {
      year: Number(header.postingDate.slice(0, 4)),
      postingDate: header.postingDate,
      documentDate: header.documentDate,
      movementTypes: [...new Set(items.map((i) => i.movementType))],
      reference: header.reference,
      reversalOf: header.reversalOf,
    },
    eventItems: items.map((i) => ({
      item: i.itemNo,
      movementType: i.movementType,
      material: i.material.material_id,
      quantity: i.quantity,
      batch: i.batch,
      from: position(i.from),
      to: position(i.to),
      serials: i.serials,
    })),
  };
}

/** What posting_write_document writes, but the locked rows' changes (the one-call posting adds those itself). */
export function documentParameter(posting: { userId: number; ip: string | null; header: Header; items: ResolvedItem[] }) {
  const { userId, ip, header, items } = posting;
  return {
    userId,
    ip,
    postingDate: header.postingDate,
    documentDate: header.documentDate,
    headerText: header.headerText,
    referenceType: header.reference?.type ?? null,
    referenceNumber: header.reference?.number ?? null,
    reversalOf: header.reversalOf,
    items: itemRows(items),
    ...postedEvent(header, items),
    auditAction: header.reversalOf ? 'MATERIAL_DOCUMENT_REVERSED' : 'MATERIAL_DOCUMENT_POSTED',
    auditDetails: {
      items: items.length,
      movementTypes: [...new Set(items.map((i) => i.movementType))],
      ...(header.reference ? { reference: header.reference } : {}),
      ...(header.reversalOf ? { reversalOf: header.reversalOf } : {}),
    },
  };
}

/**
 * Writes what the posting decided, in one call of posting_write_document (migration 0093): the next
 * number from the material document sequence, header and items, the locked stock and transit rows'
 * deltas, the event and the audit row; the stock at a vendor's deltas (migration 0220) in a second
 * statement when the document has any. Returns the document number.
 */
export async function writePostedDocument(
  trx: Transaction<DB>,
  posting: { userId: number; ip: string | null; header: Header; items: ResolvedItem[]; changes: StockChanges },
): Promise<string> {
  const document = { ...documentParameter(posting), stock: posting.changes.stock, transit: posting.changes.transit };
  try {
    const row = await sql<{ mat_doc: string }>`select posting_write_document(${json(document)}) as mat_doc`.execute(trx);
    if (posting.changes.atVendor.length > 0)
      await sql`update stock_at_vendor s set quantity = s.quantity + v.delta, updated_at = now()
        from jsonb_to_recordset(${json(posting.changes.atVendor)}) as v(id bigint, delta numeric)
        where s.at_vendor_id = v.id`.execute(trx);
    return row.rows[0]?.mat_doc as string;
  } catch (error) {
    throw numberRangeError(error);
  }
}
