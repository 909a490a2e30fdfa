import { type Kysely, sql } from 'kysely';
import type { PlantSummary } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { listPlants } from '../master-data/plants';
import { isInternal, type PlantScope, type Viewer, visiblePlants } from '../master-data/viewer';

/** Outbound is internal: suppliers see none; warehouse users their plants' (shipping) orders and deliveries; administrators all. */
export function outboundPlants(viewer: Viewer): PlantScope {
  return isInternal(viewer) ? visiblePlants(viewer) : [];
}

/** The plants an outbound screen offers: an internal user's (administrators all), none for anyone else. */
export async function outboundPlantList(db: Kysely<DB>, viewer: Viewer): Promise<PlantSummary[]> {
  return outboundPlants(viewer) === 'all' || viewer.isWarehouseUser ? listPlants(db, viewer) : [];
}

/** `column in (plants)` for a scope (true for 'all'). */
export function inPlants(column: string, plants: PlantScope) {
  return plants === 'all'
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} in (select jsonb_array_elements_text(${JSON.stringify(plants)}::jsonb))`;
}
