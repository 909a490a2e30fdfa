import { beforeAll, describe, expect, it } from 'vitest';
import { countQuantitySchema } from '../../../shared/contracts/physical-inventory/schemas';
import { post, refusal, setBinBlocked, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { countTheRest } from '../../testing/physical-inventory';
import { moveBinToBin } from '../bin-moves/move-bin-to-bin';
import { confirmEmptyBin, countPiItem } from './count-pi-item';
import { createPiDocument } from './create-pi-document';
import { getPiDocument } from './pi-queries';
import { postPiDifferences } from './post-pi-differences';
import { requestRecount } from './request-recount';

const fx = ledgerFixture({ bins: 40, ledgerCheck: 'end' });
let plain: string[];
let serialized: string;

beforeAll(() => {
  plain = fx.mats.plain.slice(0, 3) as string[];
  serialized = fx.mats.serialized[0] as string;
});

const stock = (material: string, bin: string) =>
  post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '10', to: at(bin) }] });
const take = (n: number) => {
  const taken = fx.bins.slice(0, n);
  fx.bins = fx.bins.slice(n);
  return taken;
};

describe('physical inventory without freezing', () => {
  it('counts right, short and empty; a move after the count makes no false difference; posts 701/702 once', async () => {
    const [b1, b2, b3] = take(3) as [string, string, string];
    const [m1, m2] = plain as [string, string];
    await stock(m1, b1);
    await stock(m1, b2);
    await stock(m2, b3);
    const created = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b3 }));
    expect(created.piNumber).toMatch(/^10\d{8}$/);
    expect(created.binCount).toBeGreaterThanOrEqual(3);
    const doc = await getPiDocument(fx.db, fx.whfra, created.piNumber);
    expect(doc.items.map((i) => [i.bin, i.material, i.bookQuantity])).toEqual(
      expect.arrayContaining([
        [b1, m1, '10.000'],
        [b2, m1, '10.000'],
        [b3, m2, '10.000'],
      ]),
    );
    const n = created.piNumber;
    await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m1, quantity: '10.000' }));
    const short = await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b2, material: m1, quantity: '7.000' }));
    expect(short.counted[0]?.version).toBe(1);
    // after the count, 4 leave bin 2 (counted 7: 3 remain there physically)
    await fx.run((trx) =>
      moveBinToBin(
        trx,
        fx.whfra,
        { plantId: '1000', warehouseId: 'W10' },
        { sourceBin: b2, material: m1, quantity: '4', destinationBin: b1 },
      ),
    );
    const empty = await fx.run((trx) => confirmEmptyBin(trx, fx.whfra, n, { bin: b3 }));
    expect(empty.counted).toEqual([expect.objectContaining({ material: m2, quantity: '0.000', version: 1 })]);
    // what else the range holds (demo stock) is counted right
    await countTheRest(fx, n);
    const counted = await getPiDocument(fx.db, fx.whfra, n);
    expect(counted.status).toBe('COUNTED');
    expect(counted.items.find((i) => i.bin === b2)?.difference).toBe('3.000');

    const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, n));
    expect(posted).toMatchObject({ gains: 0, losses: 2 });
    expect(await stockOf(fx.db, { material: m1, ...at(b1) })).toBe('14.000');
    expect(await stockOf(fx.db, { material: m1, ...at(b2) })).toBe('3.000');
    expect(await stockOf(fx.db, { material: m2, ...at(b3) })).toBe('0.000');
    const again = await refusal(fx.run((trx) => postPiDifferences(trx, fx.whfra, n)));
    expect(again.code).toBe('PI_DOCUMENT_POSTED');
    const after = await getPiDocument(fx.db, fx.whfra, n);
    expect(after.status).toBe('POSTED');
    expect(after.items.every((i) => i.status === 'POSTED')).toBe(true);
  });

  it('keeps a second count as a recount version, finds new material as a gain, and refuses what cannot be counted', async () => {
    const [b1, b2] = take(2) as [string, string];
    const [m1, m2, m3] = plain as [string, string, string];
    await stock(m1, b1);
    await stock(m3, b2);
    const { piNumber: n } = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b1 }));
    const notOn = await refusal(fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b2, material: m1, quantity: '1' })));
    expect(notOn.code).toBe('PI_BIN_NOT_ON_DOCUMENT');
    const overlap = await refusal(
      fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b2 })),
    );
    expect(overlap.code).toBe('PI_BIN_ON_OPEN_DOCUMENT');
    await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m1, quantity: '9' }));
    const second = await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m1, quantity: '10' }));
    expect(second.counted[0]?.version).toBe(2);
    await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m2, quantity: '2' }));
    await countTheRest(fx, n);
    const early = await refusal(fx.run((trx) => requestRecount(trx, fx.whfra, n, { items: [99] })));
    expect(early.code).toBe('PI_ITEM_NOT_FOUND');
    const recount = await fx.run((trx) => requestRecount(trx, fx.whfra, n, { items: [1] }));
    expect(recount.status).toBe('RECOUNT');
    expect((await refusal(fx.run((trx) => postPiDifferences(trx, fx.whfra, n)))).code).toBe('PI_NOT_COUNTED');
    await setBinBlocked(fx.db, 'W10', b1, true);
    const blocked = await refusal(fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m1, quantity: '10' })));
    expect(blocked.code).toBe('PI_BIN_BLOCKED');
    await setBinBlocked(fx.db, 'W10', b1, false);
    await fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin: b1, material: m1, quantity: '10' }));
    const doc = await getPiDocument(fx.db, fx.whfra, n);
    expect(doc.items[0]?.counts.map((c) => c.quantity)).toEqual(['9.000', '10.000', '10.000']);
    const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, n));
    expect(posted).toMatchObject({ gains: 1, losses: 0 });
    expect(await stockOf(fx.db, { material: m2, ...at(b1) })).toBe('2.000');
    expect(await stockOf(fx.db, { material: m1, ...at(b1) })).toBe('10.000');
  });

  it('counts serials: a serial counted in two bins is refused; posts the serials found (701) and missing (702)', async () => {
    const [b1, b2] = take(2) as [string, string];
    await post(fx.db, fx.whfra, {
      items: [{ movementType: '561', material: serialized, quantity: '3', to: at(b1), serials: ['PI-S1', 'PI-S2', 'PI-S3'] }],
    });
    const { piNumber: n } = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: b1, binTo: b2 }));
    const count = (bin: string, serials: string[], quantity = String(serials.length)) =>
      fx.run((trx) => countPiItem(trx, fx.whfra, n, { bin, material: serialized, quantity, serials }));
    expect((await refusal(count(b1, ['PI-S1'], '2'))).code).toBe('SERIALS_COUNT');
    expect((await refusal(count(b1, ['PI-S1', 'PI-S1']))).code).toBe('SERIAL_DUPLICATE');
    await count(b1, ['PI-S1', 'PI-S2', 'PI-S4']);
    const twice = await refusal(count(b2, ['PI-S2']));
    expect(twice.code).toBe('PI_SERIAL_COUNTED_ELSEWHERE');
    expect(twice.message).toBe(
      `Serial PI-S2 of material ${serialized} is already counted in bin ${b1} of physical inventory document ${n}.`,
    );
    await countTheRest(fx, n);
    const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, n));
    expect(posted).toMatchObject({ gains: 1, losses: 1 });
    const units = await fx.db
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
    expect(await stockOf(fx.db, { material: serialized, ...at(b1) })).toBe('3.000');
  });

  it('refuses negative counts in the contract and counts zero', () => {
    expect(countQuantitySchema.safeParse('-1').error?.issues[0]?.message).toMatch(/cannot be negative/);
    expect(countQuantitySchema.parse('0')).toBe('0.000');
  });
});
