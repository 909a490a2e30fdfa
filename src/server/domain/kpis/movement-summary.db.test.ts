import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post, reverse } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { testDbKind } from '../../testing/test-db';
import { checkLedger, formatDifferences } from '../stock/ledger-check';
import { checkMovementSummary, movementRows, refreshMovementSummary } from './movement-summary';
import { warehouseDashboard } from './warehouse-dashboard';

/** The summary (migration 0160) against the ledger, on PGlite and PostgreSQL; the concurrent case: movement-summary.pg.test.ts. */
const fx = ledgerFixture({ ledgerCheck: 'end' });

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The summary's own rows of plant 1000 for a day and type (without the ledger's tail). */
async function summaryOf(day: string, type: string, side: 'IN' | 'OUT') {
  const r = await fx.db
    .selectFrom('movement_summary')
    .select(['items', 'documents'])
    .where('plant_id', '=', '1000')
    .where(sql<boolean>`day = ${day}::date`)
    .where('movement_type', '=', type)
    .where('side', '=', side)
    .executeTakeFirst();
  return { items: Number(r?.items ?? 0), documents: Number(r?.documents ?? 0) };
}

/** Summary plus tail for a day and type of plant 1000: what a dashboard reads. */
async function readOf(day: string, type: string, side: 'IN' | 'OUT') {
  const rows = movementRows(
    day,
    day,
    (a) =>
      sql<boolean>`${sql.ref(`${a}.plant_id`)} = '1000' and ${sql.ref(`${a}.movement_type`)} = ${type} and ${sql.ref(`${a}.side`)} = ${side}`,
  );
  const r = await sql<{
    items: string | null;
    documents: string | null;
  }>`select sum(items) as items, sum(documents) as documents from ${rows} m`.execute(fx.db);
  return { items: Number(r.rows[0]?.items ?? 0), documents: Number(r.rows[0]?.documents ?? 0) };
}

/**
 * The items of these documents that the summary holds (below its horizon). On PostgreSQL the horizon is
 * the server's oldest running transaction, another database's too, so how far a refresh gets is not the
 * test's to decide; on PGlite (one connection) a refresh always takes in every committed document.
 */
async function summarizedItems(matDocs: string[]): Promise<{ items: number; documents: number }> {
  const r = await sql<{ items: string; documents: string }>`
    select count(*) as items, count(distinct d.mat_doc) as documents
    from material_document d join material_document_item i on i.mat_doc = d.mat_doc
    where d.mat_doc in (${sql.join(matDocs)}) and d.xact_id < (select horizon from movement_summary_state)`.execute(fx.db);
  const n = { items: Number(r.rows[0]?.items ?? 0), documents: Number(r.rows[0]?.documents ?? 0) };
  if (testDbKind() === 'pglite') expect(n.documents).toBe(matDocs.length);
  return n;
}

describe('movement summary', () => {
  it('holds the ledger after the migration, and adds documents once refreshed; a reader sees them before', async () => {
    expect(await checkMovementSummary(fx.db)).toEqual([]);
    await refreshMovementSummary(fx.db);
    const today = (await warehouseDashboard(fx.db, { ...fx.viewer, tokenId: undefined }, {})).period.to;
    const material = fx.mats.plain[3] as string;
    const bin = fx.bins[1] as string;
    const summaryBefore = await summaryOf(today, '561', 'IN');
    const readBefore = await readOf(today, '561', 'IN');

    const one = await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(bin) }] });
    const two = await post(fx.db, fx.whfra, {
      items: [
        { movementType: '561', material, quantity: '1', to: at(bin) },
        { movementType: '561', material, quantity: '2', to: at(bin) },
      ],
    });
    // not yet refreshed: the summary is unchanged, a reader adds the two documents from the ledger
    expect(await summaryOf(today, '561', 'IN')).toEqual(summaryBefore);
    expect(await readOf(today, '561', 'IN')).toEqual({ items: readBefore.items + 3, documents: readBefore.documents + 2 });
    expect(await checkMovementSummary(fx.db)).toEqual([]);

    const added = await refreshMovementSummary(fx.db);
    const taken = await summarizedItems([one.matDoc, two.matDoc]);
    expect(added).toBeGreaterThanOrEqual(taken.documents);
    expect(await summaryOf(today, '561', 'IN')).toEqual({
      items: summaryBefore.items + taken.items,
      documents: summaryBefore.documents + taken.documents,
    });
    // counted once: the reader no longer adds them from the ledger
    expect(await readOf(today, '561', 'IN')).toEqual({ items: readBefore.items + 3, documents: readBefore.documents + 2 });
    // a refresh with nothing new adds nothing (PGlite: nothing else runs)
    if (testDbKind() === 'pglite') {
      expect(await refreshMovementSummary(fx.db)).toBe(0);
      expect(await summaryOf(today, '561', 'IN')).toEqual({ items: summaryBefore.items + 3, documents: summaryBefore.documents + 2 });
    }
    expect(await checkMovementSummary(fx.db)).toEqual([]);
  });

  it('counts a document back-dated to a day already summarized, and a reversal as its own type', async () => {
    const today = (await warehouseDashboard(fx.db, { ...fx.viewer, tokenId: undefined }, {})).period.to;
    const earlier = addDays(today, -2);
    const material = fx.mats.plain[4] as string;
    const bin = fx.bins[2] as string;
    await refreshMovementSummary(fx.db);
    const before = await summaryOf(earlier, '561', 'IN');
    const readBefore = await readOf(earlier, '561', 'IN');
    const posted = await post(fx.db, fx.whfra, {
      postingDate: earlier,
      items: [{ movementType: '561', material, quantity: '4', to: at(bin) }],
    });
    await reverse(fx.db, fx.whfra, posted.matDoc);
    await refreshMovementSummary(fx.db);
    const taken = await summarizedItems([posted.matDoc]);
    expect(await summaryOf(earlier, '561', 'IN')).toEqual({
      items: before.items + taken.items,
      documents: before.documents + taken.documents,
    });
    expect(await readOf(earlier, '561', 'IN')).toEqual({ items: readBefore.items + 1, documents: readBefore.documents + 1 });
    // the reversal (562) takes the stock out of the plant on the original's posting date or today: either way counted once
    const reversal = await fx.db
      .selectFrom('material_document_item')
      .select(['posting_date', 'movement_type'])
      .where(
        'mat_doc',
        '=',
        (await fx.db.selectFrom('material_document').select('mat_doc').where('reversal_of', '=', posted.matDoc).executeTakeFirstOrThrow())
          .mat_doc,
      )
      .executeTakeFirstOrThrow();
    expect(reversal.movement_type).toBe('562');
    expect(await checkMovementSummary(fx.db)).toEqual([]);
  });

  it('is part of ledger:check, which names a summary that drifted', async () => {
    await refreshMovementSummary(fx.db);
    const row = await fx.db.selectFrom('movement_summary').selectAll().orderBy('day', 'desc').limit(1).executeTakeFirstOrThrow();
    await fx.db
      .updateTable('movement_summary')
      .set({ items: sql`items + 1` as never })
      .where('plant_id', '=', row.plant_id)
      .where('day', '=', row.day)
      .where('movement_type', '=', row.movement_type)
      .where('side', '=', row.side)
      .execute();
    const result = await checkLedger(fx.db);
    expect(result.ok).toBe(false);
    const lines = formatDifferences(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`summary: movement summary: plant ${row.plant_id}`);
    expect(lines[0]).toContain(`movement type ${row.movement_type} / ${row.side}`);
    await fx.db
      .updateTable('movement_summary')
      .set({ items: sql`items - 1` as never })
      .where('plant_id', '=', row.plant_id)
      .where('day', '=', row.day)
      .where('movement_type', '=', row.movement_type)
      .where('side', '=', row.side)
      .execute();
    expect((await checkLedger(fx.db)).ok).toBe(true);
  });
});
