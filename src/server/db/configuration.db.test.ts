import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, reverse, stockOf, systemPrincipal } from '../testing/ledger';
import { createEmptyDatabase } from '../testing/test-db';
import { MOVEMENT_TYPES } from './configuration';
import type { Database } from './connect';
import { migrateToLatest } from './migrate';

/** A company's own database: migrated, no demo seed, only the master data a first posting needs. */
let database: Database;
beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('configuration by migration', () => {
  it('holds movement types with their reversals, reasons, material types, units, countries and categories', async () => {
    const db = database.db;
    const types = await db.selectFrom('movement_type').select(['movement_type', 'reversal_of']).orderBy('movement_type').execute();
    expect(types.map((t) => t.movement_type)).toEqual(MOVEMENT_TYPES.map((t) => t.type).sort());
    expect(types.find((t) => t.movement_type === '562')?.reversal_of).toBe('561');
    expect(types.find((t) => t.movement_type === '344')?.reversal_of).toBeNull();
    const count = async (table: 'movement_reason' | 'material_type' | 'unit_of_measure' | 'country' | 'stock_category') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('movement_reason')).toBeGreaterThan(10);
    expect(await count('material_type')).toBe(4);
    expect(await count('unit_of_measure')).toBeGreaterThanOrEqual(8);
    expect(await count('country')).toBeGreaterThan(240);
    expect(await count('stock_category')).toBe(3);
  });

  it('posts a 561 and its reversal with only a plant, a storage location and a material', async () => {
    const db = database.db;
    await db.insertInto('company_code').values({ company_code: 'C001', name: 'Own company', country: 'NL', currency: 'EUR' }).execute();
    await db
      .insertInto('plant')
      .values({ plant_id: 'P001', name: 'Main plant', company_code: 'C001', country: 'NL', city: 'Utrecht' })
      .execute();
    await db.insertInto('storage_location').values({ plant_id: 'P001', sloc_id: 'S001', name: 'Main store', warehouse_id: null }).execute();
    await db.insertInto('material_group').values({ material_group: 'GEN', description: 'General' }).execute();
    await db
      .insertInto('material')
      .values({ material_id: 'MAT-1', description: 'First material', material_type: 'HAWA', material_group: 'GEN' })
      .execute();
    await db.insertInto('material_plant').values({ material_id: 'MAT-1', plant_id: 'P001', default_sloc: 'S001' }).execute();
    const user = await db
      .insertInto('app_user')
      .values({ username: 'first', password_hash: '!', first_name: 'First', is_admin: true })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const actor = systemPrincipal({ userId: user.user_id, username: 'first', isAdmin: true, plants: ['P001'] });
    const doc = await post(db, actor, {
      items: [{ movementType: '561', material: 'MAT-1', quantity: '12', to: { plant: 'P001', sloc: 'S001' } }],
    });
    expect(await stockOf(db, { material: 'MAT-1', plant: 'P001', sloc: 'S001' })).toBe('12.000');
    const reversal = await reverse(db, actor, doc.matDoc);
    expect(reversal.reversalOf).toBe(doc.matDoc);
    expect(await stockOf(db, { material: 'MAT-1', plant: 'P001', sloc: 'S001' })).toBe('0.000');
  });
});
