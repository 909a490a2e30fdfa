import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuantitySchema } from '../../../shared/contracts/physical-inventory/schemas';
import type { Database } from '../../db/connect';
import { actorOf, demoMaterials, expectLedgerClean, freeBins, post, refusal, stockOf } from '../../testing/ledger';
import { createTestDatabase } from '../../testing/test-db';
import { moveBinToBin } from '../bin-moves/move-bin-to-bin';
import type { PostingActor } from '../stock/posting/post-material-document';
import { withPostingRetry } from '../stock/posting-retry';
import { confirmEmptyBin, countPiItem } from './count-pi-item';
import { createPiDocument } from './create-pi-document';
import { getPiDocument } from './pi-queries';
import { postPiDifferences } from './post-pi-differences';
import { requestRecount } from './request-recount';

let database: Database;
let actor: PostingActor;
let plain: string[];
let serialized: string;
let bins: string[];
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });

beforeAll(async () => {
  database = await createTestDatabase();
  actor = await actorOf(database.db, 'whfra');
  const materials = await demoMaterials(database.db);
  plain = materials.plain.slice(0, 3) as string[];
  serialized = materials.serialized[0] as string;
  bins = await freeBins(database.db, 'W10', 40);
});
afterAll(async () => {
  if (database) await expectLedgerClean(database.db);
  await database?.close();
});

const run = <T>(fn: Parameters<typeof withPostingRetry<T>>[1]) => withPostingRetry(database.db, fn);
const stock = (material: string, bin: string) =>
  post(database.db, actor, { items: [{ movementType: '561', material, quantity: '10', to: at(bin) }] });
const take = (n: number) => {
  const taken = bins.slice(0, n);
  bins = bins.slice(n);
  return taken;
};

/** Counts every item still open right (serials as the book has them) and confirms the bins without a count empty. */
async function countTheRest(n: string) {
  for (const i of (await getPiDocument(database.db, actor, n)).items.filter((x) => x.status === 'OPEN')) {
    const units = await database.db
      .selectFrom('equipment')
      .select('serial_number')
      .where('material_id', '=', i.material)
      .where('bin_id', '=', i.bin)
      .where('status', '=', 'IN_STOCK')
      .where('category', '=', 'UNRESTRICTED')
      .execute();
    const serials = units.map((u) => u.serial_number);
    const input = { bin: i.bin, material: i.material, quantity: i.bookQuantity };
    await run((trx) =>
      countPiItem(trx, actor, n, { ...input, ...(i.batch ? { batch: i.batch } : {}), ...(serials.length ? { serials } : {}) }),
    );
  }
  for (const b of (await getPiDocument(database.db, actor, n)).bins.filter((x) => !x.counted)) {
    await run((trx) => confirmEmptyBin(trx, actor, n, { bin: b.bin }));
  }
}

describe('physical inventory without freezing', () => {
  it('counts right, short and empty; a move after the count makes no false difference; posts 701/702 once', async () => {
    const [b1, b2, b3] = take(3) as [string, string, string];
    const [m1, m2] = plain as [string, string];
    await stock(m1, b1);
    await stock(m1, b2);
    await stock(m2, b3);
    const created = await run((trx) => createPiDocument(trx, actor, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b3 }));
    expect(created.piNumber).toMatch(/^10\d{8}$/);
    expect(created.binCount).toBeGreaterThanOrEqual(3);
    const doc = await getPiDocument(database.db, actor, created.piNumber);
    expect(doc.items.map((i) => [i.bin, i.material, i.bookQuantity])).toEqual(
      expect.arrayContaining([
        [b1, m1, '10.000'],
        [b2, m1, '10.000'],
        [b3, m2, '10.000'],
      ]),
    );
    const n = created.piNumber;
    await run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m1, quantity: '10.000' }));
    const short = await run((trx) => countPiItem(trx, actor, n, { bin: b2, material: m1, quantity: '7.000' }));
    expect(short.counted[0]?.version).toBe(1);
    // after the count, 4 leave bin 2 (counted 7: 3 remain there physically)
    await run((trx) =>
      moveBinToBin(trx, actor, { plantId: '1000', warehouseId: 'W10' }, { sourceBin: b2, material: m1, quantity: '4', destinationBin: b1 }),
    );
    const empty = await run((trx) => confirmEmptyBin(trx, actor, n, { bin: b3 }));
    expect(empty.counted).toEqual([expect.objectContaining({ material: m2, quantity: '0.000', version: 1 })]);
    // what else the range holds (demo stock) is counted right
    await countTheRest(n);
    const counted = await getPiDocument(database.db, actor, n);
    expect(counted.status).toBe('COUNTED');
    expect(counted.items.find((i) => i.bin === b2)?.difference).toBe('3.000');

    const posted = await run((trx) => postPiDifferences(trx, actor, n));
    expect(posted).toMatchObject({ gains: 0, losses: 2 });
    expect(await stockOf(database.db, { material: m1, ...at(b1) })).toBe('14.000');
    expect(await stockOf(database.db, { material: m1, ...at(b2) })).toBe('3.000');
    expect(await stockOf(database.db, { material: m2, ...at(b3) })).toBe('0.000');
    const again = await refusal(run((trx) => postPiDifferences(trx, actor, n)));
    expect(again.code).toBe('PI_DOCUMENT_POSTED');
    const after = await getPiDocument(database.db, actor, n);
    expect(after.status).toBe('POSTED');
    expect(after.items.every((i) => i.status === 'POSTED')).toBe(true);
  });

  it('keeps a second count as a recount version, finds new material as a gain, and refuses what cannot be counted', async () => {
    const [b1, b2] = take(2) as [string, string];
    const [m1, m2, m3] = plain as [string, string, string];
    await stock(m1, b1);
    await stock(m3, b2);
    const { piNumber: n } = await run((trx) => createPiDocument(trx, actor, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b1 }));
    const notOn = await refusal(run((trx) => countPiItem(trx, actor, n, { bin: b2, material: m1, quantity: '1' })));
    expect(notOn.code).toBe('PI_BIN_NOT_ON_DOCUMENT');
    const overlap = await refusal(run((trx) => createPiDocument(trx, actor, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b2 })));
    expect(overlap.code).toBe('PI_BIN_ON_OPEN_DOCUMENT');
    await run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m1, quantity: '9' }));
    const second = await run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m1, quantity: '10' }));
    expect(second.counted[0]?.version).toBe(2);
    await run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m2, quantity: '2' }));
    await countTheRest(n);
    const early = await refusal(run((trx) => requestRecount(trx, actor, n, { items: [99] })));
    expect(early.code).toBe('PI_ITEM_NOT_FOUND');
    const recount = await run((trx) => requestRecount(trx, actor, n, { items: [1] }));
    expect(recount.status).toBe('RECOUNT');
    expect((await refusal(run((trx) => postPiDifferences(trx, actor, n)))).code).toBe('PI_NOT_COUNTED');
    await database.db
      .updateTable('storage_bin')
      .set({ blocked: true })
      .where('warehouse_id', '=', 'W10')
      .where('bin_id', '=', b1)
      .execute();
    const blocked = await refusal(run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m1, quantity: '10' })));
    expect(blocked.code).toBe('PI_BIN_BLOCKED');
    await database.db
      .updateTable('storage_bin')
      .set({ blocked: false })
      .where('warehouse_id', '=', 'W10')
      .where('bin_id', '=', b1)
      .execute();
    await run((trx) => countPiItem(trx, actor, n, { bin: b1, material: m1, quantity: '10' }));
    const doc = await getPiDocument(database.db, actor, n);
    expect(doc.items[0]?.counts.map((c) => c.quantity)).toEqual(['9.000', '10.000', '10.000']);
    const posted = await run((trx) => postPiDifferences(trx, actor, n));
    expect(posted).toMatchObject({ gains: 1, losses: 0 });
    expect(await stockOf(database.db, { material: m2, ...at(b1) })).toBe('2.000');
    expect(await stockOf(database.db, { material: m1, ...at(b1) })).toBe('10.000');
  });

  it('counts serials: a serial counted in two bins is refused; posts the serials found (701) and missing (702)', async () => {
    const [b1, b2] = take(2) as [string, string];
    await post(database.db, actor, {
      items: [{ movementType: '561', material: serialized, quantity: '3', to: at(b1), serials: ['PI-S1', 'PI-S2', 'PI-S3'] }],
    });
    const { piNumber: n } = await run((trx) => createPiDocument(trx, actor, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b2 }));
    const count = (bin: string, serials: string[], quantity = String(serials.length)) =>
      run((trx) => countPiItem(trx, actor, n, { bin, material: serialized, quantity, serials }));
    expect((await refusal(count(b1, ['PI-S1'], '2'))).code).toBe('SERIALS_COUNT');
    expect((await refusal(count(b1, ['PI-S1', 'PI-S1']))).code).toBe('SERIAL_DUPLICATE');
    await count(b1, ['PI-S1', 'PI-S2', 'PI-S4']);
    const twice = await refusal(count(b2, ['PI-S2']));
    expect(twice.code).toBe('PI_SERIAL_COUNTED_ELSEWHERE');
    expect(twice.message).toBe(
      `Serial PI-S2 of material ${serialized} is already counted in bin ${b1} of physical inventory document ${n}.`,
    );
    await countTheRest(n);
    const posted = await run((trx) => postPiDifferences(trx, actor, n));
    expect(posted).toMatchObject({ gains: 1, losses: 1 });
    const units = await database.db
      .selectFrom('equipment')
      .select(['serial_number', 'status', 'bin_id'])
      .where('material_id', '=', serialized)
      .where('serial_number', 'like', 'PI-S%')
      .orderBy('serial_number')
      .execute();
    expect(units.map((u) => [u.serial_number, u.status, u.bin_id])).toEqual([
      ['PI-S1', 'IN_STOCK', b1],
      ['PI-S2', 'IN_STOCK', b1],
      ['PI-S3', 'LOST', null],
      ['PI-S4', 'IN_STOCK', b1],
    ]);
    expect(await stockOf(database.db, { material: serialized, ...at(b1) })).toBe('3.000');
  });

  it('refuses negative counts in the contract and counts zero', () => {
    expect(countQuantitySchema.safeParse('-1').error?.issues[0]?.message).toMatch(/cannot be negative/);
    expect(countQuantitySchema.parse('0')).toBe('0.000');
  });
});
