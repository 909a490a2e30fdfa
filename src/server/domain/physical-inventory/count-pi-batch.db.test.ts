import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import { actorOf, demoMaterials, expectLedgerClean, post, refusal, stockOf } from '../../testing/ledger';
import { createTestDatabase } from '../../testing/test-db';
import type { PostingActor } from '../stock/posting/post-material-document';
import { withPostingRetry } from '../stock/posting-retry';
import { countPiBatch } from './count-pi-batch';
import { createPiDocument } from './create-pi-document';
import { getPiDocument } from './pi-queries';
import { postPiDifferences } from './post-pi-differences';

let database: Database;
let actor: PostingActor;
let mats: Awaited<ReturnType<typeof demoMaterials>>;
const at = (bin: string) => ({ plant: '1000', sloc: '0001', bin });

beforeAll(async () => {
  database = await createTestDatabase();
  actor = await actorOf(database.db, 'whfra');
  mats = await demoMaterials(database.db);
});
afterAll(async () => {
  if (database) await expectLedgerClean(database.db);
  await database?.close();
});
const run = <T>(fn: Parameters<typeof withPostingRetry<T>>[1]) => withPostingRetry(database.db, fn);

describe('count results in a batch', () => {
  it('counts many bins at once like single counts: ledger position, new items, recounts; refuses bad rows whole', async () => {
    const [m1, m2] = mats.plain as [string, string];
    const admin = await actorOf(database.db, 'admin');
    await post(database.db, admin, { items: [{ movementType: '561', material: m1, quantity: '10', to: at('PIC-11') }] });
    const { piNumber: n } = await run((trx) =>
      createPiDocument(trx, actor, { plant: '1000', sloc: '0001', binFrom: 'PIC-11', binTo: 'PIC-12' }),
    );
    const batch = (counts: { bin: string; material: string; quantity: string; batch?: string }[]) =>
      run((trx) => countPiBatch(trx, actor, n, { counts }));

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
    expect((await refusal(batch([{ bin: 'PIC-11', material: mats.serialized[0] as string, quantity: '1.000' }]))).code).toBe(
      'PI_BATCH_SERIALIZED',
    );
    expect((await getPiDocument(database.db, actor, n)).items.every((i) => i.status === 'OPEN')).toBe(true);

    const first = await batch([
      { bin: 'PIC-11', material: m1, quantity: '6.000' },
      { bin: 'PIC-12', material: m2, quantity: '3.000' },
    ]);
    expect(first).toMatchObject({ counted: 2, added: 1, status: 'COUNTED' });
    // a recount in a second batch: a new version, the latest counts
    await batch([{ bin: 'PIC-11', material: m1, quantity: '7.000' }]);
    const doc = await getPiDocument(database.db, actor, n);
    expect(doc.items.map((i) => [i.bin, i.material, i.countedQuantity, i.difference, i.counts.length])).toEqual([
      ['PIC-11', m1, '7.000', '3.000', 2],
      ['PIC-12', m2, '3.000', '-3.000', 1],
    ]);
    expect(doc.items[0]?.counts[1]?.ledgerMatDoc).toMatch(/^49\d{8}$/);

    const posted = await run((trx) => postPiDifferences(trx, actor, n));
    expect(posted).toMatchObject({ gains: 1, losses: 1 });
    expect(await stockOf(database.db, { material: m1, ...at('PIC-11') })).toBe('7.000');
    expect(await stockOf(database.db, { material: m2, ...at('PIC-12') })).toBe('3.000');
  });
});
