import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../i18n/request-language';
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
    expect(lines.some((l) => /^stock: .* expected [\d.,]+, found [\d.,]+$/.test(l))).toBe(true);
    expect(lines.some((l) => /^transit: .*in transit to plant/.test(l))).toBe(true);
    expect(lines.some((l) => /^serial: .* expected IN_STOCK .* found SCRAPPED/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('serial-count: '))).toBe(true);
    expect(formatDifferences(await checkLedger(file.database.db))).toEqual([]);
  });

  it('counts the serials of each side apart: in stock, in transit to a plant, at a vendor', async () => {
    let lines: string[] = [];
    await file.database.db
      .transaction()
      .execute(async (trx) => {
        // two units of one stock position leave it behind the documents' back: one into transit, one to a vendor
        const units = await sql<{ equipment_number: string }>`
          select equipment_number from equipment where status = 'IN_STOCK'
          and (material_id, plant_id, sloc_id, bin_id) = (select material_id, plant_id, sloc_id, bin_id from equipment
            where status = 'IN_STOCK' and bin_id is not null group by 1, 2, 3, 4 having count(*) >= 2 order by 1, 2, 3, 4 limit 1)
          order by 1 limit 2`.execute(trx);
        const [toTransit, toVendor] = units.rows.map((r) => r.equipment_number);
        await sql`update equipment set status = 'IN_TRANSIT', sloc_id = null, warehouse_id = null, bin_id = null, category = null
          where equipment_number = ${toTransit}`.execute(trx);
        await sql`update equipment set status = 'AT_VENDOR', sloc_id = null, warehouse_id = null, bin_id = null, category = null,
          vendor_id = (select min(vendor_id) from vendor) where equipment_number = ${toVendor}`.execute(trx);
        lines = formatDifferences(await checkLedger(trx));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const counts = lines.filter((l) => l.startsWith('serial-count: '));
    expect(
      counts.some((l) => / \/ bin .*: expected [\d.,]+ in stock, found [\d,]+ serials?$/.test(l)),
      counts.join('\n'),
    ).toBe(true);
    expect(
      counts.some((l) => /in transit to plant \d+.*: expected 0 in transit, found 1 serial$/.test(l)),
      counts.join('\n'),
    ).toBe(true);
    expect(
      counts.some((l) => /at vendor \S+ \(plant \d+\).*: expected 0 at the vendor, found 1 serial$/.test(l)),
      counts.join('\n'),
    ).toBe(true);
    expect(formatDifferences(await checkLedger(file.database.db))).toEqual([]);
  });

  it('names items whose document is missing (no foreign key holds them to it since migration 0092)', async () => {
    let lines: string[] = [];
    await file.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`create temp table orphan on commit drop as select * from material_document_item limit 1`.execute(trx);
        await sql`update orphan set mat_doc = 'Z000000001'`.execute(trx);
        await sql`insert into material_document_item select * from orphan`.execute(trx);
        lines = formatDifferences(await checkLedger(trx));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(lines).toContain('document: material document Z000000001 items: expected 0, found 1');
  });

  it("says its differences in the reader's language (the administrator's screen, in German)", async () => {
    let lines: string[] = [];
    await file.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update stock set quantity = quantity + 1.5 where stock_id = (select min(stock_id) from stock where bin_id is not null)`.execute(
          trx,
        );
        lines = await inLanguage('de', 'de-DE', async () => formatDifferences(await checkLedger(trx)));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    // "CAB / Werk 1000 / Lagerort 0001 / Lagerplatz A-01 / UNRESTRICTED: erwartet 12, gefunden 13,5"
    expect(
      lines.some((l) => /^stock: .* \/ Werk \d+ \/ Lagerort .* \/ Lagerplatz .*: erwartet [\d.,]+, gefunden [\d.]*\d,5$/.test(l)),
      lines.join('\n'),
    ).toBe(true);
  });

  it('refuses to delete a material, plant or movement type that posted items name', async () => {
    const db = file.database.db;
    const item = await db
      .selectFrom('material_document_item')
      .select(['material_id', 'movement_type', 'to_plant'])
      .where('to_plant', 'is not', null)
      .executeTakeFirstOrThrow();
    const refused = async (statement: Promise<unknown>, what: RegExp) => {
      const error = await statement.then(
        () => null,
        (e: unknown) => e as { code?: string; message: string },
      );
      expect(error?.message).toMatch(what);
      expect(error?.code).toBe('23503');
    };
    await refused(
      sql`delete from material where material_id = ${item.material_id}`.execute(db),
      /^material .* has posted material documents/,
    );
    await refused(sql`delete from plant where plant_id = ${item.to_plant}`.execute(db), /^plant .* has posted material documents/);
    await refused(
      sql`delete from movement_type where movement_type = ${item.movement_type}`.execute(db),
      /^movement type .* has posted material documents/,
    );
    expect(formatDifferences(await checkLedger(db))).toEqual([]);
  });
});
