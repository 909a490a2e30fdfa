import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { takeNumber } from '../../number-range';
import type { StockChanges } from './lock-stock';
import { type Header, json, type ResolvedItem } from './types';

/** The next material document number (the number range row is the last lock a posting takes). */
export function nextDocumentNumber(trx: Transaction<DB>): Promise<string> {
  return takeNumber(trx, 'material_document');
}

/** The document's item rows as one JSON parameter. */
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

/** Appends the document header and all its items: two statements, whatever the item count. */
export async function writeDocument(
  trx: Transaction<DB>,
  matDoc: string,
  userId: number,
  header: Header,
  items: ResolvedItem[],
): Promise<void> {
  await sql`insert into material_document (mat_doc, posting_date, document_date, created_by, header_text, reference_type, reference_number, reversal_of, item_count)
    values (${matDoc}, ${header.postingDate}, ${header.documentDate}, ${userId}, ${header.headerText}, ${header.reference?.type ?? null},
      ${header.reference?.number ?? null}, ${header.reversalOf}, ${items.length})`.execute(trx);
  await sql`insert into material_document_item (mat_doc, item_no, movement_type, material_id, quantity, batch, posting_date,
      from_kind, from_plant, from_sloc, from_warehouse, from_bin, from_category,
      to_kind, to_plant, to_sloc, to_warehouse, to_bin, to_category,
      receiving_plant, reason_code, cost_center, customer_number, vendor_id, reference_item, reversal_of_item)
    select ${matDoc}, v.item_no, v.movement_type, v.material_id, v.quantity, v.batch, ${header.postingDate}::date,
      v.from_kind, v.from_plant, v.from_sloc, v.from_warehouse, v.from_bin, v.from_category,
      v.to_kind, v.to_plant, v.to_sloc, v.to_warehouse, v.to_bin, v.to_category,
      v.receiving_plant, v.reason_code, v.cost_center, v.customer_number, v.vendor_id, v.reference_item, v.reversal_of_item
    from jsonb_to_recordset(${json(itemRows(items))}) as v(item_no int, movement_type text, material_id text, quantity numeric, batch text,
      from_kind text, from_plant text, from_sloc text, from_warehouse text, from_bin text, from_category text,
      to_kind text, to_plant text, to_sloc text, to_warehouse text, to_bin text, to_category text,
      receiving_plant text, reason_code text, cost_center text, customer_number text, vendor_id text, reference_item int, reversal_of_item int)
    order by v.item_no`.execute(trx);
}

/** Applies the locked stock and transit rows' changes: one statement each. */
export async function applyStockChanges(trx: Transaction<DB>, changes: StockChanges): Promise<void> {
  if (changes.stock.length > 0) {
    await sql`update stock s set quantity = s.quantity + v.delta, updated_at = now()
      from jsonb_to_recordset(${json(changes.stock)}) as v(stock_id bigint, delta numeric)
      where s.stock_id = v.stock_id`.execute(trx);
  }
  if (changes.transit.length > 0) {
    await sql`update stock_in_transit s set quantity = s.quantity + v.delta, updated_at = now()
      from jsonb_to_recordset(${json(changes.transit)}) as v(transit_id bigint, delta numeric)
      where s.transit_id = v.transit_id`.execute(trx);
  }
}
