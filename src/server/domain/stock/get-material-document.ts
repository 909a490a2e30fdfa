import { type Kysely, sql } from 'kysely';
import type { MaterialDocumentView } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { isoDate, type PlantScope, positionView, touchesPlants } from './search-material-documents';

/** One material document with the items the user's plants may see and each item's serials; 404 otherwise. */
export async function getMaterialDocument(db: Kysely<DB>, scope: PlantScope, matDoc: string): Promise<MaterialDocumentView> {
  const missing = () => new DomainError('MATERIAL_DOCUMENT_NOT_FOUND', { matDoc });
  if (scope.plants.length === 0) throw missing();
  const header = await db
    .selectFrom('material_document as d')
    .innerJoin('app_user as u', 'u.user_id', 'd.created_by')
    .select([
      'd.mat_doc as matDoc',
      sql<string>`d.posting_date::text`.as('postingDate'),
      sql<string>`d.document_date::text`.as('documentDate'),
      'd.created_at as createdAt',
      'u.username as createdBy',
      'd.header_text as headerText',
      'd.reference_type',
      'd.reference_number',
      'd.reversal_of as reversalOf',
      'd.item_count as itemCount',
    ])
    .where('d.mat_doc', '=', matDoc)
    .executeTakeFirst();
  if (!header) throw missing();
  const { reference_type, reference_number, ...head } = header;
  const items = await db
    .selectFrom('material_document_item as i')
    .innerJoin('material_document as d', 'd.mat_doc', 'i.mat_doc')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .innerJoin('movement_type as t', 't.movement_type', 'i.movement_type')
    .selectAll('i')
    .select(['m.description', 'm.base_unit', 't.description as type_text'])
    .where('i.mat_doc', '=', matDoc)
    .where((eb) => touchesPlants(eb, scope.plants))
    .orderBy('i.item_no')
    .execute();
  if (items.length === 0) throw missing();
  const serials = await db
    .selectFrom('serial_history as h')
    .innerJoin('equipment as e', 'e.equipment_number', 'h.equipment_number')
    .select(['h.item_no', 'e.serial_number', 'e.equipment_number'])
    .where('h.mat_doc', '=', matDoc)
    .where(
      'h.item_no',
      'in',
      items.map((i) => i.item_no),
    )
    .orderBy('h.item_no')
    .orderBy('e.serial_number')
    .execute();
  const reversedBy = await db.selectFrom('material_document').select('mat_doc').where('reversal_of', '=', matDoc).executeTakeFirst();
  return {
    ...head,
    postingDate: isoDate(head.postingDate),
    documentDate: isoDate(head.documentDate),
    createdAt: new Date(head.createdAt).toISOString(),
    reference: reference_type && reference_number ? { type: reference_type, number: reference_number } : null,
    reversedBy: reversedBy?.mat_doc ?? null,
    items: items.map((i) => ({
      itemNo: i.item_no,
      movementType: i.movement_type,
      movementTypeText: i.type_text,
      material: i.material_id,
      materialDescription: i.description,
      quantity: i.quantity,
      baseUnit: i.base_unit,
      batch: i.batch,
      fromKind: i.from_kind,
      toKind: i.to_kind,
      from: positionView(i.from_plant, i.from_sloc, i.from_warehouse, i.from_bin, i.from_category),
      to: positionView(i.to_plant, i.to_sloc, i.to_warehouse, i.to_bin, i.to_category),
      receivingPlant: i.receiving_plant,
      reason: i.reason_code,
      costCenter: i.cost_center,
      customer: i.customer_number,
      vendor: i.vendor_id,
      referenceItem: i.reference_item,
      reversalOfItem: i.reversal_of_item,
      serials: serials
        .filter((s) => s.item_no === i.item_no)
        .map((s) => ({ serialNumber: s.serial_number, equipmentNumber: s.equipment_number })),
    })),
  };
}
