import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromMilliUnits } from '../../../shared/quantity';
import { documentItems, emptyRackBins, post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { moveBinToBin } from '../bin-moves/move-bin-to-bin';
import { confirmEmptyBin, countPiItem } from './count-pi-item';
import { createPiDocument } from './create-pi-document';
import { postPiDifferences } from './post-pi-differences';

/**
 * Random interleavings of bin moves and counts on one bin against an oracle. The bin physically
 * holds its book quantity plus a fixed discrepancy d; moves in and out change book and shelf alike;
 * every count counts the shelf. Whatever the order, the posted difference is d (701 for a gain,
 * 702 for a loss) and the bin ends at what is on the shelf.
 */
const RUNS = Number(process.env.PI_PROPERTY_RUNS ?? 8);

const fx = ledgerFixture({ ledgerCheck: 'end' });
let emptyBins: string[];
let material: string;
const where = { plantId: '1000', warehouseId: 'W10' };

beforeAll(async () => {
  material = fx.mats.plain[0] as string;
  emptyBins = await emptyRackBins(fx.db, 'W10', 200);
});

const op = fc.oneof(
  fc.record({ kind: fc.constant('in' as const), qty: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('out' as const), qty: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('count' as const), qty: fc.constant(0) }),
);

describe('physical inventory: posted differences equal the oracle for any interleaving of moves and counts', () => {
  it('posts the shelf-minus-book discrepancy, whatever moved before or after the counts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: -20, max: 6 }),
        fc.array(op, { maxLength: 8 }),
        async (q0, dRaw, ops) => {
          const [bin, other] = emptyBins.splice(0, 2) as [string, string];
          if (!other) throw new Error('out of empty bins: lower PI_PROPERTY_RUNS');
          const d = Math.max(dRaw, -q0); // the shelf never holds less than nothing
          let book = q0;
          let shelf = q0 + d;
          await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '100', to: at(other) }] });
          if (q0 > 0) await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: String(q0), to: at(bin) }] });
          const { piNumber } = await fx.run((trx) =>
            createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: bin, binTo: bin }),
          );
          const count = () =>
            fx.run((trx) =>
              shelf === 0 && book === 0
                ? confirmEmptyBin(trx, fx.whfra, piNumber, { bin })
                : countPiItem(trx, fx.whfra, piNumber, { bin, material, quantity: String(shelf) }),
            );
          let counted = false;
          for (const o of ops) {
            if (o.kind === 'count') {
              await count();
              counted = true;
            } else if (o.kind === 'in') {
              await fx.run((trx) =>
                moveBinToBin(trx, fx.whfra, where, { sourceBin: other, material, quantity: String(o.qty), destinationBin: bin }),
              );
              book += o.qty;
              shelf += o.qty;
            } else if (Math.min(book, shelf) >= o.qty) {
              await fx.run((trx) =>
                moveBinToBin(trx, fx.whfra, where, { sourceBin: bin, material, quantity: String(o.qty), destinationBin: other }),
              );
              book -= o.qty;
              shelf -= o.qty;
            }
          }
          if (!counted) await count();
          const posted = await fx.run((trx) => postPiDifferences(trx, fx.whfra, piNumber));
          expect(posted.gains).toBe(d > 0 ? 1 : 0);
          expect(posted.losses).toBe(d < 0 ? 1 : 0);
          if (posted.matDoc) {
            const items = await documentItems(fx.db, posted.matDoc, ['movement_type', 'quantity']);
            expect(items).toEqual([{ movement_type: d > 0 ? '701' : '702', quantity: fromMilliUnits(BigInt(Math.abs(d)) * 1000n) }]);
          }
          expect(await stockOf(fx.db, { material, ...at(bin) })).toBe(fromMilliUnits(BigInt(shelf) * 1000n));
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});
