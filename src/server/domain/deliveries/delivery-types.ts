import type { Kysely } from 'kysely';
import type { DeliveryTypeRow } from '../../../shared/contracts/deliveries/schemas';
import type { DB } from '../../db/schema';

/** The delivery types (configuration, migration 0099) in their order: what the delivery screens' order filters offer. */
export async function listDeliveryTypes(db: Kysely<DB>): Promise<{ deliveryTypes: DeliveryTypeRow[] }> {
  const deliveryTypes = await db
    .selectFrom('delivery_type')
    .select(['delivery_type as deliveryType', 'description', 'order_type as orderType'])
    .orderBy('sort_order')
    .execute();
  return { deliveryTypes };
}
