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

/** Inserts the item in a transaction it rolls back; resolves to the check that refused it, or null when it was accepted. */
async function refusedBy(row: Item): Promise<string | null> {
  const columns = Object.keys(row);
  const values = columns.map((c) => (c === 'item_no' ? ++itemNo : row[c]));
  const insert = sql`insert into material_document_item (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})`;
  const error: unknown = await file.database.db
    .transaction()
    .execute(async (trx) => {
      await insert.execute(trx);
      throw new Error('accepted');
    })
    .catch((e: unknown) => e);
  if ((error as Error).message === 'accepted') return null;
  expect((error as { code?: string }).code).toBe('23514');
  return (error as { constraint?: string }).constraint ?? /constraint "(\w+)"/.exec((error as Error).message)?.[1] ?? '?';
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
    for (const row of accepted) expect(await refusedBy(row), JSON.stringify(row)).toBeNull();

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
    for (const row of refused) expect(await refusedBy(row), JSON.stringify(row)).toBe('material_document_item_valid');
  });

  it('holds exactly the rules of the six checks it replaced, for every combination of kinds and present or missing columns', async () => {
    // the rules as the checks of migrations 0003 and 0220 spelled them, each on its own (a check passes unless false)
    const { rows } = await sql<{ combinations: number; differ: number; valid: number }>`
      with kinds(k) as (values ('POSITION'), ('TRANSIT'), ('VENDOR'), ('COST_CENTER'), ('CUSTOMER'), ('SCRAP'), ('DIFFERENCE'),
          ('INITIAL'), ('MATERIAL'), ('AT_VENDOR'), ('ELSEWHERE')),
        v(x) as (values ('A'::text), (null)),
        q(n) as (values (1::numeric), (0), (-1)),
        c as (select q.n as quantity, f.k as fk, fp.x as fp, fs.x as fs, fc.x as fc, t.k as tk, tp.x as tp, ts.x as ts, tc.x as tc,
            r.x as rp, vd.x as vid
          from q, kinds f, v fp, v fs, v fc, kinds t, v tp, v ts, v tc, v r, v vd),
        judged as (select
            (quantity > 0) is not false
            and ((fk = 'POSITION') = (fp is not null and fs is not null and fc is not null)) is not false
            and ((tk = 'POSITION') = (tp is not null and ts is not null and tc is not null)) is not false
            and ((fk = 'TRANSIT' or tk = 'TRANSIT') = (rp is not null)) is not false
            and (fk in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
              and tk in ('POSITION', 'TRANSIT', 'VENDOR', 'COST_CENTER', 'CUSTOMER', 'SCRAP', 'DIFFERENCE', 'INITIAL', 'MATERIAL', 'AT_VENDOR')
              and not (fk <> 'POSITION' and tk <> 'POSITION' and not (fk = 'TRANSIT' or tk = 'TRANSIT'))) is not false
            and (not (fk = 'AT_VENDOR' or tk = 'AT_VENDOR') or vid is not null) is not false as by_rules,
            ledger_item_valid(quantity, fk, fp, fs, fc, tk, tp, ts, tc, rp, vid) is not false as by_check
          from c)
      select count(*)::int as combinations, (count(*) filter (where by_rules <> by_check))::int as differ,
        (count(*) filter (where by_check))::int as valid
      from judged`.execute(file.database.db);
    expect(rows[0]).toEqual({ combinations: 3 * 11 ** 2 * 2 ** 8, differ: 0, valid: expect.any(Number) });
    expect(rows[0]?.valid).toBeGreaterThan(1000);
  });
});
