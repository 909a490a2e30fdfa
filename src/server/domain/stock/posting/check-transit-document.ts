import { sql, type Transaction } from 'kysely';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import { DomainError, itemError } from '../../errors';
import type { ReferenceHandler, ReferenceHeader, ReferenceUpdate } from './references';
import type { ResolvedItem } from './types';
import { referenceName } from './types';

/**
 * Two steps plant to plant: a 305 places into storage what a 303 material document put into transit
 * to the plant. The 305 references the 303 document (reference type MD, the 303 item as reference
 * item) and takes at most what that item put into transit and no 305 placed yet (305 minus 306);
 * serials only those the 303 item moved. The placed quantity is derived from the documents, so
 * nothing is updated: the 303 document's header row is the lock that orders concurrent 305s and
 * the 304 reversal of the same document.
 */

/** One 303 item with what the 305s referencing it placed (minus their 306 reversals). */
interface TransitItemRow {
  item_no: number;
  material_id: string;
  batch: string;
  receiving_plant: string;
  quantity: string;
  placed: string;
  placed_by: string | null;
}

const transitItems = (matDoc: string) => sql<TransitItemRow>`select i.item_no, i.material_id, i.batch, i.receiving_plant, i.quantity,
    coalesce(p.placed, 0)::text as placed, p.placed_by
  from material_document_item i
  left join lateral (
    select sum(case when x.movement_type = '305' then x.quantity else -x.quantity end) as placed, max(x.mat_doc) as placed_by
    from material_document d join material_document_item x on x.mat_doc = d.mat_doc
    where d.reference_type = 'MD' and d.reference_number = i.mat_doc and x.reference_item = i.item_no and x.movement_type in ('305', '306')
  ) p on true
  where i.mat_doc = ${matDoc} and i.movement_type = '303'
  order by i.item_no`;

/** The reference header of a 305: locks the 303 document, which must exist, put something into transit and not be reversed. */
async function loadTransitDocumentHeader(trx: Transaction<DB>, matDoc: string): Promise<ReferenceHeader> {
  const header = (await sql<{ mat_doc: string }>`select mat_doc from material_document where mat_doc = ${matDoc} for update`.execute(trx))
    .rows[0];
  if (!header) throw new DomainError('REFERENCE_UNKNOWN', { reference: referenceName('MD'), number: matDoc });
  // a statement after the lock: it sees a 304 committed while this posting waited for the lock
  const state = (
    await sql<{ n: number; reversed_by: string | null }>`select
        (select count(*)::int from material_document_item where mat_doc = ${matDoc} and movement_type = '303') as n,
        (select mat_doc from material_document where reversal_of = ${matDoc}) as reversed_by`.execute(trx)
  ).rows[0];
  if (!state?.n) throw new DomainError('TRANSIT_DOCUMENT_NONE', { matDoc });
  if (state.reversed_by) throw new DomainError('ALREADY_REVERSED', { matDoc, reversedBy: state.reversed_by });
  return { vendor: null, customer: null, receivingPlant: null, supplyingPlant: null };
}

/**
 * Checks each 305 item against its 303 item: material, batch, receiving plant, the quantity still
 * in transit from it, and its serials. A 306 (reversal of a 305) returns to transit what was placed:
 * the equipment and stock checks of the reversal suffice.
 */
async function checkTransitDocument(
  trx: Transaction<DB>,
  matDoc: string,
  items: ResolvedItem[],
  reversal: boolean,
): Promise<ReferenceUpdate | null> {
  if (reversal) return null;
  const rows = new Map((await transitItems(matDoc).execute(trx)).rows.map((r) => [r.item_no, r]));
  const taken = new Map<number, bigint>();
  for (const item of items) {
    const refItem = item.referenceItem as number;
    const row = rows.get(refItem);
    const values = { refItem, reference: referenceName('MD', 'inSentence'), number: matDoc };
    if (!row) throw itemError(item.itemNo, 'REFERENCE_ITEM_UNKNOWN', values);
    const material = item.material.material_id;
    if (row.material_id !== material)
      throw itemError(item.itemNo, 'REFERENCE_MATERIAL_MISMATCH', { ...values, expected: row.material_id, material });
    if (row.batch !== item.batch)
      throw itemError(item.itemNo, 'TRANSIT_DOCUMENT_BATCH', {
        refItem,
        matDoc,
        expected: row.batch || 'none',
        batch: item.batch || 'none',
      });
    const plant = item.to?.plant ?? '';
    if (row.receiving_plant !== plant)
      throw itemError(item.itemNo, 'REFERENCE_PLANT_MISMATCH', { ...values, expected: row.receiving_plant, plant });
    const open = toMilliUnits(row.quantity) - toMilliUnits(row.placed);
    const requested = (taken.get(refItem) ?? 0n) + item.qty;
    if (requested > open)
      throw itemError(item.itemNo, 'TRANSIT_OVER_OPEN', {
        refItem,
        matDoc,
        material,
        plant,
        requested: displayQuantity(fromMilliUnits(requested)),
        open: displayQuantity(fromMilliUnits(open < 0n ? 0n : open)),
      });
    taken.set(refItem, requested);
  }
  await checkSerialsOfDocument(trx, matDoc, items);
  return null;
}

/** Every serial a 305 item places was moved into transit by its 303 item (where it is now, the equipment check says). */
async function checkSerialsOfDocument(trx: Transaction<DB>, matDoc: string, items: ResolvedItem[]): Promise<void> {
  if (!items.some((i) => i.serials.length > 0)) return;
  const moved = await sql<{ item_no: number; material_id: string; serial_number: string }>`select h.item_no, e.material_id, e.serial_number
    from serial_history h join equipment e on e.equipment_number = h.equipment_number
    where h.mat_doc = ${matDoc}`.execute(trx);
  const inDocument = new Set(moved.rows.map((r) => `${r.item_no}|${r.material_id}|${r.serial_number}`));
  for (const item of items) {
    for (const serial of item.serials) {
      if (!inDocument.has(`${item.referenceItem}|${item.material.material_id}|${serial}`))
        throw itemError(item.itemNo, 'TRANSIT_SERIAL_NOT_IN_DOCUMENT', {
          serial,
          material: item.material.material_id,
          refItem: item.referenceItem ?? 0,
          matDoc,
        });
    }
  }
}

/** A 305 references the 303 material document it places into storage: the ledger's own reference type. */
export const transitDocumentReference: ReferenceHandler = { loadHeader: loadTransitDocumentHeader, check: checkTransitDocument };

/** A 304 (reversal of a 303) only while nothing of the 303 was placed into storage with a 305 (not reversed itself). */
export async function checkTransitReversal(trx: Transaction<DB>, reversalOf: string, items: ResolvedItem[]): Promise<void> {
  if (!items.some((i) => i.movementType === '304')) return;
  const placed = (await transitItems(reversalOf).execute(trx)).rows.find((r) => toMilliUnits(r.placed) !== 0n);
  if (placed)
    throw new DomainError('TRANSIT_ALREADY_PLACED', {
      matDoc: reversalOf,
      placed: displayQuantity(placed.placed),
      material: placed.material_id,
      placedBy: placed.placed_by ?? '',
    });
}
