import type { Principal } from '../principal';

/**
 * Who is asking, as far as master-data visibility goes: the parts of the Principal it reads.
 * - Plants and what hangs off them (warehouses, storage locations, bins, a material's plant data):
 *   administrators see all plants, everyone else only the plants granted to them.
 * - Materials, cost centres, company codes, carriers, shipping profiles, movement reasons: global.
 * - Business partners: internal users (administrators, warehouse users) see all customers and
 *   vendors; a supplier user (neither) sees only its own vendor(s) and no customers, so one
 *   supplier never reads another's master data or the provider's customer list.
 * Anything outside what a viewer may see is answered exactly like an unknown key (404).
 */
export type Viewer = Pick<Principal, 'isAdmin' | 'isWarehouseUser' | 'plants' | 'vendors'>;

/** Who asks a command that writes: the viewer parts of the Principal and its user id (the person, or the API token's user). */
export type Caller = Pick<Principal, 'userId' | 'isAdmin' | 'isWarehouseUser' | 'plants' | 'vendors'>;

/** The plants a viewer may see, or 'all'. */
export function visiblePlants(viewer: Pick<Viewer, 'isAdmin' | 'plants'>): PlantScope {
  return viewer.isAdmin ? 'all' : viewer.plants;
}

export function canSeePlant(viewer: Viewer, plantId: string): boolean {
  const plants = visiblePlants(viewer);
  return plants === 'all' || plants.includes(plantId);
}

export function isInternal(viewer: Viewer): boolean {
  return viewer.isAdmin || viewer.isWarehouseUser;
}

export function canSeeVendor(viewer: Viewer, vendorId: string): boolean {
  return isInternal(viewer) || viewer.vendors.includes(vendorId);
}

export function canSeeCustomers(viewer: Viewer): boolean {
  return isInternal(viewer);
}

/** The plants a caller may see (visiblePlants, outboundPlants, an API token's plants), or 'all'. */
export type PlantScope = readonly string[] | 'all';

/** Whether a plant lies in a scope (no plant: outside every limited scope). */
export function inPlantScope(scope: PlantScope, plant: string | null | undefined): boolean {
  return scope === 'all' || (plant != null && scope.includes(plant));
}

/** A scope without a plant: a list answers empty without asking the database. */
export function isEmptyScope(scope: PlantScope): boolean {
  return scope !== 'all' && scope.length === 0;
}

/**
 * Limits a query to the scope's plants by one plant column (`'d.plant_id'`); an empty scope matches
 * nothing. The one place a list applies a plant scope, so no list forgets it.
 */
export function limitToPlants<Q extends { where: (column: never, op: 'in', values: string[]) => unknown }>(
  query: Q,
  column: string,
  scope: PlantScope,
): Q {
  if (scope === 'all') return query;
  return query.where(column as never, 'in', scope.length > 0 ? [...scope] : ['']) as Q;
}
