import type { Kysely } from 'kysely';
import type { StorageLocation, StorageLocationDetail } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { listStorageLocationRows, requireVisiblePlant } from './plants';
import type { Viewer } from './viewer';

/** The storage locations of a plant the viewer may see. */
export async function listStorageLocations(db: Kysely<DB>, viewer: Viewer, plantId: string): Promise<StorageLocation[]> {
  await requireVisiblePlant(db, viewer, plantId);
  return listStorageLocationRows(db, plantId);
}

/** One storage location (a sloc id is unique per plant only, so the plant is part of the key). */
export async function getStorageLocation(db: Kysely<DB>, viewer: Viewer, plantId: string, slocId: string): Promise<StorageLocationDetail> {
  const plant = await requireVisiblePlant(db, viewer, plantId);
  const row = await db
    .selectFrom('storage_location')
    .leftJoin('warehouse', 'warehouse.warehouse_id', 'storage_location.warehouse_id')
    .select([
      'storage_location.plant_id as plantId',
      'storage_location.sloc_id as slocId',
      'storage_location.name',
      'storage_location.warehouse_id as warehouseId',
      'warehouse.name as warehouseName',
    ])
    .where('storage_location.plant_id', '=', plantId)
    .where('storage_location.sloc_id', '=', slocId)
    .executeTakeFirstOrThrow(() => new DomainError('STORAGE_LOCATION_NOT_FOUND', { plantId, slocId }));
  return { ...row, plantName: plant.name, warehouseManaged: row.warehouseId !== null };
}

/** The warehouse managing a storage location: null for one without, undefined for an unknown one. */
export async function warehouseOfSloc(db: Kysely<DB>, plant: string, sloc: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('storage_location')
    .select('warehouse_id')
    .where('plant_id', '=', plant)
    .where('sloc_id', '=', sloc)
    .executeTakeFirst();
  return row ? row.warehouse_id : undefined;
}

/** The warehouse managing a storage location: SLOC for an unknown one, NOT_WAREHOUSE_MANAGED for one without. */
export async function managingWarehouse(db: Kysely<DB>, plant: string, sloc: string): Promise<string> {
  const warehouse = await warehouseOfSloc(db, plant, sloc);
  if (warehouse === undefined) throw new DomainError('SLOC', { plant, sloc });
  if (warehouse === null) throw new DomainError('NOT_WAREHOUSE_MANAGED', { plant, sloc });
  return warehouse;
}
