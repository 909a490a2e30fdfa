import { sql, type Transaction } from 'kysely';
import type { CreateShipmentInput, ShipmentView } from '../../../shared/contracts/shipping/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { takeNumber } from '../number-range';
import type { PostingActor } from '../stock/posting/post-material-document';
import { getShipment } from './shipment-queries';

/**
 * Creates a PLANNED shipment of packed deliveries (VT01N): one shipping point; every delivery packed
 * completely (PACKED, or goods-issued after packing) and in no other shipment (the unique delivery
 * column makes that race-free); carrier, service and shipping profile must fit together (a profile
 * names its carrier, service and shipping point; without a profile the carrier must offer the
 * service at the shipping point, i.e. have a profile there with it).
 */
export async function createShipment(trx: Transaction<DB>, actor: PostingActor, input: CreateShipmentInput): Promise<ShipmentView> {
  const numbers = [...new Set(input.deliveries)].sort();
  const rows = await trx
    .selectFrom('delivery')
    .select(['delivery_number', 'plant_id', 'shipping_point', 'status'])
    .where('delivery_number', 'in', numbers)
    .orderBy('delivery_number')
    .forUpdate()
    .execute();
  const found = new Map(rows.map((r) => [r.delivery_number, r]));
  for (const n of numbers) {
    const d = found.get(n);
    if (!d || !actor.plants.includes(d.plant_id)) throw new DomainError('DELIVERY_NOT_FOUND', { deliveryNumber: n });
  }
  const points = [...new Set(rows.map((r) => r.shipping_point))];
  if (points.length > 1) throw new DomainError('SHIPMENT_MIXED_PLANTS', { plants: points.join(', ') });
  const plant = rows[0]?.plant_id as string;
  const shippingPoint = points[0] as string;
  const taken = await trx
    .selectFrom('shipment_delivery')
    .select(['delivery_number', 'shipment_number'])
    .where('delivery_number', 'in', numbers)
    .executeTakeFirst();
  if (taken)
    throw new DomainError('SHIPMENT_DELIVERY_TAKEN', { deliveryNumber: taken.delivery_number, shipmentNumber: taken.shipment_number });
  const unpacked = await sql<{ delivery_number: string }>`select d.delivery_number from delivery d
    where d.delivery_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
      and (d.status not in ('PACKED', 'GOODS_ISSUED')
        or exists (select 1 from delivery_item i where i.delivery_number = d.delivery_number and i.packed_qty < i.picked_qty)
        or not exists (select 1 from handling_unit h where h.delivery_number = d.delivery_number))
    order by d.delivery_number limit 1`.execute(trx);
  if (unpacked.rows[0]) throw new DomainError('SHIPMENT_DELIVERY_UNPACKED', { deliveryNumber: unpacked.rows[0].delivery_number });

  const carrier = input.carrier.toUpperCase();
  if (!(await trx.selectFrom('carrier').select('carrier_code').where('carrier_code', '=', carrier).executeTakeFirst())) {
    throw new DomainError('SHIPMENT_CARRIER_UNKNOWN', { carrier });
  }
  let service = input.service?.toUpperCase();
  if (input.profileId) {
    const profile = await trx
      .selectFrom('shipping_profile')
      .selectAll()
      .where('profile_id', '=', input.profileId.toUpperCase())
      .executeTakeFirst();
    if (
      !profile ||
      profile.carrier_code !== carrier ||
      profile.shipping_point !== shippingPoint ||
      (service && service !== profile.service)
    ) {
      throw new DomainError('SHIPMENT_PROFILE_MISMATCH', {
        profileId: input.profileId,
        profileCarrier: profile?.carrier_code ?? '-',
        shippingPoint: profile?.shipping_point ?? '-',
        carrier,
        plant: shippingPoint,
      });
    }
    service = profile.service;
  } else {
    const offered = await trx
      .selectFrom('shipping_profile')
      .select('service')
      .where('carrier_code', '=', carrier)
      .where('shipping_point', '=', shippingPoint)
      .$if(!!service, (q) => q.where('service', '=', service as string))
      .orderBy('service')
      .executeTakeFirst();
    if (!offered) throw new DomainError('SHIPMENT_SERVICE_UNKNOWN', { carrier, service: service ?? '-', plant: shippingPoint });
    service = offered.service;
  }
  const shipmentNumber = await takeNumber(trx, 'shipment');
  await trx
    .insertInto('shipment')
    .values({
      shipment_number: shipmentNumber,
      plant_id: plant,
      carrier_code: carrier,
      service,
      profile_id: input.profileId?.toUpperCase() ?? null,
      tracking_number: input.trackingNumber ?? null,
      planned_departure: input.plannedDeparture ?? null,
      created_by: actor.userId,
    })
    .execute();
  await trx
    .insertInto('shipment_delivery')
    .values(numbers.map((n) => ({ shipment_number: shipmentNumber, delivery_number: n })))
    .execute();
  return getShipment(trx, actor.plants, shipmentNumber);
}
