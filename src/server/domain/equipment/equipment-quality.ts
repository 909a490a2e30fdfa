import { type Kysely, sql } from 'kysely';
import type { EquipmentQuality } from '../../../shared/contracts/equipment/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * What quality management and outbound know of one serial, next to its movement history (the stock
 * API's getEquipment): the lock and its history, inspection lots with the serial's state and decision,
 * defects, the deliveries it left with, and its images. 404 outside the user's plants.
 */
export async function getEquipmentQuality(
  db: Kysely<DB>,
  scope: { plants: readonly string[] },
  equipmentNumber: string,
): Promise<EquipmentQuality> {
  const e = await db
    .selectFrom('equipment')
    .select(['equipment_number', 'material_id', 'serial_number', 'plant_id'])
    .where('equipment_number', '=', equipmentNumber)
    .executeTakeFirst();
  if (!e || !scope.plants.includes(e.plant_id)) throw new DomainError('EQUIPMENT_NOT_FOUND', { equipmentNumber });
  const lock = await db
    .selectFrom('equipment_lock as k')
    .innerJoin('app_user as u', 'u.user_id', 'k.locked_by')
    .select(['k.reason', 'u.username', 'k.locked_at'])
    .where('k.equipment_number', '=', equipmentNumber)
    .executeTakeFirst();
  const events = await db
    .selectFrom('equipment_lock_event as k')
    .innerJoin('app_user as u', 'u.user_id', 'k.user_id')
    .select(['k.action', 'k.reason', 'u.username', 'k.at'])
    .where('k.equipment_number', '=', equipmentNumber)
    .orderBy('k.event_id', 'desc')
    .execute();
  const lots = await db
    .selectFrom('quality_lot_serial as s')
    .innerJoin('quality_lot as l', 'l.lot_number', 's.lot_number')
    .select(['l.lot_number', 'l.prodcat', 'l.status', 's.state', 's.decision', 'l.created_at'])
    .where('s.material_id', '=', e.material_id)
    .where('s.serial_number', '=', e.serial_number)
    .orderBy('l.lot_number', 'desc')
    .execute();
  const defects = await db
    .selectFrom('quality_defect as d')
    .innerJoin('quality_lot_serial as s', (j) =>
      j.onRef('s.lot_number', '=', 'd.lot_number').onRef('s.serial_number', '=', 'd.serial_number'),
    )
    .innerJoin('quality_code as c', (j) =>
      j.onRef('c.prodcat', '=', 'd.prodcat').onRef('c.code_group', '=', 'd.code_group').onRef('c.code', '=', 'd.code'),
    )
    .select(['d.defect_id', 'd.lot_number', 'd.code_group', 'd.code', 'c.description', 'd.note'])
    .where('s.material_id', '=', e.material_id)
    .where('s.serial_number', '=', e.serial_number)
    .orderBy('d.defect_id')
    .execute();
  const deliveries = await sql<{ reference_number: string; mat_doc: string; posting_date: string }>`select d.reference_number, d.mat_doc,
      to_char(d.posting_date, 'YYYY-MM-DD') as posting_date
    from serial_history h join material_document d on d.mat_doc = h.mat_doc
    where h.equipment_number = ${equipmentNumber} and d.reference_type = 'DLV'
    order by h.history_id`.execute(db);
  const images = await db
    .selectFrom('equipment_image as i')
    .innerJoin('app_user as u', 'u.user_id', 'i.uploaded_by')
    .select(['i.image_id', 'i.image_type', 'i.file_name', 'i.content_type', 'i.size', 'u.username', 'i.uploaded_at'])
    .where('i.equipment_number', '=', equipmentNumber)
    .orderBy('i.image_id')
    .execute();
  return {
    equipmentNumber,
    lock: lock ? { reason: lock.reason, lockedBy: lock.username, lockedAt: iso(lock.locked_at) } : null,
    lockEvents: events.map((k) => ({ action: k.action, reason: k.reason, user: k.username, at: iso(k.at) })),
    lots: lots.map((l) => ({
      lotNumber: l.lot_number,
      prodcat: l.prodcat,
      lotStatus: l.status,
      state: l.state,
      decision: l.decision,
      createdAt: iso(l.created_at),
    })),
    defects: defects.map((d) => ({
      defectId: String(d.defect_id),
      lotNumber: d.lot_number,
      codeGroup: d.code_group,
      code: d.code,
      description: d.description,
      note: d.note,
    })),
    deliveries: deliveries.rows.map((d) => ({ deliveryNumber: d.reference_number, matDoc: d.mat_doc, postingDate: d.posting_date })),
    images: images.map((i) => ({
      imageId: String(i.image_id),
      equipmentNumber,
      serial: e.serial_number,
      imageType: i.image_type,
      fileName: i.file_name,
      contentType: i.content_type,
      size: i.size,
      uploadedBy: i.username,
      uploadedAt: iso(i.uploaded_at),
    })),
  };
}

/** An image's bytes (or its thumbnail) and content type, within the user's plants. */
export async function readEquipmentImage(
  db: Kysely<DB>,
  scope: { plants: readonly string[] },
  imageId: string,
  size: 'full' | 'thumb',
): Promise<{ contentType: string; bytes: Buffer; sha256: string }> {
  const row = await db
    .selectFrom('equipment_image as i')
    .innerJoin('equipment as e', 'e.equipment_number', 'i.equipment_number')
    .select(['i.content_type', 'i.sha256', 'e.plant_id', size === 'thumb' ? 'i.thumbnail as bytes' : 'i.content as bytes'])
    .where('i.image_id', '=', sql<number>`${imageId}::bigint`)
    .executeTakeFirst();
  if (!row || !scope.plants.includes(row.plant_id)) throw new DomainError('IMAGE_NOT_FOUND', { imageId });
  return { contentType: size === 'thumb' ? 'image/jpeg' : row.content_type, bytes: row.bytes, sha256: row.sha256 };
}
