import type { Kysely } from 'kysely';
import { todayIn } from '../../../shared/calendar';
import type { PlantDetail, PlantSummary, StorageLocation } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { canSeePlant, isEmptyScope, limitToPlants, type Viewer, visiblePlants } from './viewer';

const plantColumns = ['plant.plant_id', 'plant.name', 'plant.company_code', 'plant.country', 'plant.city', 'plant.timezone'] as const;

function toSummary(row: {
  plant_id: string;
  name: string;
  company_code: string;
  country: string;
  city: string;
  timezone: string;
}): PlantSummary {
  return {
    plantId: row.plant_id,
    name: row.name,
    companyCode: row.company_code,
    country: row.country,
    city: row.city,
    timezone: row.timezone,
  };
}

/** The plants the viewer may see, by plant id. */
export async function listPlants(db: Kysely<DB>, viewer: Viewer): Promise<PlantSummary[]> {
  const plants = visiblePlants(viewer);
  if (isEmptyScope(plants)) return [];
  let query = db.selectFrom('plant').select(plantColumns).orderBy('plant.plant_id');
  query = limitToPlants(query, 'plant.plant_id', plants);
  return (await query.execute()).map(toSummary);
}

/** A plant the viewer may see, or 404 (a plant outside the viewer's scope reads as unknown). */
export async function requireVisiblePlant(db: Kysely<DB>, viewer: Viewer, plantId: string): Promise<PlantSummary> {
  const row = canSeePlant(viewer, plantId)
    ? await db.selectFrom('plant').select(plantColumns).where('plant.plant_id', '=', plantId).executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('PLANT_NOT_FOUND', { plantId });
  return toSummary(row);
}

/** A warehouse of a visible plant, or 404 naming what was not found. */
export async function requireWarehouse(db: Kysely<DB>, viewer: Viewer, plantId: string, warehouseId: string) {
  await requireVisiblePlant(db, viewer, plantId);
  const row = await db
    .selectFrom('warehouse')
    .select(['warehouse_id', 'name', 'plant_id'])
    .where('warehouse_id', '=', warehouseId)
    .where('plant_id', '=', plantId)
    .executeTakeFirst();
  if (!row) throw new DomainError('WAREHOUSE_NOT_FOUND', { plantId, warehouseId });
  return row;
}

/** A plant with its company, country name, warehouses and storage locations. */
export async function getPlant(db: Kysely<DB>, viewer: Viewer, plantId: string): Promise<PlantDetail> {
  const plant = await requireVisiblePlant(db, viewer, plantId);
  const [names, warehouses, slocs] = await Promise.all([
    db
      .selectFrom('plant')
      .innerJoin('country', 'country.iso_code', 'plant.country')
      .innerJoin('company_code', 'company_code.company_code', 'plant.company_code')
      .select(['country.name as country_name', 'company_code.name as company_name'])
      .where('plant.plant_id', '=', plantId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('warehouse').select(['warehouse_id', 'name']).where('plant_id', '=', plantId).orderBy('warehouse_id').execute(),
    listStorageLocationRows(db, plantId),
  ]);
  return {
    ...plant,
    countryName: names.country_name,
    companyName: names.company_name,
    warehouses: warehouses.map((w) => ({ warehouseId: w.warehouse_id, name: w.name })),
    storageLocations: slocs,
  };
}

export async function listStorageLocationRows(db: Kysely<DB>, plantId: string): Promise<StorageLocation[]> {
  const rows = await db
    .selectFrom('storage_location')
    .select(['plant_id', 'sloc_id', 'name', 'warehouse_id'])
    .where('plant_id', '=', plantId)
    .orderBy('sloc_id')
    .execute();
  return rows.map((r) => ({
    plantId: r.plant_id,
    slocId: r.sloc_id,
    name: r.name,
    warehouseId: r.warehouse_id,
    warehouseManaged: r.warehouse_id !== null,
  }));
}

/** A plant's time zone (src/shared/calendar.ts); UTC for no plant or an unknown one. */
export async function plantTimeZone(db: Kysely<DB>, plant: string | undefined): Promise<string> {
  const row = plant ? await db.selectFrom('plant').select('timezone').where('plant_id', '=', plant).executeTakeFirst() : undefined;
  return row?.timezone ?? 'UTC';
}

/** Today at a plant, in its time zone. */
export async function plantToday(db: Kysely<DB>, plant: string | undefined): Promise<string> {
  return todayIn(await plantTimeZone(db, plant));
}
