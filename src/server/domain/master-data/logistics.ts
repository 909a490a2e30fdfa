import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { carrier, carrierServices, movementReasons, shippingProfile } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

export async function getShippingProfile(db: Kysely<DB>, profileId: string): Promise<z.infer<typeof shippingProfile>> {
  const row = await db
    .selectFrom('shipping_profile')
    .innerJoin('carrier', 'carrier.carrier_code', 'shipping_profile.carrier_code')
    .select([
      'shipping_profile.profile_id',
      'shipping_profile.name',
      'shipping_profile.carrier_code',
      'carrier.name as carrier_name',
      'shipping_profile.service',
      'shipping_profile.shipping_point',
    ])
    .where('shipping_profile.profile_id', '=', profileId)
    .executeTakeFirst();
  if (!row) throw new DomainError('SHIPPING_PROFILE_NOT_FOUND', { profileId });
  return {
    profileId: row.profile_id,
    name: row.name,
    carrierCode: row.carrier_code,
    carrierName: row.carrier_name,
    service: row.service,
    shippingPoint: row.shipping_point,
  };
}

async function requireCarrier(db: Kysely<DB>, carrierCode: string) {
  const row = await db
    .selectFrom('carrier')
    .select(['carrier_code', 'name', 'tracking_url_template'])
    .where('carrier_code', '=', carrierCode)
    .executeTakeFirst();
  if (!row) throw new DomainError('CARRIER_NOT_FOUND', { carrierCode });
  return row;
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
  return {
    carrierCode: row.carrier_code,
    name: row.name,
    trackingUrlTemplate: row.tracking_url_template,
    shippingPoints: points.map((p) => p.shipping_point),
  };
}

/** The services a carrier offers at a shipping point: one per shipping profile of that pair. */
export async function listCarrierServices(
  db: Kysely<DB>,
  carrierCode: string,
  shippingPoint: string,
): Promise<z.infer<typeof carrierServices>> {
  await requireCarrier(db, carrierCode);
  const point = await db.selectFrom('plant').select('plant_id').where('plant_id', '=', shippingPoint).executeTakeFirst();
  if (!point) throw new DomainError('SHIPPING_POINT_NOT_FOUND', { shippingPoint });
  const rows = await db
    .selectFrom('shipping_profile')
    .select(['service', 'profile_id', 'name'])
    .where('carrier_code', '=', carrierCode)
    .where('shipping_point', '=', shippingPoint)
    .orderBy('service')
    .orderBy('profile_id')
    .execute();
  return {
    carrierCode,
    shippingPoint,
    services: rows.map((r) => ({ service: r.service, profileId: r.profile_id, name: r.name })),
  };
}

/** The reasons that may be given with a movement type (possibly none). */
export async function listMovementReasons(db: Kysely<DB>, movementType: string): Promise<z.infer<typeof movementReasons>> {
  const type = await db
    .selectFrom('movement_type')
    .select(['movement_type', 'description'])
    .where('movement_type', '=', movementType)
    .executeTakeFirst();
  if (!type) throw new DomainError('MOVEMENT_TYPE_NOT_FOUND', { movementType });
  const reasons = await db
    .selectFrom('movement_reason')
    .select(['reason_code', 'description'])
    .where('movement_type', '=', movementType)
    .orderBy('reason_code')
    .execute();
  return {
    movementType: type.movement_type,
    description: type.description,
    reasons: reasons.map((r) => ({ reasonCode: r.reason_code, description: r.description })),
  };
}
