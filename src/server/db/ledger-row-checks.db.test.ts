import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../testing/db-test';

const file = databaseForFile();

/** An item row of a document that is never posted: only the table's own checks stand between it and the ledger. */
type Item = Record<string, string | number | null>;

const move: Item = {
  mat_doc: 'CHECK00001',
  item_no: 1,
  movement_type: '999',
  material_id: 'M-CHECK',
  quantity: '1',
  batch: '',
  posting_date: '2026-11-30',
  from_kind: 'POSITION',
  from_plant: '1000',
  from_sloc: '0001',
  from_category: 'UNRESTRICTED',
  to_kind: 'POSITION',
  to_plant: '1000',
  to_sloc: '0002',
  to_category: 'UNRESTRICTED',
  receiving_plant: null,
  vendor_id: null,
};

/** A side that is no position: its kind, and no plant, storage location or category. */
const away = (side: 'from' | 'to', kind: string): Item => ({
  [`${side}_kind`]: kind,
  [`${side}_plant`]: null,
  [`${side}_sloc`]: null,
  [`${side}_category`]: null,
});

let itemNo = 0;

/** Inserts the row in a transaction it rolls back; resolves to the error's constraint, or null when it was accepted. */
async function refusedBy(table: string, row: Item): Promise<string | null> {
  const columns = Object.keys(row);
  const values = columns.map((c) => (c === 'item_no' ? ++itemNo : row[c]));
  const insert = sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`;
  try {
    await file.database.db.transaction().execute(async (trx) => {
      await insert.execute(trx);
      throw new Error('accepted');
    });
  } catch (error) {
    if ((error as Error).message === 'accepted') return null;
    expect((error as { code?: string }).code).toBe('23514');
    return (error as { constraint?: string }).constraint ?? /constraint "(\w+)"/.exec((error as Error).message)?.[1] ?? '?';
  }
  return null;
}

describe('a material document item checks itself (migration 0230: one function call)', () => {
  it('accepts the items a posting writes and refuses each broken rule of an item', async () => {
    const vendor = await sql<{ vendor_id: string }>`select min(vendor_id) as vendor_id from vendor`.execute(file.database.db);
    const vendorId = vendor.rows[0]?.vendor_id as string;
    const accepted: Item[] = [
      move,
      { ...move, ...away('to', 'TRANSIT'), receiving_plant: '2000' },
      { ...move, ...away('from', 'TRANSIT'), receiving_plant: '1000' },
      { ...move, ...away('from', 'VENDOR'), vendor_id: vendorId },
      { ...move, ...away('to', 'AT_VENDOR'), vendor_id: vendorId },
      { ...move, ...away('to', 'SCRAP') },
    ];
    for (const row of accepted) expect(await refusedBy('material_document_item', row), JSON.stringify(row)).toBeNull();

    const refused: Item[] = [
      { ...move, quantity: '0' },
      { ...move, quantity: '-1' },
      { ...move, ...away('from', 'SOMEWHERE') }, // a kind the ledger does not know
      { ...move, ...away('to', 'position') },
      { ...move, from_sloc: null },
      { ...move, to_category: null },
      { ...move, to_kind: 'SCRAP' }, // a side that is no position names no position
      { ...move, receiving_plant: '2000' }, // a receiving plant without a transit side
      { ...move, ...away('to', 'TRANSIT') }, // transit without one
      { ...move, ...away('from', 'VENDOR'), ...away('to', 'SCRAP') }, // neither side a position nor in transit
      { ...move, ...away('to', 'AT_VENDOR') }, // at the vendor: which one?
    ];
    for (const row of refused)
      expect(await refusedBy('material_document_item', row), JSON.stringify(row)).toBe('material_document_item_valid');
  });
});
