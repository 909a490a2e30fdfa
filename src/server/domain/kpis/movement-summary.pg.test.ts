import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { postMaterialDocument } from '../stock/posting/post-material-document';
import { checkMovementSummary, movementRows, refreshMovementSummary } from './movement-summary';

/**
 * The summary's claim on PostgreSQL, where transactions overlap (PGlite has one connection): a
 * document whose transaction began first but commits last is counted exactly once, by a later
 * refresh, while readers see it as soon as it commits; two refreshes at once never count twice.
 */
const fx = ledgerFixture({ ledgerCheck: 'end', poolSize: 6 });

async function readToday(type: string) {
  const day = (await sql<{ d: string }>`select to_char((now() at time zone 'Europe/Berlin')::date, 'YYYY-MM-DD') as d`.execute(fx.db))
    .rows[0]?.d as string;
  const rows = movementRows(
    day,
    day,
    (a) =>
      sql<boolean>`${sql.ref(`${a}.plant_id`)} = '1000' and ${sql.ref(`${a}.movement_type`)} = ${type} and ${sql.ref(`${a}.side`)} = 'IN'`,
  );
  const r = await sql<{
    items: string | null;
    documents: string | null;
  }>`select sum(items) as items, sum(documents) as documents from ${rows} m`.execute(fx.db);
  return { items: Number(r.rows[0]?.items ?? 0), documents: Number(r.rows[0]?.documents ?? 0) };
}

describe('movement summary under concurrent commits (PostgreSQL)', () => {
  it('counts a document committed out of order exactly once; readers see it from its commit', async () => {
    await refreshMovementSummary(fx.db);
    const material = fx.mats.plain[5] as string;
    const bin = fx.bins[3] as string;
    const before = await readToday('561');
    // A: begins, takes its transaction id and posts, then waits before committing
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
    // B: a later transaction (a higher id), of another material and bin (A holds its stock row), commits while A runs
    const otherMaterial = fx.mats.plain[7] as string;
    const otherBin = fx.bins[5] as string;
    await fx.db
      .transaction()
      .execute((trx) =>
        postMaterialDocument(trx, fx.whfra, { items: [{ movementType: '561', material: otherMaterial, quantity: '3', to: at(otherBin) }] }),
      );
    // a refresh now stops below A: B is above the horizon (not summarized) but a reader sees it from the ledger
    await refreshMovementSummary(fx.db);
    const state = await fx.db.selectFrom('movement_summary_state').select('horizon').executeTakeFirstOrThrow();
    const b = await fx.db.selectFrom('material_document').select('xact_id').orderBy('mat_doc', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(BigInt(b.xact_id) >= BigInt(state.horizon)).toBe(true);
    expect(await readToday('561')).toEqual({ items: before.items + 1, documents: before.documents + 1 });
    expect(await checkMovementSummary(fx.db)).toEqual([]);
    // A commits: readers see both; the next refreshes count A and B once each
    commitA();
    await a;
    expect(await readToday('561')).toEqual({ items: before.items + 2, documents: before.documents + 2 });
    await refreshMovementSummary(fx.db);
    await refreshMovementSummary(fx.db);
    expect(await readToday('561')).toEqual({ items: before.items + 2, documents: before.documents + 2 });
    // (how far the horizon moves depends on every transaction of the server, other databases' too: not asserted)
    expect(await checkMovementSummary(fx.db)).toEqual([]);
  });

  it('refreshes racing each other and postings count every document once', async () => {
    const material = fx.mats.plain[6] as string;
    const bin = fx.bins[4] as string;
    await refreshMovementSummary(fx.db);
    const before = await readToday('561');
    const postings = Array.from({ length: 12 }, () =>
      fx.run((trx) => postMaterialDocument(trx, fx.whfra, { items: [{ movementType: '561', material, quantity: '1', to: at(bin) }] })),
    );
    const refreshes = Array.from({ length: 8 }, (_, i) => refreshMovementSummary(fx.db, { wait: i % 2 === 0 }));
    await Promise.all([...postings, ...refreshes]);
    await refreshMovementSummary(fx.db);
    expect(await readToday('561')).toEqual({ items: before.items + 12, documents: before.documents + 12 });
    expect(await checkMovementSummary(fx.db)).toEqual([]);
  });
});
