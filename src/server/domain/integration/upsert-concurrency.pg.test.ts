import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { createTestDatabase } from '../../testing/test-db';
import { chunksOf } from './batch';
import { upsertMasterData } from './upsert-master-data';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 10 });
});
afterAll(async () => {
  await database?.close();
});

const N = 2500;
/** The same ids, each batch with its own description, GTIN and plant data. */
function batch(tag: 'A' | 'B', reversed = false) {
  const rows = Array.from({ length: N }, (_, i) => ({
    material: `CONC-${String(i).padStart(5, '0')}`,
    description: `Batch ${tag}`,
    materialType: 'HAWA',
    materialGroup: 'CABL',
    baseUnit: 'EA',
    gtins: [`${tag === 'A' ? 1 : 2}${String(i).padStart(12, '0')}`],
    plants: tag === 'A' ? [{ plant: '1000' }] : [{ plant: '2000', defaultSloc: '0001' }],
  }));
  return reversed ? rows.reverse() : rows;
}

async function state() {
  const db = database.db;
  const materials = await db.selectFrom('material').select(['material_id', 'description']).where('material_id', 'like', 'CONC-%').execute();
  const gtins = await db.selectFrom('material_gtin').select(['material_id', 'gtin']).where('material_id', 'like', 'CONC-%').execute();
  const plants = await db.selectFrom('material_plant').select(['material_id', 'plant_id']).where('material_id', 'like', 'CONC-%').execute();
  return { materials, gtins, plants };
}

describe('concurrent batches upserting the same ids (PostgreSQL)', () => {
  it.each([
    ['in the same order', false],
    ['in opposite orders (a deadlock is retried)', true],
  ])(
    'both succeed %s and the result is one batch, whole',
    async (_name, reversed) => {
      const [a, b] = await Promise.all([
        upsertMasterData(database.db, 'all', 'materials', () => chunksOf(batch('A'))),
        upsertMasterData(database.db, 'all', 'materials', () => chunksOf(batch('B', reversed))),
      ]);
      expect(a.rows).toBe(N);
      expect(b.rows).toBe(N);
      const { materials, gtins, plants } = await state();
      expect(materials).toHaveLength(N);
      const winners = new Set(materials.map((m) => m.description));
      expect(winners.size).toBe(1);
      const winner = [...winners][0] === 'Batch A' ? 'A' : 'B';
      // children follow their material's batch: one GTIN and one plant each, of the same batch
      expect(gtins).toHaveLength(N);
      expect(gtins.every((g) => g.gtin.startsWith(winner === 'A' ? '1' : '2'))).toBe(true);
      expect(plants).toHaveLength(N);
      expect(plants.every((p) => p.plant_id === (winner === 'A' ? '1000' : '2000'))).toBe(true);
    },
    60_000,
  );
});
