import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  carrierRow,
  saveCarrierSchema,
  saveShippingProfileSchema,
  shippingProfileRow,
} from '../../../shared/contracts/shipping/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';

type CarrierRow = z.infer<typeof carrierRow>;
type ProfileRow = z.infer<typeof shippingProfileRow>;

/** Carriers for the administration screen, by code. */
export async function listCarriers(db: Kysely<DB>): Promise<{ carriers: CarrierRow[] }> {
  const rows = await db
    .selectFrom('carrier')
    .select(['carrier_code as carrierCode', 'name', 'tracking_url_template as trackingUrlTemplate'])
    .orderBy('carrier_code')
    .execute();
  return { carriers: rows };
}

/** Creates or changes a carrier (code upper-cased). */
export async function saveCarrier(db: Kysely<DB>, carrierCode: string, input: z.output<typeof saveCarrierSchema>): Promise<CarrierRow> {
  const code = carrierCode.toUpperCase();
  const values = { name: input.name, tracking_url_template: input.trackingUrlTemplate ?? null };
  await db
    .insertInto('carrier')
    .values({ carrier_code: code, ...values })
    .onConflict((oc) => oc.column('carrier_code').doUpdateSet(values))
    .execute();
  return { carrierCode: code, name: values.name, trackingUrlTemplate: values.tracking_url_template };
}

/** Shipping profiles (carrier, service, shipping point) for the administration screen. */
export async function listShippingProfiles(db: Kysely<DB>): Promise<{ profiles: ProfileRow[] }> {
  const rows = await db
    .selectFrom('shipping_profile')
    .select(['profile_id as profileId', 'name', 'carrier_code as carrier', 'service', 'shipping_point as shippingPoint'])
    .orderBy('profile_id')
    .execute();
  return { profiles: rows };
}

/** Creates or changes a shipping profile; its carrier and shipping point (a plant) must exist. */
export async function saveShippingProfile(
  db: Kysely<DB>,
  profileId: string,
  input: z.output<typeof saveShippingProfileSchema>,
): Promise<ProfileRow> {
  const id = profileId.toUpperCase();
  const carrier = input.carrier.toUpperCase();
  const shippingPoint = input.shippingPoint.toUpperCase();
  if (!(await db.selectFrom('carrier').select('carrier_code').where('carrier_code', '=', carrier).executeTakeFirst())) {
    throw new DomainError('SHIPMENT_CARRIER_UNKNOWN', { carrier });
  }
  if (!(await db.selectFrom('plant').select('plant_id').where('plant_id', '=', shippingPoint).executeTakeFirst())) {
    throw new DomainError('PLANT_NOT_FOUND', { plantId: shippingPoint });
  }
  const values = { name: input.name, carrier_code: carrier, service: input.service.toUpperCase(), shipping_point: shippingPoint };
  await db
    .insertInto('shipping_profile')
    .values({ profile_id: id, ...values })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(values))
    .execute();
  return { profileId: id, name: values.name, carrier, service: values.service, shippingPoint };
}
