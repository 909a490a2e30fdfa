import { type Selectable, sql, type Transaction } from 'kysely';
import { todayIn } from '../../../../shared/calendar';
import { toMilliUnits } from '../../../../shared/quantity';
import type { DB } from '../../../db/schema';
import type { StockCategory } from '../../../db/schema/ledger';
import { DomainError } from '../../errors';
import { movementRule, type ReferenceType } from '../movement-types';
import type { Position } from '../positions';
import { plantsOf, readPlantRows } from './posting-period';
import { fromSide, type MaterialRow, type ResolvedDocument, type ResolvedItem, type ReversalRequest, toSide } from './types';

/** An item of the original document as the reversal reads it: the item's columns, its material's flags and its serials. */
type OriginalItemRow = Pick<
  Selectable<DB['material_document_item']>,
  | 'item_no'
  | 'movement_type'
  | 'material_id'
  | 'quantity'
  | 'batch'
  | 'from_kind'
  | 'from_plant'
  | 'from_sloc'
  | 'from_warehouse'
  | 'from_bin'
  | 'from_category'
  | 'to_kind'
  | 'to_plant'
  | 'to_sloc'
  | 'to_warehouse'
  | 'to_bin'
  | 'to_category'
  | 'receiving_plant'
  | 'reason_code'
  | 'cost_center'
  | 'customer_number'
  | 'vendor_id'
  | 'reference_item'
> &
  Omit<MaterialRow, 'material_id'> & { serials: string[] | null };

type OriginalHeader = Pick<Selectable<DB['material_document']>, 'mat_doc' | 'reference_number' | 'reversal_of'> & {
  reference_type: ReferenceType | null;
};

/**
 * Resolves the reversal of a posted document: the original's items mirrored (from and to swapped),
 * with the reversal movement types, once per document and never of a reversal.
 */
export async function resolveReversal(trx: Transaction<DB>, input: ReversalRequest): Promise<ResolvedDocument> {
  const original = await lockOriginal(trx, input.reversalOf);
  const rows = (
    await sql<OriginalItemRow>`select i.item_no, i.movement_type, i.material_id, m.serialized, m.batch_managed, m.quality_inspected,
        i.quantity, i.batch, i.from_kind, i.from_plant, i.from_sloc, i.from_warehouse, i.from_bin, i.from_category,
        i.to_kind, i.to_plant, i.to_sloc, i.to_warehouse, i.to_bin, i.to_category, i.receiving_plant, i.reason_code,
        i.cost_center, i.customer_number, i.vendor_id, i.reference_item,
        (select array_agg(e.serial_number order by e.serial_number) from serial_history h join equipment e on e.equipment_number = h.equipment_number
          where h.mat_doc = i.mat_doc and h.item_no = i.item_no) as serials
      from material_document_item i join material m on m.material_id = i.material_id
      where i.mat_doc = ${original.mat_doc} order by i.item_no`.execute(trx)
  ).rows;
  const items = rows.map((r, index) => mirrorItem(r, index + 1));
  // positions in blocked bins can still be reversed out of: the reversal restores the previous state
  // the plants it changes, once: the first one's day dates it, the posting checks each one's open period
  const plants = await readPlantRows(trx, plantsOf(items));
  const firstPlant = items[0]?.from?.plant ?? items[0]?.to?.plant;
  const postingDate = input.postingDate ?? todayIn((firstPlant && plants.get(firstPlant)?.timezone) || 'UTC');
  return {
    header: {
      postingDate,
      documentDate: postingDate,
      headerText: input.headerText ?? `Reversal of ${original.mat_doc}`,
      reference:
        original.reference_type && original.reference_number ? { type: original.reference_type, number: original.reference_number } : null,
      reversalOf: original.mat_doc,
    },
    items,
    plants,
  };
}

/** Locks the original's header (concurrent reversals of one document queue here) and checks it may be reversed. */
async function lockOriginal(trx: Transaction<DB>, matDoc: string): Promise<OriginalHeader> {
  const original = (
    await sql<OriginalHeader>`select mat_doc, reference_type, reference_number, reversal_of from material_document
      where mat_doc = ${matDoc} for update`.execute(trx)
  ).rows[0];
  if (!original) throw new DomainError('MATERIAL_DOCUMENT_NOT_FOUND', { matDoc });
  if (original.reversal_of) throw new DomainError('IS_REVERSAL', { matDoc: original.mat_doc });
  const reversedBy = (
    await sql<{ mat_doc: string }>`select mat_doc from material_document where reversal_of = ${original.mat_doc}`.execute(trx)
  ).rows[0];
  if (reversedBy) throw new DomainError('ALREADY_REVERSED', { matDoc: original.mat_doc, reversedBy: reversedBy.mat_doc });
  return original;
}

function position(
  plant: string | null,
  sloc: string | null,
  warehouse: string | null,
  bin: string | null,
  category: StockCategory | null,
): Position | null {
  return plant && sloc && category ? { plant, sloc, warehouse, bin, category } : null;
}

/** One original item, mirrored: it takes from where the original put and puts where the original took. */
function mirrorItem(r: OriginalItemRow, itemNo: number): ResolvedItem {
  const reversalType = movementRule(r.movement_type)?.reversal;
  if (!reversalType) throw new DomainError('NOT_REVERSIBLE', { type: r.movement_type });
  return {
    itemNo,
    movementType: reversalType,
    material: {
      material_id: r.material_id,
      serialized: r.serialized,
      batch_managed: r.batch_managed,
      quality_inspected: r.quality_inspected,
    },
    qty: toMilliUnits(r.quantity),
    quantity: r.quantity,
    batch: r.batch,
    receivingPlant: r.receiving_plant,
    reason: null,
    costCenter: r.cost_center,
    customer: r.customer_number,
    vendor: r.vendor_id,
    referenceItem: r.reference_item,
    reversalOfItem: r.item_no,
    serials: r.serials ?? [],
    ...fromSide(r.to_kind, position(r.to_plant, r.to_sloc, r.to_warehouse, r.to_bin, r.to_category), r.receiving_plant),
    ...toSide(r.from_kind, position(r.from_plant, r.from_sloc, r.from_warehouse, r.from_bin, r.from_category), r.receiving_plant),
  };
}
