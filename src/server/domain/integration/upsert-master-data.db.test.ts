import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { chunksOf } from './batch';
import { upsertMasterData } from './upsert-master-data';

const file = databaseForFile();

const material = (id: string, extra: Record<string, unknown> = {}) => ({
  material: id,
  description: id,
  materialType: 'HAWA',
  materialGroup: 'CABL',
  baseUnit: 'EA',
  ...extra,
});
const run = (rows: unknown[], dryRun = false) => upsertMasterData(file.database.db, 'all', 'materials', () => chunksOf(rows), { dryRun });
const refused = async (rows: unknown[]) => {
  const error = await run(rows).then(
    () => null,
    (e: { code?: string; details?: { row: number; field: string; code: string }[] }) => e,
  );
  expect(error?.code).toBe('BATCH_REFUSED');
  return error?.details ?? [];
};
const count = async (prefix: string) =>
  (await file.database.db.selectFrom('material').select('material_id').where('material_id', 'like', `${prefix}%`).execute()).length;

describe('master-data batch upsert', () => {
  it('finds a duplicate id in a later chunk and writes none of the earlier chunks', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => material(`DUP-${i}`));
    rows.push(material('DUP-10'));
    const details = await refused(rows);
    expect(details).toEqual([expect.objectContaining({ row: 1500, field: 'material', code: 'DUPLICATE_ROW' })]);
    expect(await count('DUP-')).toBe(0);
  });

  it('refuses one GTIN given to two materials, and a plant given twice to one', async () => {
    const details = await refused([
      material('GT-1', { gtins: ['4000000000017'] }),
      material('GT-2', { gtins: ['4000000000017'] }),
      material('GT-3', { plants: [{ plant: '1000' }, { plant: '1000' }] }),
    ]);
    expect(details.map((d) => `${d.row}:${d.field}`)).toEqual(['1:gtins', '2:plants']);
  });

  it('keeps stored children when the field is left out and replaces them when given', async () => {
    await run([material('CH-1', { gtins: ['4000000000024', '4000000000031'], plants: [{ plant: '1000' }, { plant: '2000' }] })]);
    await run([material('CH-1', { description: 'changed' })]);
    const children = async () => ({
      gtins: (
        await file.database.db.selectFrom('material_gtin').select('gtin').where('material_id', '=', 'CH-1').orderBy('gtin').execute()
      ).map((g) => g.gtin),
      plants: (
        await file.database.db
          .selectFrom('material_plant')
          .select('plant_id')
          .where('material_id', '=', 'CH-1')
          .orderBy('plant_id')
          .execute()
      ).map((p) => p.plant_id),
    });
    expect(await children()).toEqual({ gtins: ['4000000000024', '4000000000031'], plants: ['1000', '2000'] });
    await run([material('CH-1', { gtins: ['4000000000031'], plants: [] })]);
    expect(await children()).toEqual({ gtins: ['4000000000031'], plants: [] });
  });

  it('rolls a dry run back, children included, and answers what it would write', async () => {
    const result = await run([material('DRY-1', { gtins: ['4000000000048'], plants: [{ plant: '1000' }] })], true);
    expect(result).toEqual({ kind: 'materials', rows: 1, written: 1, dryRun: true });
    expect(await count('DRY-')).toBe(0);
    expect(await file.database.db.selectFrom('material_gtin').select('gtin').where('gtin', '=', '4000000000048').execute()).toEqual([]);
  });

  it('takes quantities as numbers or decimal strings and refuses non-numeric and negative ones', async () => {
    const bins = (capacity: unknown) => [{ warehouse: 'W10', bin: 'DB-BIN-1', storageType: '002', binType: 'S1', capacity }];
    await upsertMasterData(file.database.db, 'all', 'bins', () => chunksOf(bins(12.5)));
    const stored = await file.database.db
      .selectFrom('storage_bin')
      .select('capacity')
      .where('bin_id', '=', 'DB-BIN-1')
      .executeTakeFirstOrThrow();
    expect(stored.capacity).toBe('12.500');
    for (const bad of ['abc', '-1', 1e20]) {
      await expect(upsertMasterData(file.database.db, 'all', 'bins', () => chunksOf(bins(bad)))).rejects.toMatchObject({
        code: 'BATCH_REFUSED',
        details: [expect.objectContaining({ row: 0, field: 'capacity' })],
      });
    }
  });
});

describe('bulk loads', () => {
  const estimate = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select reltuples::float8 as n from pg_class where relname = ${table}`.execute(file.database.db)).rows[0]?.n,
    );

  it('analyze the tables they loaded, so the planner knows their size before the next read', async () => {
    const before = (
      await file.database.db
        .selectFrom('material')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const rows = Array.from({ length: 6000 }, (_, i) => material(`BULK-${i}`, { gtins: [] }));
    await run(rows);
    expect(await estimate('material')).toBeGreaterThanOrEqual(Number(before) + 6000);
  });
});
