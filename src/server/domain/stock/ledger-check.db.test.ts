import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../../testing/db-test';
import { checkLedger, formatDifferences } from './ledger-check';

const file = databaseForFile();

class Rollback extends Error {}

describe('checkLedger', () => {
  it('finds the demo data consistent: stock, transit and serials all follow from the documents', async () => {
    const result = await checkLedger(file.database.db);
    expect(formatDifferences(result)).toEqual([]);
    expect(result.counts.documents).toBeGreaterThan(10);
    expect(result.counts.equipment).toBeGreaterThan(2000);
  });

  it('names every difference when stock, transit or equipment were changed behind the documents', async () => {
    let lines: string[] = [];
    await file.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update stock set quantity = quantity + 1 where stock_id = (select min(stock_id) from stock where bin_id is not null)`.execute(
          trx,
        );
        await sql`update stock_in_transit set quantity = quantity + 2 where transit_id = (select min(transit_id) from stock_in_transit)`.execute(
          trx,
        );
        await sql`update equipment set status = 'SCRAPPED', sloc_id = null, warehouse_id = null, bin_id = null, category = null
          where equipment_number = (select min(equipment_number) from equipment where status = 'IN_STOCK')`.execute(trx);
        lines = formatDifferences(await checkLedger(trx));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(lines.some((l) => /^stock: .* expected [\d.]+, found [\d.]+$/.test(l))).toBe(true);
    expect(lines.some((l) => /^transit: .*in transit to plant/.test(l))).toBe(true);
    expect(lines.some((l) => /^serial: .* expected IN_STOCK .* found SCRAPPED/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('serial-count: '))).toBe(true);
    expect(formatDifferences(await checkLedger(file.database.db))).toEqual([]);
  });
});
