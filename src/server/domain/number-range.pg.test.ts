import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/schema';
import { databaseForFile } from '../testing/db-test';
import { takeNumber } from './number-range';

/** Sequenced numbers on PostgreSQL (PGlite has one connection: postings never overlap there). */
const file = databaseForFile({ poolSize: 3 });
const inTrx = <T>(fn: (trx: Transaction<DB>) => Promise<T>) => file.database.db.transaction().execute(fn);

describe('document numbers (PostgreSQL)', () => {
  it('a posting does not wait for another open posting to get its number', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let first = '';
    const holder = inTrx(async (trx) => {
      first = await takeNumber(trx, 'material_document');
      await held; // the first posting stays open
    });
    while (!first) await new Promise((r) => setTimeout(r, 5));
    // with a locked number_range row this would wait for the holder, and the test would time out
    const second = await inTrx((trx) => takeNumber(trx, 'material_document'));
    expect(BigInt(second)).toBeGreaterThan(BigInt(first));
    release();
    await holder;
  });
});
