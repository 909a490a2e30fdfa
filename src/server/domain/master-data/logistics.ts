import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { carrier, carrierServices, movementReasons, shippingProfile } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

export async function getShippingProfile(db: Kysely<DB>, profileId: string): Promise<z.infer<typeof shippingProfile>> {
  return db
    .selectFrom('shipping_profile')
    .innerJoin('carrier', 'carrier.carrier_code', 'shipping_profile.carrier_code')
    .select([
      'shipping_profile.profile_id as profileId',
      'shipping_profile.name',
      'shipping_profile.carrier_code as carrierCode',
      'carrier.name as carrierName',
      'shipping_profile.service',
      'shipping_profile.shipping_point as shippingPoint',
    ])
    .where('shipping_profile.profile_id', '=', profileId)
    .executeTakeFirstOrThrow(() => new DomainError('SHIPPING_PROFILE_NOT_FOUND', { profileId }));
}

function requireCarrier(db: Kysely<DB>, carrierCode: string) {
  return db
    .selectFrom('carrier')
    .select(['carrier_code as carrierCode', 'name', 'tracking_url_template as trackingUrlTemplate'])
    .where('carrier_code', '=', carrierCode)
    .executeTakeFirstOrThrow(() => new DomainError('CARRIER_NOT_FOUND', { carrierCode }));
}

/** A carrier with the shipping points (plants) that have a shipping profile with it. */
export async function getCarrier(db: Kysely<DB>, carrierCode: string): Promise<z.infer<typeof carrier>> {
  const row = await requireCarrier(db, carrierCode);
  const points = await db
    .selectFrom('shipping_profile')
    .select('shipping_point')
    .distinct()
    .where('carrier_code', '=', carrierCode)
    .orderBy('shipping_point')
    .execute();
  return { ...row, shippingPoints: points.map((p) => p.shipping_point) };
}

/** The services a carrier offers at a shipping point: one per shipping profile of that pair. */
export async function listCarrierServices(
  db: Kysely<DB>,
  carrierCode: string,
  shippingPoint: string,
): Promise<z.infer<typeof carrierServices>> {
  await requireCarrier(db, carrierCode);
  await db
    .selectFrom('plant')
    .select('plant_id')
    .where('plant_id', '=', shippingPoint)
    .executeTakeFirstOrThrow(() => new DomainError('SHIPPING_POINT_NOT_FOUND', { shippingPoint }));
  const services = await db
    .selectFrom('shipping_profile')
    .select(['service', 'profile_id as profileId', 'name'])
    .where('carrier_code', '=', carrierCode)
    .where('shipping_point', '=', shippingPoint)
    .orderBy('service')
    .orderBy('profile_id')
    .execute();
  return { carrierCode, shippingPoint, services };
}

/** The reasons that may be given with a movement type (possibly none). */
export async function listMovementReasons(db: Kysely<DB>, movementType: string): Promise<z.infer<typeof movementReasons>> {
  const type = await db
    .selectFrom('movement_type')
    .select(['movement_type as movementType', 'description'])
    .where('movement_type', '=', movementType)
    .executeTakeFirstOrThrow(() => new DomainError('MOVEMENT_TYPE_NOT_FOUND', { movementType }));
  const reasons = await db
    .selectFrom('movement_reason')
    .select(['reason_code as reasonCode', 'description'])
    .where('movement_type', '=', movementType)
    .orderBy('reason_code')
    .execute();
  return { ...type, reasons };
}
