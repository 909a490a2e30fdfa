import { sql, type Transaction } from 'kysely';
import type { HandlingUnitView, PackHandlingUnitInput } from '../../../shared/contracts/shipping/schemas';
import { displayQuantity, fromMilliUnits, toMilliUnits } from '../../../shared/quantity';
import type { DB } from '../../db/schema';
import type { DeliveryStatus } from '../../db/schema/deliveries';
import { lockDelivery } from '../deliveries/delivery-header';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';
import { findHandlingUnit, getHandlingUnit } from './hu-queries';
import { nextSscc } from './sscc';

/** Statuses in which a delivery's handling units may change: picked, before goods issue. */
export const PACKABLE: readonly DeliveryStatus[] = ['PICKED', 'PACKED'];

/**
 * Packs a new handling unit of a picked delivery and closes it (handheld packing): the lines'
 * materials (and serials) go to the delivery items with that material still to pack (picked minus
 * packed, item by item), the named HUs (cartons) go inside it (a pallet). The HU gets the next HU
 * number and SSCC. The delivery (header and items) is locked, so two packers never pack the same
 * units; a serial must have been picked for the delivery and packed nowhere else. The delivery
 * becomes PACKED once everything picked is packed.
 */
export async function packHandlingUnit(trx: Transaction<DB>, actor: PostingActor, input: PackHandlingUnitInput): Promise<HandlingUnitView> {
  const { deliveryNumber } = input;
  const delivery = await lockPackable(trx, actor, deliveryNumber);
  if (input.lines.length === 0 && input.handlingUnits.length === 0) throw new DomainError('HU_EMPTY');
  const items = await trx
    .selectFrom('delivery_item as i')
    .innerJoin('material as m', 'm.material_id', 'i.material_id')
    .select(['i.item_no', 'i.material_id', 'i.picked_qty', 'i.packed_qty', 'm.serialized'])
    .where('i.delivery_number', '=', deliveryNumber)
    .orderBy('i.item_no')
    .forUpdate()
    .execute();
  const free = new Map(items.map((i) => [i.item_no, toMilliUnits(i.picked_qty) - toMilliUnits(i.packed_qty)]));
  const packed = new Map<number, { qty: bigint; serials: string[]; material: string }>();
  const seenSerials = new Set<string>();
  for (const line of input.lines) {
    const material = line.material.toUpperCase();
    const candidates = items.filter((i) => i.material_id === material);
    if (candidates.length === 0) throw new DomainError('HU_MATERIAL_NOT_ON_DELIVERY', { material, deliveryNumber });
    let want = toMilliUnits(line.quantity);
    const available = candidates.reduce((sum, i) => sum + (free.get(i.item_no) ?? 0n), 0n);
    if (want > available) {
      throw new DomainError('HU_PACK_TOO_MUCH', {
        deliveryNumber,
        material,
        available: displayQuantity(fromMilliUnits(available)),
        requested: displayQuantity(line.quantity),
      });
    }
    const serials = [...new Set((line.serials ?? []).map((s) => s.toUpperCase()))];
    if (candidates[0]?.serialized && (serials.length !== (line.serials ?? []).length || BigInt(serials.length) * 1000n !== want)) {
      throw new DomainError('HU_SERIALS_COUNT', { material, quantity: line.quantity, count: (line.serials ?? []).length });
    }
    const picked = serials.length > 0 ? await pickedSerials(trx, deliveryNumber, material) : new Map<string, number>();
    const serialsOf = new Map<number, string[]>();
    for (const serial of serials) {
      const itemNo = picked.get(serial);
      if (itemNo === undefined) throw new DomainError('HU_SERIAL_NOT_ON_DELIVERY', { serial, material, deliveryNumber });
      if (seenSerials.has(serial))
        throw new DomainError('HU_SERIALS_COUNT', { material, quantity: line.quantity, count: (line.serials ?? []).length + 1 });
      seenSerials.add(serial);
      serialsOf.set(itemNo, [...(serialsOf.get(itemNo) ?? []), serial]);
    }
    if (serials.length > 0) await refusePackedSerials(trx, deliveryNumber, serials);
    // serials decide the item for serialized materials; other materials fill items in order
    for (const item of candidates) {
      if (want === 0n) break;
      const own = serialsOf.get(item.item_no);
      const room = free.get(item.item_no) ?? 0n;
      const take = serials.length > 0 ? BigInt(own?.length ?? 0) * 1000n : room < want ? room : want;
      if (take === 0n) continue;
      if (take > room) {
        throw new DomainError('HU_PACK_TOO_MUCH', {
          deliveryNumber,
          material,
          available: displayQuantity(fromMilliUnits(room)),
          requested: displayQuantity(fromMilliUnits(take)),
        });
      }
      free.set(item.item_no, room - take);
      const entry = packed.get(item.item_no) ?? { qty: 0n, serials: [], material };
      entry.qty += take;
      entry.serials.push(...(own ?? []));
      packed.set(item.item_no, entry);
      want -= take;
    }
  }

  const children: string[] = [];
  for (const ref of input.handlingUnits) {
    const child = await lockHandlingUnit(trx, actor.plants, ref);
    if (child.delivery_number !== deliveryNumber) {
      throw new DomainError('HU_OTHER_DELIVERY', { handlingUnit: child.hu_number, other: child.delivery_number, deliveryNumber });
    }
    if (child.parent_hu) throw new DomainError('HU_ALREADY_NESTED', { handlingUnit: child.hu_number, parent: child.parent_hu });
    if (!children.includes(child.hu_number)) children.push(child.hu_number);
  }

  const huNumber = await takeNumber(trx, 'handling_unit');
  const sscc = await nextSscc(trx);
  await trx
    .insertInto('handling_unit')
    .values({
      hu_number: huNumber,
      sscc,
      plant_id: delivery.plant_id,
      delivery_number: deliveryNumber,
      packaging_material: input.packagingMaterial.toUpperCase(),
      gross_weight: input.grossWeight ?? null,
      status: 'CLOSED',
      created_by: actor.userId,
    })
    .execute();
  if (packed.size > 0) {
    await trx
      .insertInto('handling_unit_item')
      .values(
        [...packed].map(([itemNo, p]) => ({
          hu_number: huNumber,
          delivery_number: deliveryNumber,
          item_no: itemNo,
          material_id: p.material,
          quantity: fromMilliUnits(p.qty),
          serials: p.serials,
        })),
      )
      .execute();
    for (const [itemNo, p] of packed) {
      await trx
        .updateTable('delivery_item')
        .set({ packed_qty: sql`packed_qty + ${fromMilliUnits(p.qty)}::numeric` })
        .where('delivery_number', '=', deliveryNumber)
        .where('item_no', '=', itemNo)
        .execute();
    }
  }
  if (children.length > 0) await trx.updateTable('handling_unit').set({ parent_hu: huNumber }).where('hu_number', 'in', children).execute();
  await refreshPackStatus(trx, deliveryNumber);
  return getHandlingUnit(trx, actor.plants, huNumber);
}

/** The delivery, locked, in a status whose HUs may change; else HU_DELIVERY_NOT_PACKABLE. */
export async function lockPackable(trx: Transaction<DB>, actor: PostingActor, deliveryNumber: string) {
  const delivery = await lockDelivery(trx, actor.plants, deliveryNumber);
  if (!PACKABLE.includes(delivery.status)) {
    const values = { deliveryNumber, status: delivery.status.toLowerCase().replace('_', ' ') };
    if (delivery.status === 'GOODS_ISSUED' || delivery.status === 'DELIVERED') throw new DomainError('HU_DELIVERY_ISSUED', values);
    throw new DomainError('HU_DELIVERY_NOT_PACKABLE', values);
  }
  return delivery;
}

/** An HU row (by number or SSCC), locked. */
export async function lockHandlingUnit(trx: Transaction<DB>, plants: readonly string[], ref: string) {
  const { hu_number } = await findHandlingUnit(trx, plants, ref);
  return trx.selectFrom('handling_unit').selectAll().where('hu_number', '=', hu_number).forUpdate().executeTakeFirstOrThrow();
}

/** PACKED when every item with something picked is packed completely, else PICKED. */
export async function refreshPackStatus(trx: Transaction<DB>, deliveryNumber: string): Promise<DeliveryStatus> {
  const row = await trx
    .selectFrom('delivery_item')
    .select([
      sql<number>`count(*) filter (where picked_qty > 0)::int`.as('picked'),
      sql<number>`count(*) filter (where picked_qty > 0 and packed_qty < picked_qty)::int`.as('open'),
    ])
    .where('delivery_number', '=', deliveryNumber)
    .executeTakeFirstOrThrow();
  const status: DeliveryStatus = row.picked > 0 && row.open === 0 ? 'PACKED' : 'PICKED';
  await trx.updateTable('delivery').set({ status }).where('delivery_number', '=', deliveryNumber).where('status', 'in', PACKABLE).execute();
  return status;
}

/** The serials picked for a delivery's items of a material: serial -> item. */
async function pickedSerials(trx: Transaction<DB>, deliveryNumber: string, material: string): Promise<Map<string, number>> {
  const rows = await sql<{ serial: string; item_no: number }>`select distinct s as serial, p.item_no
    from delivery_pick p join delivery_item i on i.delivery_number = p.delivery_number and i.item_no = p.item_no
    cross join lateral unnest(p.serials) s
    where p.delivery_number = ${deliveryNumber} and i.material_id = ${material}`.execute(trx);
  return new Map(rows.rows.map((r) => [r.serial.toUpperCase(), r.item_no]));
}

async function refusePackedSerials(trx: Transaction<DB>, deliveryNumber: string, serials: string[]): Promise<void> {
  const hit = await sql<{ hu_number: string; serial: string }>`select i.hu_number, s as serial from handling_unit_item i
    cross join lateral unnest(i.serials) s
    where i.delivery_number = ${deliveryNumber} and upper(s) in (select jsonb_array_elements_text(${JSON.stringify(serials)}::jsonb))
    limit 1`.execute(trx);
  const first = hit.rows[0];
  if (first) throw new DomainError('HU_SERIAL_PACKED', { serial: first.serial, handlingUnit: first.hu_number });
}
