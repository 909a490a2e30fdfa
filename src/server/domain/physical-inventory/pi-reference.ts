import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import { DomainError, itemError } from '../errors';
import type { ReferenceHandler, ReferenceHeader, ReferenceUpdate } from '../stock/posting/references';
import { json, type ResolvedItem } from '../stock/posting/types';

export interface PiItemRow {
  item_no: number;
  plant_id: string;
  sloc_id: string;
  warehouse_id: string;
  bin_id: string;
  material_id: string;
  batch: string;
  status: string;
  counted_qty: string | null;
  book_at_count: string | null;
  serialized: boolean;
  counted_serials: string[] | null;
  book_serials: string[] | null;
}

/** A physical-inventory document has no partners: the header only proves it exists. */
async function loadPiReferenceHeader(trx: Transaction<DB>, number: string): Promise<ReferenceHeader> {
  const row = await trx.selectFrom('pi_document').select('pi_number').where('pi_number', '=', number).executeTakeFirst();
  if (!row) throw new DomainError('REFERENCE_UNKNOWN', { reference: 'Physical inventory document', number });
  return { vendor: null, customer: null, receivingPlant: null, supplyingPlant: null };
}

/**
 * The reference check of a physical-inventory difference posting: locks the referenced PI items
 * (item order), and refuses an item that is not counted, already posted or posted twice, whose
 * material, batch or bin differ, or whose movement type and quantity are not its difference
 * (701 for a gain, 702 for a loss). Afterwards the items are POSTED with the material document.
 * A reversal of such a posting leaves the PI items as they are (the count stays posted).
 */
async function checkPiReference(
  trx: Transaction<DB>,
  number: string,
  items: ResolvedItem[],
  reversal: boolean,
): Promise<ReferenceUpdate | null> {
  if (reversal) return null;
  const itemNos = [...new Set(items.map((i) => i.referenceItem as number))];
  const rows = await sql<PiItemRow>`select i.item_no, d.plant_id, d.sloc_id, d.warehouse_id, i.bin_id, i.material_id, i.batch, i.status,
      i.counted_qty, i.book_at_count, m.serialized, i.counted_serials, i.book_serials
    from pi_item i join pi_document d on d.pi_number = i.pi_number join material m on m.material_id = i.material_id
    where i.pi_number = ${number} and i.item_no in (select jsonb_array_elements_text(${json(itemNos)})::int)
    order by i.item_no for update of i`.execute(trx);
  const found = new Map(rows.rows.map((r) => [r.item_no, r]));
  const seen = new Set<string>();
  const posted: { item_no: number; posted_item_no: number }[] = [];
  for (const item of items) {
    const refItem = item.referenceItem as number;
    const row = found.get(refItem);
    const values = { refItem, reference: 'physical inventory document', number };
    if (!row) throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', values);
    if (row.status === 'POSTED' || seen.has(`${refItem}|${item.movementType}`))
      throw itemError(item.itemNo, 'PI_ITEM_POSTED', { item: refItem, number });
    if (row.status !== 'COUNTED' || row.counted_qty === null || row.book_at_count === null)
      throw itemError(item.itemNo, 'PI_ITEM_NOT_COUNTED', { item: refItem, number });
    if (row.material_id !== item.material.material_id)
      throw itemError(item.itemNo, 'REFERENCE_MATERIAL_MISMATCH', {
        ...values,
        expected: row.material_id,
        material: item.material.material_id,
      });
    const position = item.movementType === '701' ? item.to : item.from;
    const atItem =
      position !== null &&
      position.plant === row.plant_id &&
      position.sloc === row.sloc_id &&
      position.bin === row.bin_id &&
      position.category === 'UNRESTRICTED' &&
      item.batch === row.batch;
    if (!atItem) throw itemError(item.itemNo, 'PI_POSITION_MISMATCH', { item: refItem, number, bin: row.bin_id });
    const expected = expectedDifference(row, item.movementType);
    if (!expected || item.qty !== expected.qty || (expected.serials && [...item.serials].sort().join('|') !== expected.serials.join('|')))
      throw itemError(item.itemNo, 'PI_DIFFERENCE_MISMATCH', { item: refItem, number, difference: describeDifference(row) });
    seen.add(`${refItem}|${item.movementType}`);
    if (!posted.some((p) => p.item_no === refItem)) posted.push({ item_no: refItem, posted_item_no: item.itemNo });
  }
  return async (t, matDoc) => {
    await sql`update pi_item p set status = 'POSTED', posted_mat_doc = ${matDoc}, posted_item_no = v.posted_item_no
      from jsonb_to_recordset(${json(posted)}) as v(item_no int, posted_item_no int)
      where p.pi_number = ${number} and p.item_no = v.item_no`.execute(t);
  };
}

/**
 * What an item of the given movement type must post for a PI item: the quantity difference (701
 * gain, 702 loss); for serialized materials the serials found (701: counted, not in the book at the
 * count) or missing (702: in the book, not counted). Null: nothing of that type to post.
 */
export function expectedDifference(row: PiItemRow, movementType: string): { qty: bigint; serials: string[] | null } | null {
  if (row.serialized) {
    const counted = new Set(row.counted_serials ?? []);
    const book = new Set(row.book_serials ?? []);
    const serials = (movementType === '701' ? [...counted].filter((s) => !book.has(s)) : [...book].filter((s) => !counted.has(s))).sort();
    return serials.length > 0 && (movementType === '701' || movementType === '702')
      ? { qty: BigInt(serials.length) * 1000n, serials }
      : null;
  }
  const gain = toMilliUnits(row.counted_qty ?? '0') - toMilliUnits(row.book_at_count ?? '0');
  if (movementType === '701' && gain > 0n) return { qty: gain, serials: null };
  if (movementType === '702' && gain < 0n) return { qty: -gain, serials: null };
  return null;
}

function describeDifference(row: PiItemRow): string {
  const parts = (['701', '702'] as const).flatMap((type) => {
    const d = expectedDifference(row, type);
    return d ? [`${type} ${displayQuantity(fromMilliUnits(d.qty))}${d.serials ? ` (${d.serials.join(', ')})` : ''}`] : [];
  });
  return parts.length > 0 ? parts.join(' and ') : 'none';
}

/** Physical inventory differences (701/702) reference their PI document: registered in domain/references.ts. */
export const physicalInventoryReference: ReferenceHandler = { loadHeader: loadPiReferenceHeader, check: checkPiReference };
