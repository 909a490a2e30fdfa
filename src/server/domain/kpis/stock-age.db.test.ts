import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post, reverse } from '../../testing/ledger';
import { at, ledgerFixture } from '../../testing/ledger-fixture';
import { testDbKind } from '../../testing/test-db';
import { checkLedger, formatDifferences } from '../stock/ledger-check';
import { checkStockAge, refreshStockAge, stockAgeRows } from './stock-age';
import { warehouseDashboard } from './warehouse-dashboard';

/**
 * The stock age summary (migration 0210) against the stock table, on PGlite and PostgreSQL: positions
 * filled, moved, emptied and back-dated; the dashboard's stock by category equals a recomputation.
 */
const fx = ledgerFixture({ ledgerCheck: 'end' });

/** The dashboard's figure recomputed from the stock table: positions, quantity and aging of plant 1000 per category. */
async function recomputed() {
  const r = await sql<{ category: string; positions: string; quantity: string; young: string; middle: string; old: string }>`
    with aged as (
      select s.category, s.quantity,
        (now() at time zone pl.timezone)::date - (s.updated_at at time zone pl.timezone)::date as age
      from stock s join plant pl on pl.plant_id = s.plant_id
      where s.plant_id = '1000' and s.quantity <> 0
    )
    select category, count(*) as positions, sum(quantity)::text as quantity,
      count(*) filter (where age <= 30) as young, count(*) filter (where age between 31 and 90) as middle,
      count(*) filter (where age > 90) as old
    from aged group by 1`.execute(fx.db);
  return new Map(r.rows.map((row) => [row.category, row]));
}

async function dashboardStock() {
  const d = await warehouseDashboard(fx.db, { ...fx.viewer, tokenId: undefined }, { plant: '1000' });
  return d.stockByCategory;
}

async function expectDashboardEqualsStock() {
  const expected = await recomputed();
  for (const row of await dashboardStock()) {
    if (row.category === 'IN_TRANSIT') continue;
    const e = expected.get(row.category);
    expect({ category: row.category, positions: row.positions, quantity: Number(row.quantity) }).toEqual({
      category: row.category,
      positions: Number(e?.positions ?? 0),
      quantity: Number(e?.quantity ?? 0),
    });
    expect([row.age0to30, row.age31to90, row.ageOver90]).toEqual([Number(e?.young ?? 0), Number(e?.middle ?? 0), Number(e?.old ?? 0)]);
  }
}

/** The summary's own rows of a bin's position of a material (no reader correction): positions and quantity. */
async function summarizedPosition(material: string, bin: string) {
  const r = await sql<{ moved: Date; quantity: string }>`
    select p.moved, p.quantity::text as quantity
    from stock_age_position p join stock s on s.stock_id = p.stock_id
    where s.material_id = ${material} and s.bin_id = ${bin} and s.category = 'UNRESTRICTED'`.execute(fx.db);
  return r.rows[0] ?? null;
}

describe('stock age summary', () => {
  it('holds the stock after the migration; a reader sees new stock before the refresh, the refresh moves it once', async () => {
    expect(await checkStockAge(fx.db)).toEqual([]);
    await refreshStockAge(fx.db);
    await expectDashboardEqualsStock();
    const material = fx.mats.plain[5] as string;
    const bin = fx.bins[3] as string;
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '7', to: at(bin) }] });
    // not refreshed yet: the summary does not hold the position, readers correct it from the stock
    expect(await summarizedPosition(material, bin)).toBeNull();
    expect(await checkStockAge(fx.db)).toEqual([]);
    await expectDashboardEqualsStock();

    const touched = await refreshStockAge(fx.db);
    if (testDbKind() === 'pglite') {
      expect(touched).toBeGreaterThanOrEqual(1);
      expect(await summarizedPosition(material, bin)).toMatchObject({ quantity: '7.000' });
      // nothing new: nothing moves
      expect(await refreshStockAge(fx.db)).toBe(0);
    }
    expect(await checkStockAge(fx.db)).toEqual([]);

    // part of it taken out, then the rest: the position leaves the summary
    const issue = (quantity: string) => ({ movementType: '201', material, quantity, from: at(bin), costCenter: '101000' }) as const;
    await post(fx.db, fx.whfra, { items: [issue('3')] });
    await expectDashboardEqualsStock();
    await refreshStockAge(fx.db);
    if (testDbKind() === 'pglite') expect(await summarizedPosition(material, bin)).toMatchObject({ quantity: '4.000' });
    const last = await post(fx.db, fx.whfra, { items: [issue('4')] });
    await expectDashboardEqualsStock();
    await refreshStockAge(fx.db);
    if (testDbKind() === 'pglite') expect(await summarizedPosition(material, bin)).toBeNull();
    // reversed: the position is back, with the reversal's day
    await reverse(fx.db, fx.whfra, last.matDoc);
    await expectDashboardEqualsStock();
    await refreshStockAge(fx.db);
    if (testDbKind() === 'pglite') expect(await summarizedPosition(material, bin)).toMatchObject({ quantity: '4.000' });
    expect(await checkStockAge(fx.db)).toEqual([]);
    await expectDashboardEqualsStock();
  });

  it('moves both positions of a bin-to-bin move and a stock to stock change of category', async () => {
    const material = fx.mats.plain[6] as string;
    const [a, b] = [fx.bins[4] as string, fx.bins[5] as string];
    await post(fx.db, fx.whfra, { items: [{ movementType: '561', material, quantity: '5', to: at(a) }] });
    await refreshStockAge(fx.db);
    await post(fx.db, fx.whfra, { items: [{ movementType: '999', material, quantity: '2', from: at(a), to: { bin: b } }] });
    await post(fx.db, fx.whfra, { items: [{ movementType: '344', material, quantity: '1', from: at(b) }] });
    await expectDashboardEqualsStock();
    await refreshStockAge(fx.db);
    expect(await checkStockAge(fx.db)).toEqual([]);
    await expectDashboardEqualsStock();
  });

  it('is part of ledger:check, which names a summary that drifted', async () => {
    await refreshStockAge(fx.db);
    const row = await fx.db.selectFrom('stock_age_summary').selectAll().orderBy('moved', 'desc').limit(1).executeTakeFirstOrThrow();
    const where = sql<boolean>`plant_id = ${row.plant_id} and category = ${row.category} and moved = ${row.moved}`;
    await sql`update stock_age_summary set positions = positions + 1 where ${where}`.execute(fx.db);
    const result = await checkLedger(fx.db);
    expect(result.ok).toBe(false);
    const lines = formatDifferences(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`stock-age: stock age summary: plant ${row.plant_id} / ${row.category}`);
    await sql`update stock_age_summary set positions = positions - 1 where ${where}`.execute(fx.db);
    expect((await checkLedger(fx.db)).ok).toBe(true);
  });

  it("reads the days of a plant's zone as it is now: a zone changed needs no refresh", async () => {
    await refreshStockAge(fx.db);
    const zone = await fx.db.selectFrom('plant').select('timezone').where('plant_id', '=', '1000').executeTakeFirstOrThrow();
    try {
      for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu']) {
        await fx.db.updateTable('plant').set({ timezone }).where('plant_id', '=', '1000').execute();
        expect(await checkStockAge(fx.db)).toEqual([]);
        await expectDashboardEqualsStock();
      }
    } finally {
      await fx.db.updateTable('plant').set({ timezone: zone.timezone }).where('plant_id', '=', '1000').execute();
    }
  });

  it('reads per plant: another plant asked reads none of plant 1000', async () => {
    const rows = await sql<{ plant_id: string }>`select distinct plant_id from ${stockAgeRows(
      (alias) => sql<boolean>`${sql.ref(`${alias}.plant_id`)} = '2000'`,
    )} a`.execute(fx.db);
    expect(rows.rows.map((r) => r.plant_id).filter((p) => p !== '2000')).toEqual([]);
  });
});
