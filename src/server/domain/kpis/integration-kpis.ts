import type { Kysely } from 'kysely';
import type { DashboardQuery, integrationKpis as integrationKpisSchema } from '../../../shared/contracts/kpis/schemas';
import type { DB } from '../../db/schema';
import { integrationPlants } from '../integration/plant-scope';
import type { Principal } from '../principal';
import { plantsOf } from './period';
import { scorecardOf } from './supplier-scorecard';
import { dashboardOfPlants } from './warehouse-dashboard';

/**
 * The KPIs for the provider's BI (INTEGRATION/KPIS): the warehouse dashboard and the scorecard of every
 * supplier, both limited to the token's plants (a token without plants: every plant).
 */
export async function integrationKpis(
  db: Kysely<DB>,
  caller: Pick<Principal, 'isAdmin' | 'plants' | 'tokenId' | 'tokenPlants'>,
  q: DashboardQuery,
): Promise<import('zod').input<typeof integrationKpisSchema>> {
  const plants = integrationPlants(caller);
  const plant = q.plant?.toUpperCase();
  const [warehouse, suppliers] = await Promise.all([
    dashboardOfPlants(db, plants, q),
    scorecardOf(db, { plants: plantsOf(plants, plant), vendors: 'all' }, q, plant ?? (plants === 'all' ? undefined : plants[0])),
  ]);
  return { warehouse, suppliers };
}
