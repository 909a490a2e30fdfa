import { type Kysely, sql } from 'kysely';
import type { EquipmentDetail, EquipmentSearch, EquipmentSearchV2, EquipmentView, Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { emptyPage, fetchPage } from '../paging';
import { isoDate, type PlantScope } from './search-material-documents';

/** The columns, named as EquipmentView's fields: rows are views as they come. */
const columns = [
  'e.equipment_number as equipmentNumber',
  'e.material_id as material',
  'm.description as materialDescription',
  'e.serial_number as serialNumber',
  'e.status',
  'e.plant_id as plant',
  'e.sloc_id as sloc',
  'e.warehouse_id as warehouse',
  'e.bin_id as bin',
  'e.batch',
  'e.category',
  'e.locked',
  'e.last_mat_doc as lastMatDoc',
] as const;

/**
 * Serialized equipment by serial number (exact, or a prefix ending in *) and material, in the user's plants.
 * v1 reads a plant as "in stock there" (the stock overview's drill-down); v2 (`version: 2`) as the
 * equipment's plant whatever its status, and takes the material group.
 */
export async function searchEquipment(
  db: Kysely<DB>,
  scope: PlantScope,
  q: EquipmentSearch & Partial<Pick<EquipmentSearchV2, 'materialGroup'>>,
  version: 1 | 2 = 1,
): Promise<Paged<EquipmentView>> {
  if (scope.plants.length === 0) return emptyPage(q);
  let base = db.selectFrom('equipment as e').where('e.plant_id', 'in', scope.plants);
  if (q.serialNo) {
    if (q.serialNo.endsWith('*')) {
      const prefix = q.serialNo.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`);
      base = base.where('e.serial_number', 'like', `${prefix}%`);
    } else {
      base = base.where('e.serial_number', '=', q.serialNo);
    }
  }
  if (q.material) base = base.where('e.material_id', '=', q.material);
  if (q.equipmentNumber) base = base.where('e.equipment_number', '=', q.equipmentNumber);
  if (q.status) base = base.where('e.status', '=', q.status);
  if (q.locked) base = base.where('e.locked', '=', q.locked === 'true');
  if (q.materialGroup)
    base = base.where('e.material_id', 'in', (sub) =>
      sub
        .selectFrom('material as g')
        .select('g.material_id')
        .where('g.material_group', '=', q.materialGroup ?? ''),
    );
  if (q.delivered) return searchDelivered(db, base, q);
  if ((version === 1 && q.plant) || q.sloc || q.bin || q.batch !== undefined || q.category) base = base.where('e.status', '=', 'IN_STOCK');
  if (q.plant) base = base.where('e.plant_id', '=', q.plant);
  if (q.sloc) base = base.where('e.sloc_id', '=', q.sloc);
  if (q.bin) base = base.where('e.bin_id', '=', q.bin);
  if (q.batch !== undefined) base = base.where('e.batch', '=', q.batch);
  if (q.category) base = base.where('e.category', '=', q.category);
  const ordered = base
    .innerJoin('material as m', 'm.material_id', 'e.material_id')
    .select(columns)
    .orderBy('e.serial_number')
    .orderBy('e.material_id');
  return fetchPage(db, base, ordered, q) satisfies Promise<Paged<EquipmentView>>;
}

/** Equipment of the material (and plant) whose last movement was a goods issue to a customer (601): "delivered", with the customer. */
function searchDelivered(db: Kysely<DB>, scoped: EquipmentQuery, q: EquipmentSearch): Promise<Paged<EquipmentView>> {
  let base = scoped.where('e.status', '=', 'ISSUED');
  if (q.plant) base = base.where('e.plant_id', '=', q.plant);
  const lastIssue = sql<string | null>`(select i.customer_number from serial_history h
    join material_document_item i on i.mat_doc = h.mat_doc and i.item_no = h.item_no
    where h.equipment_number = e.equipment_number and h.mat_doc = e.last_mat_doc and i.movement_type = '601')`;
  base = base.where(sql<boolean>`${lastIssue} is not null`);
  const ordered = base
    .innerJoin('material as m', 'm.material_id', 'e.material_id')
    .select([...columns, lastIssue.as('customer')])
    .orderBy('e.serial_number')
    .orderBy('e.material_id');
  return fetchPage(db, base, ordered, q);
}

type EquipmentQuery = ReturnType<typeof equipmentBase>;
const equipmentBase = (db: Kysely<DB>) => db.selectFrom('equipment as e');

/** One equipment with its history (every posted item that moved it), newest first; 404 outside the user's plants. */
export async function getEquipment(db: Kysely<DB>, scope: PlantScope, equipmentNumber: string): Promise<EquipmentDetail> {
  const missing = () => new DomainError('EQUIPMENT_NOT_FOUND', { equipmentNumber });
  if (scope.plants.length === 0) throw missing();
  const row = await db
    .selectFrom('equipment as e')
    .innerJoin('material as m', 'm.material_id', 'e.material_id')
    .select(columns)
    .where('e.equipment_number', '=', equipmentNumber)
    .where('e.plant_id', 'in', scope.plants)
    .executeTakeFirst();
  if (!row) throw missing();
  const history = await db
    .selectFrom('serial_history as h')
    .innerJoin('material_document_item as i', (join) => join.onRef('i.mat_doc', '=', 'h.mat_doc').onRef('i.item_no', '=', 'h.item_no'))
    .innerJoin('material_document as d', 'd.mat_doc', 'h.mat_doc')
    .innerJoin('app_user as u', 'u.user_id', 'd.created_by')
    .select([
      'h.mat_doc as matDoc',
      'h.item_no as itemNo',
      sql<string>`d.posting_date::text`.as('postingDate'),
      'i.movement_type as movementType',
      'u.username as createdBy',
      'h.status',
      'h.plant_id as plant',
      'h.sloc_id as sloc',
      'h.bin_id as bin',
      'h.category',
    ])
    .where('h.equipment_number', '=', equipmentNumber)
    .orderBy('h.history_id', 'desc')
    .limit(500)
    .execute();
  return {
    ...(row satisfies EquipmentView),
    history: history.map((h) => ({ ...h, postingDate: isoDate(h.postingDate) })),
  };
}
