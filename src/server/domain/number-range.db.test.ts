import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/schema';
import { databaseForFile } from '../testing/db-test';
import { DomainError } from './errors';
import { takeNumber } from './number-range';

const file = databaseForFile();
const inTrx = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => file.database.db.transaction().execute(fn);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );

describe('document numbers', () => {
  it('material documents, transfer orders and deliveries come from sequences in their ranges, rising and unique', async () => {
    for (const [object, prefix] of [
      ['material_document', '49'],
      ['transfer_order', '60'],
      ['delivery', '80'],
    ] as const) {
      const a = await inTrx((trx) => takeNumber(trx, object));
      const b = await inTrx((trx) => takeNumber(trx, object));
      expect(a).toMatch(new RegExp(`^${prefix}\\d{8}$`));
      expect(BigInt(b)).toBeGreaterThan(BigInt(a));
    }
  });

  it('a rolled-back posting leaves a gap; a range used up is refused with NUMBER_RANGE and nothing else changes', async () => {
    const before = await inTrx((trx) => takeNumber(trx, 'material_document'));
    await codeOf(
      inTrx(async (trx) => {
        await takeNumber(trx, 'material_document');
        throw new Error('rolled back');
      }),
    );
    const after = await inTrx((trx) => takeNumber(trx, 'material_document'));
    expect(BigInt(after)).toBe(BigInt(before) + 2n);
    // a range of one number left: the next is refused (the sequence's maxvalue is the range's end)
    await sql`alter sequence material_document_number maxvalue ${sql.lit(Number(after) + 1)}`.execute(file.database.db);
    try {
      await inTrx((trx) => takeNumber(trx, 'material_document'));
      expect(await codeOf(inTrx((trx) => takeNumber(trx, 'material_document')))).toBe('NUMBER_RANGE');
    } finally {
      await sql`alter sequence material_document_number maxvalue 4999999999`.execute(file.database.db);
    }
  });
});
