import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { MaterialDocumentLine, MaterialDocumentSearch, Paged, PositionView } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import type { StockCategory } from '../../db/schema/ledger';
import { emptyPage, fetchPage } from '../paging';

export interface PlantScope {
  plants: readonly string[];
}

type ItemEb = ExpressionBuilder<DB & { i: DB['material_document_item']; d: DB['material_document'] }, 'i' | 'd'>;

/** Items touching one of the plants: stock taken from it, put into it, or in transit to it. */
export function touchesPlants(eb: ItemEb, plants: readonly string[]): Expression<SqlBool> {
  return eb.or([eb('i.from_plant', 'in', plants), eb('i.to_plant', 'in', plants), eb('i.receiving_plant', 'in', plants)]);
}

export function positionView(
  plant: string | null,
  sloc: string | null,
  warehouse: string | null,
  bin: string | null,
  category: StockCategory | null,
): PositionView | null {
  return plant && sloc && category ? { plant, sloc, warehouse, bin, category } : null;
}

/** Dates are selected as text (`col::text`) so no time zone can shift them. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}

/** MB51: material document items matching the filters, newest first, limited to the user's plants. */
export async function searchMaterialDocuments(
  db: Kysely<DB>,
  scope: PlantScope,
  q: MaterialDocumentSearch,
): Promise<Paged<MaterialDocumentLine>> {
  const empty = emptyPage(q);
  if (scope.plants.length === 0) return empty;
  let base = db
    .selectFrom('material_document_item as i')
    .innerJoin('material_document as d', 'd.mat_doc', 'i.mat_doc')
    .where((eb) => touchesPlants(eb, scope.plants));
  if (q.material) base = base.where('i.material_id', '=', q.material);
  if (q.plant) {
    const plant = q.plant;
    const sloc = q.sloc;
    const side = q.plantSide;
    base = base.where((eb) =>
      eb.or([
        ...(side === 'to' ? [] : [eb.and([eb('i.from_plant', '=', plant), ...(sloc ? [eb('i.from_sloc', '=', sloc)] : [])])]),
        ...(side === 'from' ? [] : [eb.and([eb('i.to_plant', '=', plant), ...(sloc ? [eb('i.to_sloc', '=', sloc)] : [])])]),
        ...(sloc || side ? [] : [eb('i.receiving_plant', '=', plant)]),
      ]),
    );
  } else if (q.sloc) {
    const sloc = q.sloc;
    base = base.where((eb) => eb.or([eb('i.from_sloc', '=', sloc), eb('i.to_sloc', '=', sloc)]));
  }
  if (q.bin) {
    const bin = q.bin;
    base = base.where((eb) => eb.or([eb('i.from_bin', '=', bin), eb('i.to_bin', '=', bin)]));
  }
  if (q.batch !== undefined) base = base.where('i.batch', '=', q.batch);
  if (q.dateFrom) base = base.where('i.posting_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) base = base.where('i.posting_date', '<=', sql<Date>`${q.dateTo}::date`);
  if (q.movementType) base = base.where('i.movement_type', '=', q.movementType);
  if (q.movementTypes) base = base.where('i.movement_type', 'in', q.movementTypes.split(','));
  if (q.referenceType) base = base.where('d.reference_type', '=', q.referenceType);
  if (q.referenceNumber) base = base.where('d.reference_number', '=', q.referenceNumber);
  if (q.user) {
    const user = q.user.toLowerCase();
    base = base.where('d.created_by', 'in', (eb) =>
      eb.selectFrom('app_user').select('user_id').where(sql<string>`lower(username)`, '=', user),
    );
  }
  const page = await fetchPage(
    db,
    base,
    base
      .innerJoin('material as m', 'm.material_id', 'i.material_id')
      .innerJoin('app_user as u', 'u.user_id', 'd.created_by')
      .select([
        'i.mat_doc',
        'i.item_no',
        sql<string>`i.posting_date::text`.as('posting_date'),
        'i.movement_type',
        'i.material_id',
        'm.description',
        'm.base_unit',
        'i.quantity',
        'i.batch',
        'i.from_kind',
        'i.from_plant',
        'i.from_sloc',
        'i.from_warehouse',
        'i.from_bin',
        'i.from_category',
        'i.to_kind',
        'i.to_plant',
        'i.to_sloc',
        'i.to_warehouse',
        'i.to_bin',
        'i.to_category',
        'i.receiving_plant',
        'u.username',
        'd.reference_type',
        'd.reference_number',
      ])
      .orderBy('i.posting_date', 'desc')
      .orderBy('i.mat_doc', 'desc')
      .orderBy('i.item_no'),
    q,
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      matDoc: r.mat_doc,
      itemNo: r.item_no,
      postingDate: isoDate(r.posting_date),
      movementType: r.movement_type,
      material: r.material_id,
      materialDescription: r.description,
      quantity: r.quantity,
      baseUnit: r.base_unit,
      batch: r.batch,
      from: positionView(r.from_plant, r.from_sloc, r.from_warehouse, r.from_bin, r.from_category),
      to: positionView(r.to_plant, r.to_sloc, r.to_warehouse, r.to_bin, r.to_category),
      fromKind: r.from_kind,
      toKind: r.to_kind,
      receivingPlant: r.receiving_plant,
      createdBy: r.username,
      referenceType: r.reference_type,
      referenceNumber: r.reference_number,
    })),
  };
}
