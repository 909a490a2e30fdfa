import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyRackBins, post, stockOf } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { moveBinToBin } from '../bin-moves/move-bin-to-bin';
import { DomainError } from '../errors';
import { confirmEmptyBin, countPiItem } from './count-pi-item';
import { createPiDocument } from './create-pi-document';
import { postPiDifferences } from './post-pi-differences';

/**
 * Physical inventory under concurrency on PostgreSQL (PGlite has one connection): counts of one
 * item at once become versions (none overwritten), counts run while stock moves, one posting of a
 * document wins, two documents never take the same bin.
 */
const fx = ledgerFixture({ poolSize: 12, ledgerCheck: 'end' });
let material: string;
let bins: string[];
const where = { plantId: '1000', warehouseId: 'W10' };

beforeAll(async () => {
  material = fx.mats.plain[0] as string;
  bins = await emptyRackBins(fx.db, 'W10', 200);
});

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);
const codes = (results: PromiseSettledResult<unknown>[]) =>
  results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason instanceof DomainError ? r.reason.code : String(r.reason)));

describe('physical inventory under concurrency (PostgreSQL)', () => {
  it('ten counts of one item at once: ten versions, the item holds the last, nothing overwritten', async () => {
    const [bin] = bins.splice(0, 1) as [string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '10', to: at(bin) }] });
    const { piNumber } = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: bin, binTo: bin }));
    const results = await settle(
      Array.from({ length: 10 }, (_, i) => fx.run((trx) => countPiItem(trx, fx.whfra, piNumber, { bin, material, quantity: `${i}.000` }))),
    );
    expect(codes(results)).toEqual([]);
    const versions = results.map((r) => (r.status === 'fulfilled' ? r.value.counted[0]?.version : 0)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const counts = await fx.db.selectFrom('pi_count').select(['version', 'counted_qty']).where('pi_number', '=', piNumber).execute();
    expect(counts).toHaveLength(10);
    const item = await fx.db
      .selectFrom('pi_item')
      .select(['count_version', 'counted_qty'])
      .where('pi_number', '=', piNumber)
      .executeTakeFirstOrThrow();
    expect(item.count_version).toBe(10);
    expect(item.counted_qty).toBe(counts.find((c) => c.version === 10)?.counted_qty);
  });

  it('counts while stock moves: the book of each count is the ledger up to its position; one of two postings wins', async () => {
    const [bin, other, third] = bins.splice(0, 3) as [string, string, string];
    await post(fx.db, fx.whfra, {
      items: [
        { movementType: '561', material, quantity: '20', to: at(bin) },
        { movementType: '561', material, quantity: '50', to: at(other) },
      ],
    });
    // in from one bin, out to another (opposite moves between the same two bins deadlock in bin to bin itself)
    const { piNumber } = await fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: bin, binTo: bin }));
    const moves: Promise<unknown>[] = Array.from({ length: 8 }, (_, i) =>
      fx.run((trx) =>
        moveBinToBin(
          trx,
          fx.whfra,
          where,
          i % 2 === 0
            ? { sourceBin: other, material, quantity: '3', destinationBin: bin }
            : { sourceBin: bin, material, quantity: '2', destinationBin: third },
        ),
      ),
    );
    const counts: Promise<unknown>[] = Array.from({ length: 6 }, () =>
      fx.run((trx) => countPiItem(trx, fx.whfra, piNumber, { bin, material, quantity: '15' })),
    );
    expect(codes(await settle([...moves, ...counts]))).toEqual([]);
    // the invariant that makes counting without freezing right: book at count = the ledger up to the count's position
    const rows = await fx.db
      .selectFrom('pi_count')
      .select(['version', 'book_at_count', 'ledger_snapshot'])
      .where('pi_number', '=', piNumber)
      .execute();
    expect(rows).toHaveLength(6);
    for (const c of rows) {
      // the ledger up to the count: the documents whose transactions the count's snapshot sees
      const ledger = await sql<{
        q: string;
      }>`select coalesce(sum(case when i.to_warehouse = 'W10' and i.to_bin = ${bin} then i.quantity else -i.quantity end), 0)
          ::numeric(13,3)::text as q
        from material_document_item i join material_document d on d.mat_doc = i.mat_doc
        where i.material_id = ${material} and pg_visible_in_snapshot(d.xact_id, ${c.ledger_snapshot}::pg_snapshot)
          and ((i.to_warehouse = 'W10' and i.to_bin = ${bin}) or (i.from_warehouse = 'W10' and i.from_bin = ${bin}))`.execute(fx.db);
      expect([c.version, c.book_at_count]).toEqual([c.version, ledger.rows[0]?.q]);
    }
    const last = rows.reduce((a, b) => (b.version > a.version ? b : a));
    const before = Number(await stockOf(fx.db, { material, ...at(bin) }));
    const posts = await settle([
      fx.run((trx) => postPiDifferences(trx, fx.whfra, piNumber)),
      fx.run((trx) => postPiDifferences(trx, fx.whfra, piNumber)),
    ]);
    expect(codes(posts)).toEqual(['PI_DOCUMENT_POSTED']);
    const expected = before + 15 - Number(last.book_at_count);
    expect(Number(await stockOf(fx.db, { material, ...at(bin) }))).toBe(expected);
  });

  it('two documents over the same bin at once: one is created, the other names the bin', async () => {
    const [bin] = bins.splice(0, 1) as [string];
    const results = await settle(
      [1, 2].map(() => fx.run((trx) => createPiDocument(trx, fx.whfra, { plant: '1000', sloc: '0001', binFrom: bin, binTo: bin }))),
    );
    expect(codes(results)).toEqual(['PI_BIN_ON_OPEN_DOCUMENT']);
    const created = results.find((r) => r.status === 'fulfilled');
    if (created?.status === 'fulfilled') await fx.run((trx) => confirmEmptyBin(trx, fx.whfra, created.value.piNumber, { bin }));
  });
});
