import type { Kysely } from 'kysely';
import { STOCK_CATEGORIES } from '../../../shared/contracts/stock/schemas';
import type { WarehouseSetup } from '../../../shared/contracts/stock/screens';
import type { DB } from '../../db/schema';

/**
 * What the stock overview and the storage-bin search offer in their filters: the user's plants
 * (its stock scope) with their storage locations and warehouses, each warehouse with its storage
 * types and bin types. Four small queries, whatever the number of plants.
 */
export async function warehouseSetup(db: Kysely<DB>, plants: readonly string[]): Promise<WarehouseSetup> {
  if (plants.length === 0) return { plants: [], categories: STOCK_CATEGORIES };
  const [plantRows, slocs, warehouses, types, binTypes] = await Promise.all([
    db.selectFrom('plant').select(['plant_id', 'name']).where('plant_id', 'in', plants).orderBy('plant_id').execute(),
    db
      .selectFrom('storage_location')
      .select(['plant_id', 'sloc_id', 'name', 'warehouse_id'])
      .where('plant_id', 'in', plants)
      .orderBy('plant_id')
      .orderBy('sloc_id')
      .execute(),
    db
      .selectFrom('warehouse')
      .select(['warehouse_id', 'name', 'plant_id'])
      .where('plant_id', 'in', plants)
      .orderBy('warehouse_id')
      .execute(),
    db
      .selectFrom('storage_type')
      .innerJoin('warehouse', 'warehouse.warehouse_id', 'storage_type.warehouse_id')
      .select(['storage_type.warehouse_id', 'storage_type.storage_type', 'storage_type.name'])
      .where('warehouse.plant_id', 'in', plants)
      .orderBy('storage_type.storage_type')
      .execute(),
    db
      .selectFrom('bin_type')
      .innerJoin('warehouse', 'warehouse.warehouse_id', 'bin_type.warehouse_id')
      .select(['bin_type.warehouse_id', 'bin_type.bin_type', 'bin_type.description'])
      .where('warehouse.plant_id', 'in', plants)
      .orderBy('bin_type.bin_type')
      .execute(),
  ]);
  return {
    categories: STOCK_CATEGORIES,
    plants: plantRows.map((p) => ({
      plantId: p.plant_id,
      name: p.name,
      storageLocations: slocs
        .filter((s) => s.plant_id === p.plant_id)
        .map((s) => ({ slocId: s.sloc_id, name: s.name, warehouseId: s.warehouse_id })),
      warehouses: warehouses
        .filter((w) => w.plant_id === p.plant_id)
        .map((w) => ({
          warehouseId: w.warehouse_id,
          name: w.name,
          storageTypes: types.filter((t) => t.warehouse_id === w.warehouse_id).map((t) => ({ storageType: t.storage_type, name: t.name })),
          binTypes: binTypes
            .filter((t) => t.warehouse_id === w.warehouse_id)
            .map((t) => ({ binType: t.bin_type, description: t.description })),
        })),
    })),
  };
}
