import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { auditBy } from '../auth/audit';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';

export interface CreateRepairOrderInput {
  /** the inspection lot whose units go to the vendor for repair (the lot decision "return to vendor for repair") */
  lot: string;
  /** the repairing vendor; the lot's vendor (a receipt lot) when not given */
  vendor?: string | undefined;
  /** serials of the lot, undecided: each becomes an item of the order */
  serials: string[];
  note?: string | undefined;
}

export interface CreatedRepairOrder {
  repairOrderNumber: string;
  plant: string;
  vendor: string;
  items: { itemNo: number; material: string; serialNumber: string }[];
}

/** A serial open on another repair order (the partial unique index repair_order_item_open_once). */
const UNIQUE_VIOLATION = '23505';

/**
 * A repair order from an inspection lot's decision "return to vendor for repair": the lot (of the actor's plants,
 * not closed, serialized) and its undecided serials, each an item of the order, and the vendor that repairs them.
 * Nothing is posted here: sending the units (541, sendRepairOrder) decides them on the lot. A serial may be open on
 * one repair order at a time (checked here, and by the database's unique index under a race).
 */
export async function createRepairOrder(
  trx: Transaction<DB>,
  actor: PostingActor,
  input: CreateRepairOrderInput,
): Promise<CreatedRepairOrder> {
  const lot = await trx
    .selectFrom('quality_lot')
    .select(['lot_number', 'plant_id', 'material_id', 'serialized', 'status', 'vendor_id'])
    .where('lot_number', '=', input.lot)
    .where('plant_id', 'in', actor.plants.length > 0 ? actor.plants : [''])
    .forUpdate()
    .executeTakeFirst();
  if (!lot) throw new DomainError('QUALITY_LOT_UNKNOWN', { lot: input.lot });
  if (lot.status === 'CLOSED') throw new DomainError('QUALITY_LOT_CLOSED', { lot: input.lot });
  if (!lot.serialized) throw new DomainError('REPAIR_LOT_NOT_SERIALIZED', { lot: input.lot });
  const vendor = input.vendor ?? lot.vendor_id;
  if (!vendor) throw new DomainError('FIELD_REQUIRED', { type: '541', field: 'vendor' }, { details: { field: 'vendor' } });
  const known = await trx.selectFrom('vendor').select('vendor_id').where('vendor_id', '=', vendor).executeTakeFirst();
  if (!known) throw new DomainError('VENDOR_NOT_FOUND', { vendorId: vendor }, { details: { field: 'vendor' } });

  const seen = new Set<string>();
  for (const serial of input.serials) {
    if (seen.has(serial)) throw new DomainError('REPAIR_SERIAL_REPEATED', { serial }, { details: { field: 'serials' } });
    seen.add(serial);
  }
  const undecided = new Set(
    (
      await trx
        .selectFrom('quality_lot_serial')
        .select('serial_number')
        .where('lot_number', '=', lot.lot_number)
        .where('decision', 'is', null)
        .execute()
    ).map((r) => r.serial_number),
  );
  for (const serial of input.serials)
    if (!undecided.has(serial))
      throw new DomainError('REPAIR_SERIAL_NOT_IN_LOT', { serial, lot: lot.lot_number }, { details: { field: 'serials' } });
  const open = await trx
    .selectFrom('repair_order_item')
    .select(['repair_order_number', 'serial_number'])
    .where('material_id', '=', lot.material_id)
    .where('serial_number', 'in', input.serials)
    .where('received_mat_doc', 'is', null)
    .executeTakeFirst();
  if (open) throw new DomainError('REPAIR_SERIAL_OPEN', { serial: open.serial_number, order: open.repair_order_number });

  const number = await takeNumber(trx, 'repair_order');
  await trx
    .insertInto('repair_order')
    .values({
      repair_order_number: number,
      plant_id: lot.plant_id,
      vendor_id: vendor,
      lot_number: lot.lot_number,
      note: input.note ?? '',
      created_by: actor.userId,
    })
    .execute();
  const items = input.serials.map((serial, i) => ({ itemNo: (i + 1) * 10, material: lot.material_id, serialNumber: serial }));
  try {
    await trx
      .insertInto('repair_order_item')
      .values(
        items.map((i) => ({ repair_order_number: number, item_no: i.itemNo, material_id: i.material, serial_number: i.serialNumber })),
      )
      .execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
      throw new DomainError('REPAIR_SERIAL_OPEN', { serial: input.serials.join(', '), order: 'another' });
    throw error;
  }
  await auditBy(trx, actor, {
    action: 'REPAIR_ORDER_CREATED',
    objectType: 'repair_order',
    objectId: number,
    plantId: lot.plant_id,
    details: { lot: lot.lot_number, vendor, serials: input.serials.length },
  });
  return { repairOrderNumber: number, plant: lot.plant_id, vendor, items };
}
