import type { Kysely } from 'kysely';
import { mayCall } from '../../../shared/access';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { SHIPMENT_STATUSES } from '../../../shared/contracts/shipping/schemas';
import type { DB } from '../../db/schema';
import { outboundPlantList } from '../deliveries/scope';
import type { Viewer } from '../master-data/viewer';
import type { Principal } from '../principal';

/** What the shipment screens start with; whether the user may create shipments and confirm POD comes from those endpoints' access. */
export async function shipmentScreenInit(db: Kysely<DB>, user: Viewer & Pick<Principal, 'grants' | 'tokenId'>) {
  const plants = await outboundPlantList(db, user);
  const carriers = await db.selectFrom('carrier').select(['carrier_code', 'name']).orderBy('carrier_code').execute();
  const profiles = await db.selectFrom('shipping_profile').selectAll().orderBy('profile_id').execute();
  const visible = new Set(plants.map((p) => p.plantId));
  return {
    plants: plants.map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}` })),
    carriers: carriers.map((c) => ({ value: c.carrier_code, label: `${c.carrier_code} ${c.name}` })),
    profiles: profiles
      .filter((p) => visible.has(p.shipping_point))
      .map((p) => ({
        value: p.profile_id,
        label: `${p.profile_id} ${p.name}`,
        carrier: p.carrier_code,
        service: p.service,
        shippingPoint: p.shipping_point,
      })),
    statuses: SHIPMENT_STATUSES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() })),
    mayCreate: mayCall(user, e.createShipment) && user.isWarehouseUser,
    mayConfirmPod: mayCall(user, e.confirmPod),
  };
}
