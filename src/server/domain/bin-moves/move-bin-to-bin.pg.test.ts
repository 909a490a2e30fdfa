import { describe, expect, it } from 'vitest';
import { post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { withPostingRetry } from '../stock/posting-retry';
import { moveBinToBin } from './move-bin-to-bin';

const fx = ledgerFixture();

describe('bin to bin under concurrency (PostgreSQL)', () => {
  it('moves A->B and B->A at the same time without a deadlock: every move posts, nothing is lost', async () => {
    const material = fx.mats.plain[0] as string;
    const [a, b] = fx.bins as [string, string];
    await post(fx.db, fx.admin, {
      items: [
        { movementType: '561', material, quantity: '10', to: at(a) },
        { movementType: '561', material, quantity: '10', to: at(b) },
      ],
    });
    const where = { plantId: '1000', warehouseId: 'W10' };
    // few retries: a deadlock would show as a refused move instead of hiding behind more attempts
    const move = (from: string, to: string) =>
      withPostingRetry(
        fx.db,
        (trx) => moveBinToBin(trx, fx.whfra, where, { material, quantity: '1', sourceBin: from, destinationBin: to }),
        {
          attempts: 2,
        },
      );
    const results = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? move(a, b) : move(b, a))));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(refused).toEqual([]);
    expect(await stockOf(fx.db, { material, ...at(a) })).toBe('10.000');
    expect(await stockOf(fx.db, { material, ...at(b) })).toBe('10.000');
  });
});
