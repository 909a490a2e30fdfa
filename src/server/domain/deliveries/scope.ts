import { sql } from 'kysely';
import { isInternal, type PlantScope, type Viewer, visiblePlants } from '../master-data/viewer';

/** Outbound is internal: suppliers see none; warehouse users their plants' (shipping) orders and deliveries; administrators all. */
export function outboundPlants(viewer: Viewer): PlantScope {
  return isInternal(viewer) ? visiblePlants(viewer) : [];
}

/** `column in (plants)` for a scope (true for 'all'). */
export function inPlants(column: string, plants: PlantScope) {
  return plants === 'all'
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} in (select jsonb_array_elements_text(${JSON.stringify(plants)}::jsonb))`;
}
