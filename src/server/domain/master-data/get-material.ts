import type { Kysely } from 'kysely';
import type { MaterialDetail, MaterialPlantData } from '../../../shared/contracts/master-data/schemas';
import type { DB } from '../../db/schema';
import { DomainError } from '../errors';
import { requireVisiblePlant } from './plants';
import { isEmptyScope, limitToPlants, type PlantScope, type Viewer, visiblePlants } from './viewer';

async function materialPlantRows(db: Kysely<DB>, materialId: string, plants: PlantScope): Promise<MaterialPlantData[]> {
  if (isEmptyScope(plants)) return [];
  let query = db
    .selectFrom('material_plant')
    .innerJoin('plant', 'plant.plant_id', 'material_plant.plant_id')
    .leftJoin('storage_location', (j) =>
      j
        .onRef('storage_location.plant_id', '=', 'material_plant.plant_id')
        .onRef('storage_location.sloc_id', '=', 'material_plant.default_sloc'),
    )
    .select(['material_plant.plant_id', 'plant.name as plant_name', 'material_plant.default_sloc', 'storage_location.name as sloc_name'])
    .where('material_plant.material_id', '=', materialId)
    .orderBy('material_plant.plant_id');
  query = limitToPlants(query, 'material_plant.plant_id', plants);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const fixed = await db
    .selectFrom('fixed_bin')
    .innerJoin('warehouse', 'warehouse.warehouse_id', 'fixed_bin.warehouse_id')
    .select(['warehouse.plant_id', 'fixed_bin.warehouse_id', 'fixed_bin.bin_id'])
    .where('fixed_bin.material_id', '=', materialId)
    .where(
      'warehouse.plant_id',
      'in',
      rows.map((r) => r.plant_id),
    )
    .orderBy('fixed_bin.warehouse_id')
    .execute();
  return rows.map((r) => ({
    materialId,
    plantId: r.plant_id,
    plantName: r.plant_name,
    defaultSloc: r.default_sloc,
    defaultSlocName: r.sloc_name,
    fixedBins: fixed.filter((f) => f.plant_id === r.plant_id).map((f) => ({ warehouseId: f.warehouse_id, binId: f.bin_id })),
  }));
}

/** A material with its type and group texts, GTINs, flags, and its data in the plants the viewer may see. */
export async function getMaterial(db: Kysely<DB>, viewer: Viewer, materialId: string): Promise<MaterialDetail> {
  const row = await db
    .selectFrom('material')
    .innerJoin('material_type', 'material_type.material_type', 'material.material_type')
    .innerJoin('material_group', 'material_group.material_group', 'material.material_group')
    .select([
      'material.material_id',
      'material.description',
      'material.material_type',
      'material_type.description as type_description',
      'material.material_group',
      'material_group.description as group_description',
      'material.base_unit',
      'material.serialized',
      'material.batch_managed',
      'material.quality_inspected',
      'material.product_category',
    ])
    .where('material.material_id', '=', materialId)
    .executeTakeFirst();
  if (!row) throw new DomainError('MATERIAL_NOT_FOUND', { materialId });
  const [gtins, plants] = await Promise.all([
    db.selectFrom('material_gtin').select('gtin').where('material_id', '=', materialId).orderBy('gtin').execute(),
    materialPlantRows(db, materialId, visiblePlants(viewer)),
  ]);
  return {
    materialId: row.material_id,
    description: row.description,
    materialType: row.material_type,
    materialTypeDescription: row.type_description,
    materialGroup: row.material_group,
    materialGroupDescription: row.group_description,
    baseUnit: row.base_unit,
    serialized: row.serialized,
    batchManaged: row.batch_managed,
    qualityInspected: row.quality_inspected,
    productCategory: row.product_category,
    gtins: gtins.map((g) => g.gtin),
    plants,
  };
}

/** A material's data in one plant the viewer may see; 404 when the material is not maintained there. */
export async function getMaterialPlant(db: Kysely<DB>, viewer: Viewer, materialId: string, plantId: string): Promise<MaterialPlantData> {
  const material = await db.selectFrom('material').select('material_id').where('material_id', '=', materialId).executeTakeFirst();
  if (!material) throw new DomainError('MATERIAL_NOT_FOUND', { materialId });
  await requireVisiblePlant(db, viewer, plantId);
  const [data] = await materialPlantRows(db, materialId, [plantId]);
  if (!data) throw new DomainError('MATERIAL_NOT_IN_PLANT', { materialId, plantId });
  return data;
}
