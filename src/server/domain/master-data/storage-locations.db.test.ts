import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { DomainError } from '../errors';
import { managingWarehouse, warehouseOfSloc } from './storage-locations';

const file = databaseForFile();
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof DomainError ? { code: e.code, params: e.params } : e),
  );

describe('warehouseOfSloc and managingWarehouse', () => {
  it('answers the warehouse of a warehouse-managed storage location, refuses an unknown one and one without', async () => {
    const { db } = file.database;
    const sloc = await db
      .selectFrom('storage_location')
      .select(['plant_id', 'sloc_id', 'warehouse_id'])
      .where('warehouse_id', 'is not', null)
      .orderBy('plant_id')
      .executeTakeFirstOrThrow();
    expect(await managingWarehouse(db, sloc.plant_id, sloc.sloc_id)).toBe(sloc.warehouse_id);
    const plain = await db
      .selectFrom('storage_location')
      .select(['plant_id', 'sloc_id'])
      .where('warehouse_id', 'is', null)
      .orderBy('plant_id')
      .executeTakeFirstOrThrow();
    expect(await refusal(managingWarehouse(db, plain.plant_id, plain.sloc_id))).toEqual({
      code: 'NOT_WAREHOUSE_MANAGED',
      params: { plant: plain.plant_id, sloc: plain.sloc_id },
    });
    expect(await refusal(managingWarehouse(db, sloc.plant_id, '9999'))).toEqual({
      code: 'SLOC',
      params: { plant: sloc.plant_id, sloc: '9999' },
    });
    expect(await warehouseOfSloc(db, plain.plant_id, plain.sloc_id)).toBeNull();
    expect(await warehouseOfSloc(db, sloc.plant_id, '9999')).toBeUndefined();
  });
});
