import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from '../../../shared/gs1';
import type { DB } from '../../db/schema';
import { databaseForFile } from '../../testing/db-test';
import { DomainError } from '../errors';
import { nextSscc, ssccOf } from './sscc';

const file = databaseForFile();
const inTrx = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => file.database.db.transaction().execute(fn);

describe('SSCC numbering', () => {
  it('builds extension + company prefix + serial reference + check digit (GS1 example)', () => {
    expect(ssccOf('1', '0614141', '123456789')).toBe('106141411234567897');
    expect(ssccOf('3', '4012345', 1)).toBe('340123450000000017');
  });

  it('takes unique, increasing SSCCs under the configured prefix', async () => {
    const a = await inTrx(async (trx) => nextSscc(trx));
    const b = await inTrx(async (trx) => nextSscc(trx));
    for (const s of [a, b]) {
      expect(s).toMatch(/^34012345\d{10}$/);
      expect(hasValidCheckDigit(s)).toBe(true);
    }
    expect(BigInt(b.slice(8, 17))).toBe(BigInt(a.slice(8, 17)) + 1n);
  });

  it('refuses when the serial references of the prefix are used up, or no prefix is configured', async () => {
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'none',
        (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
      );
    expect(
      await code(
        inTrx(async (trx) => {
          await sql`update number_range set next_value = 1000000000 where object = 'sscc'`.execute(trx);
          return nextSscc(trx);
        }),
      ),
    ).toBe('SSCC_RANGE_EXHAUSTED');
    expect(
      await code(
        inTrx(async (trx) => {
          await sql`delete from gs1_configuration`.execute(trx);
          return nextSscc(trx);
        }),
      ),
    ).toBe('GS1_PREFIX_MISSING');
  });
});
