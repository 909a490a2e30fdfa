import { describe, expect, it } from 'vitest';
import { post, refusal, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { countPiBatch } from './count-pi-batch';
import { createPiDocument } from './create-pi-document';
import { getPiDocument } from './pi-queries';
import { postPiDifferences } from './post-pi-differences';

const fx = ledgerFixture({ ledgerCheck: 'end' });

describe('count results in a batch', () => {
  it('counts many bins at once like single counts: ledger position, new items, recounts; refuses bad rows whole', async () => {
    const [m1, m2] = fx.mats.plain as [string, string];
    await post(fx.db, fx.admin, { items: [{ movementType: '561', material: m1, quantity: '10', to: at('PIC-11') }] });
    const { piNumber: n } = await fx.run((trx) =>
      createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: 'PIC-11', binTo: 'PIC-12' }),
    );
    const batch = (counts: { bin: string; material: string; quantity: string; batch?: string }[]) =>
      fx.run((trx) => countPiBatch(trx, fx.whfra, n, { counts }));

    expect(
      (
        await refusal(
          batch([
            { bin: 'PIC-11', material: m1, quantity: '1.000' },
            { bin: 'PIC-11', material: m1, quantity: '2.000' },
          ]),
        )
      ).code,
    ).toBe('PI_BATCH_DUPLICATE');
    expect((await refusal(batch([{ bin: 'PIC-01', material: m1, quantity: '1.000' }]))).code).toBe('PI_BIN_NOT_ON_DOCUMENT');
    expect((await refusal(batch([{ bin: 'PIC-11', material: fx.mats.serialized[0] as string, quantity: '1.000' }]))).code).toBe(
      'PI_BATCH_SERIALIZED',
    );
    expect((await getPiDocument(fx.db, fx.whfra, n)).items.every((i) => i.status === 'OPEN')).toBe(true);

    const first = await batch([
      { bin: 'PIC-11', material: m1, quantity: '6.000' },
      { bin: 'PIC-12', material: m2, quantity: '3.000' },
    ]);
    expect(first).toMatchObject({ counted: 2, added: 1, status: 'COUNTED' });
    // a recount in a second batch: a new version, the latest counts
    await batch([{ bin: 'PIC-11', material: m1, quantity: '7.000' }]);
    const doc = await getPiDocument(fx.db, fx.whfra, n);
    expect(doc.items.map((i) => [i.bin, i.material, i.countedQuantity, i.difference, i.counts.length])).toEqual([
      ['PIC-11', m1, '7.000', '3.000', 2],
      ['PIC-12', m2, '3.000', '-3.000', 1],
    ]);
    expect(doc.items[0]?.counts[1]?.ledgerMatDoc).toMatch(/^49\d{8}$/);

    const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, n));
    expect(posted).toMatchObject({ gains: 1, losses: 1 });
    expect(await stockOf(fx.db, { material: m1, ...at('PIC-11') })).toBe('7.000');
    expect(await stockOf(fx.db, { material: m2, ...at('PIC-12') })).toBe('3.000');
  });
});
