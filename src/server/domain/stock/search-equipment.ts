import { type Kysely, sql } from 'kysely';
import type { EquipmentDetail, EquipmentSearch, EquipmentView, Paged } from '../../../shared/contracts/stock/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { countPage, emptyPage, TOTAL_CAP } from '../paging';
import { positionFields } from './position-fields';
import { isoDate, type PlantScope } from './search-material-documents';

const columns = [
  'e.equipment_number',
  'e.material_id',
  'm.description',
  'e.serial_number',
  'e.status',
  'e.plant_id',
  'e.sloc_id',
  'e.warehouse_id',
  'e.bin_id',
  'e.batch',
  'e.category',
  'e.locked',
  'e.last_mat_doc',
] as const;

type Row = {
  equipment_number: string;
  material_id: string;
  description: string;
  serial_number: string;
  status: string;
  plant_id: string;
  sloc_id: string | null;
  warehouse_id: string | null;
  bin_id: string | null;
  batch: string;
  category: EquipmentView['category'];
  locked: boolean;
  last_mat_doc: string;
};

function view(r: Row): EquipmentView {
  return {
    equipmentNumber: r.equipment_number,
    material: r.material_id,
    materialDescription: r.description,
    serialNumber: r.serial_number,
    status: r.status,
    ...positionFields(r),
    locked: r.locked,
    lastMatDoc: r.last_mat_doc,
  };
}

/** Serialized equipment by serial number (exact, or a prefix ending in *) and material, in the user's plants. */
export async function searchEquipment(db: Kysely<DB>, scope: PlantScope, q: EquipmentSearch): Promise<Paged<EquipmentView>> {
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
  if (q.plant || q.sloc || q.bin || q.batch !== undefined || q.category) base = base.where('e.status', '=', 'IN_STOCK');
  if (q.plant) base = base.where('e.plant_id', '=', q.plant);
  if (q.sloc) base = base.where('e.sloc_id', '=', q.sloc);
  if (q.bin) base = base.where('e.bin_id', '=', q.bin);
  if (q.batch !== undefined) base = base.where('e.batch', '=', q.batch);
  if (q.category) base = base.where('e.category', '=', q.category);
  const offset = (q.page - 1) * q.pageSize;
  // pages end where the count is capped: no client can make the database skip millions of rows
  const rows =
    offset >= TOTAL_CAP
      ? []
      : await base
          .innerJoin('material as m', 'm.material_id', 'e.material_id')
          .select(columns)
          .orderBy('e.serial_number')
          .orderBy('e.material_id')
          .limit(q.pageSize)
          .offset(offset)
          .execute();
  const paging = await countPage(db, base, q);
  return {
    items: rows.map(view),
    ...paging,
  };
}

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
      'h.mat_doc',
      'h.item_no',
      sql<string>`d.posting_date::text`.as('posting_date'),
      'i.movement_type',
      'u.username',
      'h.status',
      'h.plant_id',
      'h.sloc_id',
      'h.bin_id',
      'h.category',
    ])
    .where('h.equipment_number', '=', equipmentNumber)
    .orderBy('h.history_id', 'desc')
    .limit(500)
    .execute();
  return {
    ...view(row),
    history: history.map((h) => ({
      matDoc: h.mat_doc,
      itemNo: h.item_no,
      postingDate: isoDate(h.posting_date),
      movementType: h.movement_type,
      createdBy: h.username,
      status: h.status,
      plant: h.plant_id,
      sloc: h.sloc_id,
      bin: h.bin_id,
      category: h.category,
    })),
  };
}
