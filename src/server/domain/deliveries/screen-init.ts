import type { Kysely } from 'kysely';
import { mayCall } from '../../../shared/access';
import * as e from '../../../shared/contracts/deliveries/endpoints';
import { DELIVERY_STATUSES } from '../../../shared/contracts/deliveries/schemas';
import type { DB } from '../../db/schema';
import type { Viewer } from '../master-data/viewer';
import type { Principal } from '../principal';
import { outboundPlantList } from './scope';

/** What the deliveries screens start with: plants, routes, statuses, and whether the user may post goods issues (the endpoint's own access). */
export async function deliveryScreenInit(db: Kysely<DB>, user: Viewer & Pick<Principal, 'grants' | 'tokenId'>) {
  const plants = await outboundPlantList(db, user);
  const routes = await db.selectFrom('shipping_route').select(['route_id', 'description']).orderBy('route_id').execute();
  return {
    plants: plants.map((p) => ({ value: p.plantId, label: `${p.plantId} ${p.name}` })),
    routes: routes.map((r) => ({ value: r.route_id, label: `${r.route_id} ${r.description}` })),
    statuses: DELIVERY_STATUSES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase().replace('_', ' ') })),
    mayPost: mayCall(user, e.postGoodsIssue),
  };
}
