import { type Kysely, sql } from 'kysely';
import type { EquipmentValidation, ValidateEquipmentQuery } from '../../../shared/contracts/deliveries/schemas';
import { t } from '../../../shared/i18n';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { inPlantScope, type Viewer } from '../master-data/viewer';
import { lockedSerialError } from '../quality/lock-equipment';
import { outboundPlants } from './scope';

/**
 * validate-equipment (spec section 7, deliveries): the handheld's picking and packing
 * screens ask it on every serial scan, so a serial that cannot go onto the delivery is refused at
 * once, with the reason, instead of failing the posting. The postings check all of it again.
 * - PICK: the serial is of a material of the delivery (the one named, if named), not locked, in
 *   stock at the delivery's plant, on no other delivery still on its way, unrestricted (not in
 *   QUALITY or BLOCKED stock) and in the bin being picked (when named).
 * - PACK: the serial was picked for this delivery and is packed in no handling unit yet.
 */
export async function validateEquipment(
  db: Kysely<DB>,
  viewer: Viewer,
  deliveryNumber: string,
  q: ValidateEquipmentQuery,
): Promise<EquipmentValidation> {
  const plants = outboundPlants(viewer);
  const delivery = await db
    .selectFrom('delivery')
    .select(['delivery_number', 'plant_id'])
    .where('delivery_number', '=', deliveryNumber)
    .executeTakeFirst();
  if (!delivery || !inPlantScope(plants, delivery.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber });
  const items = await db
    .selectFrom('delivery_item')
    .select(['item_no', 'material_id'])
    .where('delivery_number', '=', deliveryNumber)
    .orderBy('item_no')
    .execute();
  const materials = [...new Set(items.map((i) => i.material_id))];
  const serial = q.serialNo;
  if (q.material && !materials.includes(q.material)) {
    throw new DomainError('HU_MATERIAL_NOT_ON_DELIVERY', { material: q.material, deliveryNumber });
  }
  const wanted = q.material ? [q.material] : materials;
  const found = await db
    .selectFrom('equipment')
    .select(['equipment_number', 'material_id', 'serial_number', 'status', 'plant_id', 'bin_id', 'category', 'locked'])
    .where('serial_number', '=', serial)
    .orderBy('material_id')
    .execute();
  const mine = found.filter((e) => wanted.includes(e.material_id));
  if (mine.length === 0) {
    const other = found[0];
    if (other) throw new DomainError('DELIVERY_SERIAL_OTHER_MATERIAL', { serial, other: other.material_id, deliveryNumber });
    throw new DomainError('EQUIPMENT_SERIAL_UNKNOWN', { serial });
  }
  if (mine.length > 1) throw new DomainError('EQUIPMENT_SERIAL_AMBIGUOUS', { serial });
  const e = mine[0] as (typeof mine)[number];
  const values = { serial: e.serial_number, material: e.material_id };
  const firstItem = (items.find((i) => i.material_id === e.material_id) as { item_no: number }).item_no;
  const answer = (itemNo: number, message: string): EquipmentValidation => ({
    deliveryNumber,
    serialNumber: e.serial_number,
    material: e.material_id,
    itemNo,
    bin: e.bin_id,
    valid: true,
    message,
  });

  if (q.step === 'PACK') {
    const picked = await sql<{ item_no: number }>`select p.item_no from delivery_pick p cross join lateral unnest(p.serials) s
      where p.delivery_number = ${deliveryNumber} and upper(s) = ${serial.toUpperCase()} order by p.item_no limit 1`.execute(db);
    const item = picked.rows[0]?.item_no;
    if (item === undefined) throw new DomainError('HU_SERIAL_NOT_ON_DELIVERY', { ...values, deliveryNumber });
    const packed = await sql<{ hu_number: string }>`select i.hu_number from handling_unit_item i cross join lateral unnest(i.serials) s
      where i.delivery_number = ${deliveryNumber} and upper(s) = ${serial.toUpperCase()} limit 1`.execute(db);
    const hu = packed.rows[0]?.hu_number;
    if (hu) throw new DomainError('HU_SERIAL_PACKED', { serial: e.serial_number, handlingUnit: hu });
    return answer(item, t('equipmentPackable', { serial: e.serial_number, item, deliveryNumber }));
  }

  if (e.locked) throw await lockedSerialError(db, e.equipment_number, values);
  if (e.status !== 'IN_STOCK' || e.plant_id !== delivery.plant_id) {
    throw new DomainError('SERIAL_NOT_IN_STOCK', { ...values, position: `plant ${delivery.plant_id}` });
  }
  // picked for a delivery that has not left yet (this one or another): it lies in a shipping bin, promised
  const onDelivery = await sql<{ delivery_number: string }>`select p.delivery_number from delivery_pick p
      join delivery d on d.delivery_number = p.delivery_number cross join lateral unnest(p.serials) s
      where upper(s) = ${serial.toUpperCase()} and d.status in ('PICKING', 'PICKED', 'PACKED')
      order by p.pick_id desc limit 1`.execute(db);
  const other = onDelivery.rows[0]?.delivery_number;
  if (other) throw new DomainError('DELIVERY_SERIAL_ON_OTHER', { serial: e.serial_number, other });
  if (e.category === 'QUALITY') throw new DomainError('SERIAL_IN_QUALITY', { serial: e.serial_number });
  if (e.category === 'BLOCKED') throw new DomainError('SERIAL_BLOCKED', { serial: e.serial_number });
  if (q.bin && (e.bin_id ?? '').toUpperCase() !== q.bin.toUpperCase()) {
    const where = e.bin_id ? `in bin ${e.bin_id}` : 'in no bin';
    throw new DomainError('SERIAL_NOT_AT', { ...values, position: `bin ${q.bin.toUpperCase()}`, where });
  }
  return answer(firstItem, t('equipmentPickable', { ...values, bin: e.bin_id ?? '-', deliveryNumber }));
}
