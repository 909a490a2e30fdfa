import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { postMaterialDocument } from '../stock/posting/post-material-document';
import { checkStockAge, refreshStockAge, stockAgeRows } from './stock-age';

/**
 * The stock age summary's claim on PostgreSQL, where transactions overlap: a position whose stock a
 * transaction changes after a refresh read it (a posting that began first and commits last, or one
 * above the horizon) is corrected by readers from its commit and moved by a later refresh; refreshes
 * racing postings and each other never count a position twice.
 */
const fx = ledgerFixture({ ledgerCheck: 'end', poolSize: 6 });

/** What a dashboard reads of plant 1000: positions and quantity of a category. */
async function read(category: string) {
  const r = await sql<{ positions: string | null; quantity: string | null }>`
    select sum(positions) as positions, sum(quantity) as quantity
    from ${stockAgeRows((a) => sql<boolean>`${sql.ref(`${a}.plant_id`)} = '1000'`)} a
    where a.category = ${category}`.execute(fx.db);
  return { positions: Number(r.rows[0]?.positions ?? 0), quantity: Number(r.rows[0]?.quantity ?? 0) };
}

describe('stock age summary under concurrent commits (PostgreSQL)', () => {
  it('a posting committed out of order is read from its commit and moved once', async () => {
    await refreshStockAge(fx.db);
    const material = fx.mats.plain[5] as string;
    const bin = fx.bins[3] as string;
    const before = await read('UNRESTRICTED');
    let commitA!: () => void;
    const holdA = new Promise<void>((r) => {
      commitA = r;
    });
    let postedA!: () => void;
    const aPosted = new Promise<void>((r) => {
      postedA = r;
    });
    const a = fx.db.transaction().execute(async (trx) => {
      await postMaterialDocument(trx, fx.whfra, { items: [{ movementType: '561', material, quantity: '7', to: at(bin) }] });
      postedA();
      await holdA;
    });
    await aPosted;
    const otherMaterial = fx.mats.plain[7] as string;
    const otherBin = fx.bins[5] as string;
    await fx.db
      .transaction()
      .execute((trx) =>
        postMaterialDocument(trx, fx.whfra, { items: [{ movementType: '561', material: otherMaterial, quantity: '3', to: at(otherBin) }] }),
      );
    // a refresh now stops below A; B's new position is above the horizon: readers add it from the stock
    await refreshStockAge(fx.db);
    const afterB = await read('UNRESTRICTED');
    expect(afterB.quantity).toBeCloseTo(before.quantity + 3, 3);
    expect(await checkStockAge(fx.db)).toEqual([]);
    commitA();
    await a;
    expect((await read('UNRESTRICTED')).quantity).toBeCloseTo(before.quantity + 10, 3);
    await refreshStockAge(fx.db);
    await refreshStockAge(fx.db);
    expect((await read('UNRESTRICTED')).quantity).toBeCloseTo(before.quantity + 10, 3);
    expect(await checkStockAge(fx.db)).toEqual([]);
  });

  it('refreshes racing each other and postings into the same and new positions count each once', async () => {
    await refreshStockAge(fx.db);
    const before = await read('UNRESTRICTED');
    const postings = Array.from({ length: 12 }, (_, i) =>
      fx.run((trx) =>
        postMaterialDocument(trx, fx.whfra, {
          items: [{ movementType: '561', material: fx.mats.plain[i % 4] as string, quantity: '1', to: at(fx.bins[6 + (i % 3)] as string) }],
        }),
      ),
    );
    const refreshes = Array.from({ length: 8 }, (_, i) => refreshStockAge(fx.db, { wait: i % 2 === 0 }));
    await Promise.all([...postings, ...refreshes]);
    expect((await read('UNRESTRICTED')).quantity).toBeCloseTo(before.quantity + 12, 3);
    await refreshStockAge(fx.db);
    expect((await read('UNRESTRICTED')).quantity).toBeCloseTo(before.quantity + 12, 3);
    expect(await checkStockAge(fx.db)).toEqual([]);
  });
});
